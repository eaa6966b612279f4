// checkCourse(): every way a lesson can be broken, as a list of problems (empty = fine).
// getStaticProps throws on any problem (assertCourse), so `next build` fails; course.test.ts runs
// it on the real content and on small broken fixtures.
import fs from 'node:fs';
import path from 'node:path';
import { EDITIONS, SEATS, VULNERABILITIES, parseCaseText, parseContract, type CaseFile, type Edition } from '../engine';
import { parsePosition } from './endPosition';
import { FAMILY_NAMES, editionsOf, isFamilyName } from '../generator/familyNames';
import { LOCALES, SLUG, frontmatterSchema, type Frontmatter, type Locale } from './frontmatter';
import { isLawRef, lawEditions } from './lawRefs';
import { FACT_NAMES, LAW_FORMS, TAGS, boardKey, isFactName, isLawForm, isTagName, parseBoardKey } from './tags';
import { attrValue, headingsOf, isJsxElement, parseMdx, walk, type Heading, type MdNode } from './mdx';
import { contentDir, listSlugs, readLessonSource } from './load';
import { checkProse, type SectionBoard } from './prose';
import { boardFacts } from './facts';

export type ProblemCode =
  | 'missing-lesson'
  | 'parse-error'
  | 'bad-frontmatter'
  | 'locale-mismatch'
  | 'duplicate-order'
  | 'unknown-tag'
  | 'esm-not-allowed'
  | 'bad-attribute'
  | 'unknown-family'
  | 'family-not-in-edition'
  | 'unknown-law'
  | 'law-not-in-edition'
  | 'unknown-case'
  | 'heading-without-id'
  | 'duplicate-heading-id'
  | 'dead-link'
  | 'family-not-embedded'
  | 'family-not-listed'
  | 'family-not-taught'
  | 'no-practice'
  | 'bad-slug'
  | 'expression-not-allowed'
  | 'bad-diagram'
  | 'bad-terms'
  | 'exam-without-answer'
  | 'board-not-embedded'
  | 'fact-missing'
  | 'fact-mismatch'
  | 'missing-section';

export interface Problem {
  readonly code: ProblemCode;
  /** `en/trick-transfer.mdx:42`, or a folder for course-wide problems. */
  readonly where: string;
  readonly message: string;
}

interface Parsed {
  readonly locale: Locale;
  readonly slug: string;
  readonly fm: Frontmatter | null;
  /** The lesson's address in its language (frontmatter slug, else the id). */
  readonly address: string;
  readonly tree: MdNode | null;
  readonly headings: readonly Heading[];
  readonly lineOffset: number;
}

const REFERENCE_LOCALE: Locale = 'en';
const isEdition = (x: unknown): x is Edition => typeof x === 'string' && (EDITIONS as readonly string[]).includes(x);
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sorted = (a: readonly string[]) => [...a].sort();

const parseLesson = (locale: Locale, slug: string, root: string, report: (p: Problem) => void): Parsed => {
  const file = `${locale}/${slug}.mdx`;
  let src;
  try {
    src = readLessonSource(locale, slug, root);
  } catch (e) {
    report({ code: 'parse-error', where: file, message: `cannot read frontmatter: ${(e as Error).message}` });
    return { locale, slug, fm: null, address: slug, tree: null, headings: [], lineOffset: 0 };
  }
  const fm = frontmatterSchema.safeParse(src.data);
  if (!fm.success) {
    for (const i of fm.error.issues) report({ code: 'bad-frontmatter', where: file, message: `${i.path.join('.') || 'frontmatter'}: ${i.message}` });
  }
  let tree: MdNode | null = null;
  try {
    tree = parseMdx(src.body);
  } catch (e) {
    report({ code: 'parse-error', where: file, message: (e as Error).message });
  }
  const address = fm.success ? (fm.data.slug ?? slug) : slug;
  return { locale, slug, fm: fm.success ? fm.data : null, address, tree, headings: tree ? headingsOf(tree) : [], lineOffset: src.lineOffset };
};

/** A bundled case by name, read once per check; null when missing or invalid. */
const caseReader = (root: string) => {
  const cache = new Map<string, CaseFile | null>();
  return (name: string): CaseFile | null => {
    if (!cache.has(name)) {
      const file = path.join(contentDir(root), 'cases', `${name}.json`);
      const parsed = /^[a-z0-9-]+$/.test(name) && fs.existsSync(file) ? parseCaseText(fs.readFileSync(file, 'utf8')) : null;
      cache.set(name, parsed?.ok ? parsed.value : null);
    }
    return cache.get(name) ?? null;
  };
};

/** A question and its answer on adjacent lines share a paragraph, with a line break between them. */
const isNotBlank = (n: MdNode): boolean => !(n.type === 'text' && !(n.value ?? '').trim());

const isComment = (source: string): boolean => /^\s*(?:\/\*[\s\S]*?\*\/\s*)*$/.test(source);

/** The tags that close each lesson, so a teacher and an exam candidate find them in every lesson. */
const TEACHING_TAGS = ['Terms', 'ExamQuestion', 'TeacherNotes'] as const;

/** Tags, attributes, families, laws, cases and links inside one lesson. */
const checkBody = (p: Parsed, all: ReadonlyMap<string, Parsed>, root: string, report: (p: Problem) => void, options: { readonly strict: boolean; readonly readCase: (name: string) => CaseFile | null }): void => {
  if (!p.tree) return;
  const at = (n: MdNode) => `${p.locale}/${p.slug}.mdx:${(n.position?.start.line ?? 0) + p.lineOffset}`;
  const embedded = new Set<string>();
  const seenTags = new Set<string>();
  // Boards whose rulings <BoardFact> may read: every Scenario and every Diagram of a case.
  const boards = new Set<string>();
  walk(p.tree, (n) => {
    if (!isJsxElement(n) || (n.name !== 'Scenario' && n.name !== 'Diagram')) return;
    const v = (name: string) => {
      const a = attrValue(n, name);
      return a.kind === 'literal' ? a.value : undefined;
    };
    if (n.name === 'Diagram' && typeof v('case') !== 'string') return;
    boards.add(boardKey({ family: v('family') as string, seed: v('seed') as number, edition: v('edition') as string, case: v('case') as string }));
  });
  const { readCase } = options;
  let practice = false;

  const checkFamily = (n: MdNode, family: unknown, edition: Edition | null, tag: string) => {
    if (!isFamilyName(family)) {
      report({ code: 'unknown-family', where: at(n), message: `<${tag}> names family ${JSON.stringify(family)}, which is not in lib/generator/familyNames.ts` });
      return;
    }
    const editions = editionsOf(family);
    // An unpinned board follows the reader's edition, 2017 by default: it must exist there.
    const need = edition ?? '2017';
    if (!editions.includes(need)) {
      report({ code: 'family-not-in-edition', where: at(n), message: `family ${family} exists only in ${editions.join(', ')}; pin edition="${editions[0]}"` });
    }
  };

  const readEdition = (n: MdNode, tag: string, required: boolean): Edition | null => {
    const e = attrValue(n, 'edition');
    if (e.kind === 'absent') {
      if (required) report({ code: 'bad-attribute', where: at(n), message: `<${tag}> needs edition="1997", "2007" or "2017"` });
      return null;
    }
    if (e.kind === 'literal' && isEdition(e.value)) return e.value;
    report({ code: 'bad-attribute', where: at(n), message: `<${tag}> edition must be "1997", "2007" or "2017"` });
    return null;
  };

  walk(p.tree, (n, parent) => {
    if (n.type === 'mdxjsEsm') {
      report({ code: 'esm-not-allowed', where: at(n), message: 'lessons may not import or export; use the registered tags' });
      return;
    }
    if ((n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression') && !isComment(n.value ?? '')) {
      report({ code: 'expression-not-allowed', where: at(n), message: `{${n.value ?? ''}}: lessons are data; only {/* comments */} may stand in braces` });
      return;
    }
    if (n.type === 'link' && n.url) checkLink(n, n.url);
    if (!isJsxElement(n)) return;
    const name = n.name ?? '<>';
    if (!isTagName(name)) {
      report({ code: 'unknown-tag', where: at(n), message: `unknown tag <${name}>; the vocabulary is ${Object.keys(TAGS).join(', ')}` });
      return;
    }
    for (const a of n.attributes ?? []) {
      if (a.type !== 'mdxJsxAttribute' || !(TAGS[name].attributes as readonly string[]).includes(a.name ?? '')) {
        report({ code: 'bad-attribute', where: at(n), message: `<${name}> does not take ${a.type === 'mdxJsxAttribute' ? `"${a.name}"` : 'a spread'}` });
      }
    }
    seenTags.add(name);
    switch (name) {
      case 'Intro':
      case 'Recap':
      case 'Pitfall':
      case 'Tip':
      case 'TeacherNotes':
        return;
      case 'Terms':
        checkTerms(n);
        return;
      case 'ExamQuestion': {
        const siblings = (parent?.children ?? []).filter(isNotBlank);
        const next = siblings[siblings.indexOf(n) + 1];
        if (!next || !isJsxElement(next) || next.name !== 'ModelAnswer') report({ code: 'exam-without-answer', where: at(n), message: '<ExamQuestion> must be followed at once by its <ModelAnswer>' });
        return;
      }
      case 'ModelAnswer': {
        const siblings = (parent?.children ?? []).filter(isNotBlank);
        const prev = siblings[siblings.indexOf(n) - 1];
        if (!prev || !isJsxElement(prev) || prev.name !== 'ExamQuestion') report({ code: 'exam-without-answer', where: at(n), message: '<ModelAnswer> must follow its <ExamQuestion> at once' });
        return;
      }
      case 'Diagram':
        checkDiagram(n);
        return;
      case 'BoardFact':
        checkBoardFact(n);
        return;
      case 'EditionNote':
        readEdition(n, name, true);
        return;
      case 'Law': {
        const ref = attrValue(n, 'ref');
        const edition = readEdition(n, name, false);
        if (ref.kind !== 'literal' || !isLawRef(ref.value)) {
          report({ code: 'unknown-law', where: at(n), message: `<Law ref=${JSON.stringify(ref.kind === 'literal' ? ref.value : ref.kind)}> is not in lib/lessons/lawRefs.ts` });
        } else if (edition && !lawEditions(ref.value).includes(edition)) {
          report({ code: 'law-not-in-edition', where: at(n), message: `Law ${ref.value} does not exist in the ${edition} laws` });
        }
        const as = attrValue(n, 'as');
        if (as.kind !== 'absent' && !(as.kind === 'literal' && isLawForm(as.value))) {
          report({ code: 'bad-attribute', where: at(n), message: `<Law as=...> must be one of ${LAW_FORMS.map((f) => `"${f}"`).join(', ')} (leave it out for the noun)` });
        }
        return;
      }
      case 'Scenario': {
        const edition = readEdition(n, name, false);
        const family = attrValue(n, 'family');
        const seed = attrValue(n, 'seed');
        const kase = attrValue(n, 'case');
        if (kase.kind !== 'absent') {
          if (family.kind !== 'absent' || seed.kind !== 'absent') report({ code: 'bad-attribute', where: at(n), message: '<Scenario> takes either case=... or family=... seed={...}, not both' });
          const caseName = kase.kind === 'literal' && typeof kase.value === 'string' ? kase.value : '';
          const file = path.join(contentDir(root), 'cases', `${caseName}.json`);
          if (!/^[a-z0-9-]+$/.test(caseName) || !fs.existsSync(file)) {
            report({ code: 'unknown-case', where: at(n), message: `no bundled case content/cases/${caseName}.json` });
          } else {
            const parsed = parseCaseText(fs.readFileSync(file, 'utf8'));
            if (!parsed.ok) report({ code: 'unknown-case', where: at(n), message: `content/cases/${caseName}.json: ${parsed.error.message}` });
          }
          return;
        }
        if (family.kind !== 'literal') {
          report({ code: 'bad-attribute', where: at(n), message: '<Scenario> needs family="..." (a string) or case="..."' });
        } else {
          checkFamily(n, family.value, edition, name);
          if (isFamilyName(family.value)) embedded.add(family.value);
        }
        if (seed.kind !== 'literal' || !Number.isInteger(seed.value) || (seed.value as number) < 0) {
          report({ code: 'bad-attribute', where: at(n), message: '<Scenario family=...> needs seed={N}, a whole number ≥ 0' });
        }
        return;
      }
      case 'Practice': {
        practice = true;
        const fams = attrValue(n, 'families');
        if (fams.kind !== 'literal' || !Array.isArray(fams.value) || fams.value.length === 0) {
          report({ code: 'bad-attribute', where: at(n), message: '<Practice> needs families={["...", ...]}, a non-empty list of strings' });
        } else {
          for (const f of fams.value) if (!isFamilyName(f)) report({ code: 'unknown-family', where: at(n), message: `<Practice> names family ${JSON.stringify(f)}, which is not in lib/generator/familyNames.ts` });
        }
        const count = attrValue(n, 'count');
        if (count.kind !== 'absent' && !(count.kind === 'literal' && Number.isInteger(count.value) && (count.value as number) >= 1 && (count.value as number) <= 10)) {
          report({ code: 'bad-attribute', where: at(n), message: '<Practice count={N}> must be 1 to 10' });
        }
        return;
      }
    }
  });

  function checkTerms(n: MdNode) {
    const items = (n.children ?? []).flatMap((c) => (c.type === 'list' ? (c.children ?? []) : [c]));
    const good = items.length > 0 && items.every((li) => {
      if (li.type !== 'listItem') return false;
      const para = li.children?.[0];
      const [term, rest] = para?.type === 'paragraph' ? (para.children ?? []) : [];
      return term?.type === 'strong' && rest?.type === 'text' && /^\s*[—–]\s*\S/.test(rest.value ?? '');
    });
    if (!good) report({ code: 'bad-terms', where: at(n), message: '<Terms> holds one list, each item "- **term** — meaning"' });
  }

  function checkDiagram(n: MdNode) {
    const lit = (name: string) => {
      const a = attrValue(n, name);
      return a.kind === 'literal' && typeof a.value === 'string' ? a.value : a.kind === 'absent' ? undefined : null;
    };
    const bad = (message: string) => report({ code: 'bad-diagram', where: at(n), message: `<Diagram>: ${message}` });
    const kase = lit('case');
    const dealText = lit('deal');
    let deal: string | null = null;
    if (kase !== undefined && dealText !== undefined) bad('takes case=... or deal=..., not both');
    if (kase === undefined && dealText === undefined) bad('needs case="<name>" or deal="N:..." (a PBN deal)');
    if (kase !== undefined) {
      const c = kase === null ? null : readCase(kase);
      if (!c) report({ code: 'unknown-case', where: at(n), message: `no bundled case content/cases/${kase ?? '?'}.json` });
      else deal = c.deal;
    }
    if (dealText !== undefined) {
      // A full deal, or an end position with the same number of cards in every hand.
      const d = dealText === null ? null : parsePosition(dealText);
      if (!d?.ok) bad(`deal: ${d ? d.error : 'must be a string'}`);
      else deal = dealText;
    }
    const lead = lit('lead');
    if (lead !== undefined && !(SEATS as readonly (string | null)[]).includes(lead)) bad('lead must be "N", "E", "S" or "W"');
    const declarer = lit('declarer');
    if (declarer !== undefined && !(SEATS as readonly (string | null)[]).includes(declarer)) bad('declarer must be "N", "E", "S" or "W"');
    const contract = lit('contract');
    if (contract !== undefined && !(contract !== null && parseContract(contract, 'S').ok)) bad('contract must be a contract as in a case file ("4S", "3NT", "4HX")');
    const vulnerable = lit('vulnerable');
    if (vulnerable !== undefined && !(VULNERABILITIES as readonly (string | null)[]).includes(vulnerable)) bad('vulnerable must be "None", "NS", "EW" or "All"');
    const highlight = lit('highlight');
    if (highlight === null) bad('highlight must be a string of cards ("SQ H5")');
    if (highlight && deal) {
      const d = parsePosition(deal);
      const held = new Set(d.ok ? Object.values(d.value.hands).flat() : []);
      for (const c of highlight.split(/\s+/).filter(Boolean)) if (!held.has(c as never)) bad(`highlight names ${c}, which is not a card of the deal (write cards as SQ, HT, C2)`);
    }
  }

  function checkBoardFact(n: MdNode) {
    const board = attrValue(n, 'board');
    const fact = attrValue(n, 'fact');
    if (fact.kind !== 'literal' || !isFactName(fact.value)) {
      report({ code: 'bad-attribute', where: at(n), message: `<BoardFact fact=...> must be one of ${FACT_NAMES.join(', ')}` });
    }
    const key = board.kind === 'literal' && typeof board.value === 'string' ? board.value : null;
    const parsed = key ? parseBoardKey(key) : null;
    if (!key || !parsed) {
      report({ code: 'bad-attribute', where: at(n), message: '<BoardFact board=...> names a board as "case:NAME" or "family:seed@edition"' });
      return;
    }
    if (!boards.has(key)) {
      report({ code: 'board-not-embedded', where: at(n), message: `<BoardFact board="${key}">: the lesson embeds no such board (${[...boards].join(', ') || 'none'})` });
      return;
    }
    if (parsed.kind === 'family' && !parsed.edition) {
      report({ code: 'board-not-embedded', where: at(n), message: `<BoardFact board="${key}">: a board that follows the reader's edition has no single ruling; pin its edition` });
      return;
    }
    const cases: Record<string, CaseFile> = {};
    if (parsed.kind === 'case') {
      const c = readCase(parsed.name);
      if (c) cases[parsed.name] = c;
    }
    const facts = boardFacts(key, cases);
    const name = fact.kind === 'literal' && isFactName(fact.value) ? fact.value : null;
    if (name && (facts.length !== 1 || facts[0][name] === null)) {
      report({ code: 'fact-missing', where: at(n), message: `board ${key} has no ${name} in its ruling` });
    }
  }

  function checkLink(n: MdNode, url: string) {
    const internal = url.startsWith('/') || url.startsWith('#');
    if (!internal) return;
    const m = /^(?:\/learn\/([a-z0-9-]+))?(?:#([a-z0-9-]+))?$/.exec(url);
    if (url === '/learn' || url === '/learn/') return;
    if (!m || (!m[1] && !m[2])) {
      if (/^\/(en|sv|de)\//.test(url)) report({ code: 'dead-link', where: at(n), message: `${url}: internal links carry no locale; next/link keeps the reader's` });
      else if (url.startsWith('/learn')) report({ code: 'dead-link', where: at(n), message: `${url} is not /learn/<slug>#<heading-id>` });
      return;
    }
    // A link names the lesson by its id (the compiler turns it into the reader's address) or by this language's address.
    const byAddress = m[1] ? [...all.values()].find((q) => q.locale === p.locale && q.address === m[1]) : undefined;
    const slug = byAddress?.slug ?? m[1] ?? p.slug;
    const target = all.get(`${p.locale}/${slug}`) ?? all.get(`${REFERENCE_LOCALE}/${slug}`);
    if (!target) {
      report({ code: 'dead-link', where: at(n), message: `${url}: there is no lesson "${slug}"` });
      return;
    }
    if (m[2] && !target.headings.some((h) => h.id === m[2])) {
      report({ code: 'dead-link', where: at(n), message: `${url}: lesson "${slug}" has no heading id "${m[2]}"` });
    }
  }

  // Heading ids: present and unique.
  const seen = new Set<string>();
  for (const h of p.headings) {
    const where = `${p.locale}/${p.slug}.mdx:${h.line + p.lineOffset}`;
    if (h.depth === 1) continue; // the title comes from the frontmatter; a stray # is not linkable
    if (!h.id) report({ code: 'heading-without-id', where, message: `heading "${h.text}" has no {/*id*/}` });
    else if (seen.has(h.id)) report({ code: 'duplicate-heading-id', where, message: `heading id "${h.id}" is used twice` });
    else seen.add(h.id);
  }

  if (p.fm) {
    const file = `${p.locale}/${p.slug}.mdx`;
    for (const f of p.fm.families) {
      if (!embedded.has(f)) report({ code: 'family-not-embedded', where: file, message: `family ${f} is listed in the frontmatter but no <Scenario family="${f}"> embeds it` });
    }
    for (const f of embedded) {
      if (!(p.fm.families as readonly string[]).includes(f)) report({ code: 'family-not-listed', where: file, message: `<Scenario family="${f}"> is embedded but not listed in the frontmatter families` });
    }
  }
  if (!practice) report({ code: 'no-practice', where: `${p.locale}/${p.slug}.mdx`, message: 'the lesson does not end with <Practice families={[...]} />' });
  if (options.strict) {
    for (const tag of TEACHING_TAGS) {
      if (!seenTags.has(tag)) report({ code: 'missing-section', where: `${p.locale}/${p.slug}.mdx`, message: `every lesson has a <${tag}>` });
    }
    checkSections(p, readCase, report);
  }
};

/**
 * Splits the lesson at its h2 headings; in each section, prose is checked against the boards
 * beside it, the nearest board (Scenario or Diagram) before and after it (lib/lessons/prose.ts).
 */
const checkSections = (p: Parsed, readCase: (name: string) => CaseFile | null, report: (p: Problem) => void): void => {
  const sections: MdNode[][] = [[]];
  for (const n of p.tree?.children ?? []) {
    if (n.type === 'heading' && n.depth === 2) sections.push([]);
    sections[sections.length - 1].push(n);
  }
  type Item = { readonly board: SectionBoard } | { readonly text: string; readonly line: number };
  const boardOf = (n: MdNode): SectionBoard | null => {
    const v = (name: string) => {
      const a = attrValue(n, name);
      return a.kind === 'literal' ? a.value : undefined;
    };
    const kase = v('case');
    if (typeof kase === 'string') {
      const c = readCase(kase);
      return c ? { kind: 'ruled', facts: boardFacts(boardKey({ case: kase }), { [kase]: c }) } : null;
    }
    if (n.name === 'Scenario') return { kind: 'ruled', facts: boardFacts(boardKey({ family: v('family') as string, seed: v('seed') as number, edition: v('edition') as string }), {}) };
    const str = (name: string) => (typeof v(name) === 'string' ? (v(name) as never) : null);
    const deal = typeof v('deal') === 'string' ? parsePosition(v('deal') as string) : null;
    return { kind: 'diagram', contract: str('contract'), declarer: str('declarer'), vulnerable: str('vulnerable'), hands: deal?.ok ? deal.value.hands : null, cards: deal?.ok ? deal.value.cards : 13 };
  };
  for (const nodes of sections) {
    const items: Item[] = [];
    const visit = (n: MdNode) => {
      if (isJsxElement(n) && (n.name === 'Scenario' || n.name === 'Diagram')) {
        const b = boardOf(n);
        if (b) items.push({ board: b });
        return;
      }
      // Exam questions and terms are exercises and definitions of their own, about no board.
      if (isJsxElement(n) && (n.name === 'ExamQuestion' || n.name === 'ModelAnswer' || n.name === 'Terms')) return;
      if (n.type === 'text') items.push({ text: n.value ?? '', line: (n.position?.start.line ?? 0) + p.lineOffset });
      for (const c of n.children ?? []) visit(c);
    };
    nodes.forEach(visit);
    items.forEach((item, i) => {
      if (!('text' in item)) return;
      const before = items.slice(0, i).reverse().find((x) => 'board' in x);
      const after = items.slice(i + 1).find((x) => 'board' in x);
      const beside = [before, after].flatMap((x) => (x && 'board' in x ? [x.board] : []));
      for (const problem of checkProse([item], beside, p.locale)) {
        report({ code: 'fact-mismatch', where: `${p.locale}/${p.slug}.mdx:${problem.line}`, message: problem.message });
      }
    });
  }
};

export interface CheckOptions {
  /** The folder that holds content/; the project root by default. */
  readonly root?: string;
  readonly locales?: readonly Locale[];
  /** Require every family in familyNames.ts to be taught (off for small fixtures). */
  readonly requireAllFamilies?: boolean;
  /**
   * Languages held to the second-edition rules: every lesson has <Terms>, an <ExamQuestion> and
   * <TeacherNotes>, and its prose agrees with its boards (fact-mismatch). STRICT_LOCALES by default.
   */
  readonly strict?: readonly Locale[];
}

/** The languages whose lessons are held to the second-edition rules (issue 14): all three. */
export const STRICT_LOCALES: readonly Locale[] = ['en', 'sv', 'de'];

/** Addresses the app itself uses under /learn (pages/learn/chart.tsx). */
const RESERVED_ADDRESSES: readonly string[] = ['chart', 'index'];

export const checkCourse = (options: CheckOptions = {}): Problem[] => {
  const root = options.root ?? process.cwd();
  const locales = options.locales ?? LOCALES;
  const problems: Problem[] = [];
  const report = (p: Problem) => problems.push(p);

  const slugsByLocale = new Map(locales.map((l) => [l, new Set(listSlugs(l, root))]));
  const allSlugs = [...new Set([...slugsByLocale.values()].flatMap((s) => [...s]))].sort();
  if (allSlugs.length === 0) report({ code: 'missing-lesson', where: 'content/', message: 'no lessons found' });

  const parsed = new Map<string, Parsed>();
  for (const slug of allSlugs) {
    for (const locale of locales) {
      if (!slugsByLocale.get(locale)?.has(slug)) {
        report({ code: 'missing-lesson', where: `${locale}/${slug}.mdx`, message: `lesson "${slug}" is missing in ${locale}` });
        continue;
      }
      parsed.set(`${locale}/${slug}`, parseLesson(locale, slug, root, report));
    }
  }

  const readCase = caseReader(root);
  const strict = options.strict ?? STRICT_LOCALES;
  for (const p of parsed.values()) checkBody(p, parsed, root, report, { strict: strict.includes(p.locale), readCase });

  // Addresses: English is the file name; elsewhere unique, never another lesson's id (that address
  // forwards to the lesson, pages/learn/[slug].tsx), never one of the app's own pages.
  for (const locale of locales) {
    const taken = new Map<string, string>();
    const mine = [...parsed.values()].filter((p) => p.locale === locale);
    for (const p of mine) {
      const where = `${locale}/${p.slug}.mdx`;
      if (locale === REFERENCE_LOCALE && p.address !== p.slug) report({ code: 'bad-slug', where, message: `an English lesson's address is its file name; drop slug "${p.address}" or rename the file` });
      if (!SLUG.test(p.address)) report({ code: 'bad-slug', where, message: `slug "${p.address}" must be lower-case ASCII words joined by hyphens` });
      if (RESERVED_ADDRESSES.includes(p.address)) report({ code: 'bad-slug', where, message: `slug "${p.address}" is an address of the app itself` });
      const other = taken.get(p.address);
      if (other) report({ code: 'bad-slug', where, message: `slug "${p.address}" is also the address of ${other}` });
      taken.set(p.address, p.slug);
      const clash = mine.find((q) => q !== p && q.slug === p.address);
      if (clash) report({ code: 'bad-slug', where, message: `slug "${p.address}" is the id of lesson ${clash.slug}, whose old address forwards there` });
    }
  }

  // Parity: the same order, laws, families and heading ids in every language.
  for (const slug of allSlugs) {
    const ref = locales.map((l) => parsed.get(`${l}/${slug}`)).find((p) => p?.fm) ?? null;
    if (!ref?.fm) continue;
    for (const l of locales) {
      const p = parsed.get(`${l}/${slug}`);
      if (!p || p === ref) continue;
      const where = `${l}/${slug}.mdx`;
      const differs = (what: string, a: string, b: string) =>
        report({ code: 'locale-mismatch', where, message: `${what} differ from ${ref.locale}: ${a} vs ${b}` });
      if (p.fm) {
        if (p.fm.order !== ref.fm.order) differs('order', String(p.fm.order), String(ref.fm.order));
        if (!sameList(sorted(p.fm.laws), sorted(ref.fm.laws))) differs('laws', p.fm.laws.join(','), ref.fm.laws.join(','));
        if (!sameList(sorted(p.fm.families), sorted(ref.fm.families))) differs('families', p.fm.families.join(','), ref.fm.families.join(','));
      }
      const ids = (x: Parsed) => x.headings.flatMap((h) => (h.id ? [h.id] : []));
      if (p.tree && ref.tree && !sameList(ids(p), ids(ref))) differs('heading ids', ids(p).join(','), ids(ref).join(','));
    }
  }

  // Course order: one lesson per position.
  for (const locale of locales) {
    const byOrder = new Map<number, string>();
    for (const p of parsed.values()) {
      if (p.locale !== locale || !p.fm) continue;
      const other = byOrder.get(p.fm.order);
      if (other) report({ code: 'duplicate-order', where: `${locale}/${p.slug}.mdx`, message: `order ${p.fm.order} is also used by ${other}` });
      else byOrder.set(p.fm.order, p.slug);
    }
  }

  if (options.requireAllFamilies ?? true) {
    const taught = new Set([...parsed.values()].flatMap((p) => p.fm?.families ?? []));
    for (const f of FAMILY_NAMES) {
      if (!taught.has(f)) report({ code: 'family-not-taught', where: 'content/', message: `family ${f} is taught by no lesson` });
    }
  }
  return problems;
};

export const formatProblems = (problems: readonly Problem[]): string =>
  problems.map((p) => `  ${p.where}: [${p.code}] ${p.message}`).join('\n');

let checked: Problem[] | null = null;

/**
 * For getStaticProps: throw (so `next build` fails) if the course has any problem. A build checks
 * once per process; `next dev` checks on every request, so a fixed lesson shows at once.
 */
export const assertCourse = (root?: string): void => {
  if (process.env.NODE_ENV !== 'production') checked = null;
  checked ??= checkCourse({ root });
  if (checked.length > 0) throw new Error(`The course has ${checked.length} problem(s):\n${formatProblems(checked)}`);
};
