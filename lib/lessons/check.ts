// checkCourse(): every way a lesson can be broken, as a list of problems (empty = fine).
// getStaticProps throws on any problem (assertCourse), so `next build` fails; course.test.ts runs
// it on the real content and on small broken fixtures.
import fs from 'node:fs';
import path from 'node:path';
import { EDITIONS, type Edition } from '../engine';
import { parseCaseText } from '../engine';
import { FAMILY_NAMES, editionsOf, isFamilyName } from '../generator/familyNames';
import { LOCALES, frontmatterSchema, type Frontmatter, type Locale } from './frontmatter';
import { isLawRef, lawEditions } from './lawRefs';
import { TAGS, isTagName } from './tags';
import { attrValue, headingsOf, isJsxElement, parseMdx, walk, type Heading, type MdNode } from './mdx';
import { contentDir, listSlugs, readLessonSource } from './load';

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
  | 'no-practice';

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
    return { locale, slug, fm: null, tree: null, headings: [], lineOffset: 0 };
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
  return { locale, slug, fm: fm.success ? fm.data : null, tree, headings: tree ? headingsOf(tree) : [], lineOffset: src.lineOffset };
};

/** Tags, attributes, families, laws, cases and links inside one lesson. */
const checkBody = (p: Parsed, all: ReadonlyMap<string, Parsed>, root: string, report: (p: Problem) => void): void => {
  if (!p.tree) return;
  const at = (n: MdNode) => `${p.locale}/${p.slug}.mdx:${(n.position?.start.line ?? 0) + p.lineOffset}`;
  const embedded = new Set<string>();
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

  walk(p.tree, (n) => {
    if (n.type === 'mdxjsEsm') {
      report({ code: 'esm-not-allowed', where: at(n), message: 'lessons may not import or export; use the registered tags' });
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
    switch (name) {
      case 'Intro':
      case 'Recap':
      case 'Pitfall':
      case 'Tip':
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
    const slug = m[1] ?? p.slug;
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
};

export interface CheckOptions {
  /** The folder that holds content/; the project root by default. */
  readonly root?: string;
  readonly locales?: readonly Locale[];
  /** Require every family in familyNames.ts to be taught (off for small fixtures). */
  readonly requireAllFamilies?: boolean;
}

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

  for (const p of parsed.values()) checkBody(p, parsed, root, report);

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
