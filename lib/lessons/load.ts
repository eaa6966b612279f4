// Node-only: reads content/<locale>/<id>.mdx for getStaticProps and the tests.
// Everything returned is plain, serialisable data; the lesson body is compiled here, at build
// time, to LessonNode data that components/lesson/LessonBody.tsx renders (nothing is evaluated
// in the browser).
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { frontmatterSchema, type Frontmatter, type Locale } from './frontmatter';
import { attrValue, headingsOf, isJsxElement, parseMdx, walk, type MdNode } from './mdx';
import { boardKey } from './tags';
import { compileLesson, type LessonNode } from './compile';
import { boardFacts, type BoardFacts } from './facts';
import { parseCaseText, type CaseFile } from '../engine';

export interface LessonHeading {
  readonly id: string;
  readonly text: string;
  readonly depth: number;
}

export interface LessonMeta extends Omit<Frontmatter, 'slug'> {
  /** The lesson id: the file name, the English address and the progress key, in every language. */
  readonly slug: string;
  /** The lesson's address segment in this language: the frontmatter `slug`, or the id. */
  readonly address: string;
  /** The lesson's embedded boards (`<Scenario>`), by progress key. */
  readonly boards: readonly string[];
}

export interface LessonData {
  readonly locale: Locale;
  readonly meta: LessonMeta;
  readonly headings: readonly LessonHeading[];
  /** The body compiled at build time (lib/lessons/compile.ts). */
  readonly body: readonly LessonNode[];
}

export const contentDir = (root: string = process.cwd()): string => path.join(root, 'content');

export const lessonPath = (locale: string, slug: string, root?: string): string => path.join(contentDir(root), locale, `${slug}.mdx`);

/** Slugs present in one locale's folder. */
export const listSlugs = (locale: string, root?: string): string[] => {
  const dir = path.join(contentDir(root), locale);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.slice(0, -'.mdx'.length))
    .sort();
};

export interface LessonSource {
  readonly data: unknown;
  readonly body: string;
  /** Lines taken by the frontmatter, to report body line numbers as file line numbers. */
  readonly lineOffset: number;
}

export const readLessonSource = (locale: string, slug: string, root?: string): LessonSource => {
  const raw = fs.readFileSync(lessonPath(locale, slug, root), 'utf8');
  // gray-matter caches by input string and hands back the same object; copy the data.
  const parsed = matter(raw);
  const lineOffset = raw.split('\n').length - parsed.content.split('\n').length;
  return { data: structuredClone(parsed.data), body: parsed.content, lineOffset };
};

/** The progress keys of the boards a lesson embeds with `<Scenario>` (or, with `tag`, another tag's `case=`). */
export const boardsOf = (tree: MdNode, tag: 'Scenario' | 'Diagram' = 'Scenario'): string[] => {
  const keys: string[] = [];
  walk(tree, (n) => {
    if (!isJsxElement(n) || n.name !== tag) return;
    if (tag === 'Diagram') {
      const c = attrValue(n, 'case');
      if (c.kind === 'literal' && typeof c.value === 'string') keys.push(boardKey({ case: c.value }));
      return;
    }
    const v = (name: string) => {
      const a = attrValue(n, name);
      return a.kind === 'literal' ? a.value : undefined;
    };
    const b = { family: v('family'), seed: v('seed'), edition: v('edition'), case: v('case') };
    keys.push(boardKey(b as Parameters<typeof boardKey>[0]));
  });
  return keys;
};

const parseFrontmatter = (data: unknown, where: string): Frontmatter => {
  const fm = frontmatterSchema.safeParse(data);
  if (!fm.success) throw new Error(`${where}: invalid frontmatter: ${fm.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return fm.data;
};

const metaOf = (data: unknown, tree: MdNode, locale: Locale, id: string): LessonMeta => {
  const { slug: address, ...fm } = parseFrontmatter(data, `${locale}/${id}.mdx`);
  return { ...fm, slug: id, address: address ?? id, boards: boardsOf(tree) };
};

export const loadLessonMeta = (locale: Locale, slug: string, root?: string): LessonMeta => {
  const src = readLessonSource(locale, slug, root);
  return metaOf(src.data, parseMdx(src.body), locale, slug);
};

/** The lesson id → address map of one language. */
export const addressesOf = (locale: Locale, root?: string): Record<string, string> =>
  Object.fromEntries(listSlugs(locale, root).map((id) => [id, loadLessonMeta(locale, id, root).address]));

/** `/learn/<id>#x` → `/learn/<address>#x` in the lesson's language; other links unchanged. */
export const localiseLink = (addresses: Readonly<Record<string, string>>) => (url: string): string => {
  const m = /^\/learn\/([a-z0-9-]+)(#.*)?$/.exec(url);
  return m && addresses[m[1]] ? `/learn/${addresses[m[1]]}${m[2] ?? ''}` : url;
};

export const loadLesson = async (locale: Locale, slug: string, root?: string): Promise<LessonData> => {
  const src = readLessonSource(locale, slug, root);
  const tree = parseMdx(src.body);
  const meta = metaOf(src.data, tree, locale, slug);
  const headings = headingsOf(tree).flatMap((h) => (h.id ? [{ id: h.id, text: h.text, depth: h.depth }] : []));
  const body = await compileLesson(src.body, { href: localiseLink(addressesOf(locale, root)) });
  return { locale, meta, headings, body };
};

/** Every board the lesson's tags read a case or a ruling from: its Scenario and Diagram cases, its BoardFact boards. */
export const caseBoardsOf = (locale: Locale, slug: string, root?: string): string[] => {
  const tree = parseMdx(readLessonSource(locale, slug, root).body);
  return [...new Set([...boardsOf(tree), ...boardsOf(tree, 'Diagram'), ...factBoardsOf(tree)])];
};

/** The boards named by the lesson's `<BoardFact board="...">` tags. */
export const factBoardsOf = (tree: MdNode): string[] => {
  const keys = new Set<string>();
  walk(tree, (n) => {
    if (!isJsxElement(n) || n.name !== 'BoardFact') return;
    const b = attrValue(n, 'board');
    if (b.kind === 'literal' && typeof b.value === 'string') keys.add(b.value);
  });
  return [...keys];
};

/** The ruled facts of each board a lesson's `<BoardFact>` tags name (only boards with one fixed edition). */
export const loadFacts = (boards: readonly string[], cases: Readonly<Record<string, CaseFile>>): Record<string, BoardFacts> => {
  const out: Record<string, BoardFacts> = {};
  for (const b of boards) {
    const f = boardFacts(b, cases);
    if (f.length === 1) out[b] = f[0];
  }
  return out;
};

/** One locale's lessons in course order. */
export const loadCourse = (locale: Locale, root?: string): LessonMeta[] =>
  listSlugs(locale, root)
    .map((slug) => loadLessonMeta(locale, slug, root))
    .sort((a, b) => a.order - b.order);

/** The bundled cases a lesson embeds (`case:<name>` boards), read from content/cases/<name>.json. */
export const loadCases = (boards: readonly string[], root?: string): Record<string, CaseFile> => {
  const out: Record<string, CaseFile> = {};
  for (const b of boards) {
    if (!b.startsWith('case:')) continue;
    const name = b.slice('case:'.length);
    const parsed = parseCaseText(fs.readFileSync(path.join(contentDir(root), 'cases', `${name}.json`), 'utf8'));
    if (!parsed.ok) throw new Error(`content/cases/${name}.json: ${parsed.error.message}`);
    out[name] = parsed.value;
  }
  return out;
};
