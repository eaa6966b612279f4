// Node-only: reads content/<locale>/<slug>.mdx for getStaticProps and the tests.
// Everything returned is plain, serialisable data; the compiled MDX is a function body that the
// page runs with `run` from @mdx-js/mdx and the components of components/lesson/registry.tsx.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { compile } from '@mdx-js/mdx';
import { frontmatterSchema, type Frontmatter, type Locale } from './frontmatter';
import { attrValue, headingsOf, isJsxElement, parseMdx, REMARK_SYNTAX, remarkHeadingIds, remarkLawRef, walk, type MdNode } from './mdx';
import { boardKey } from './tags';
import { parseCaseText, type CaseFile } from '../engine';

export interface LessonHeading {
  readonly id: string;
  readonly text: string;
  readonly depth: number;
}

export interface LessonMeta extends Frontmatter {
  readonly slug: string;
  /** The lesson's embedded boards (`<Scenario>`), by progress key. */
  readonly boards: readonly string[];
}

export interface LessonData {
  readonly locale: Locale;
  readonly meta: LessonMeta;
  readonly headings: readonly LessonHeading[];
  /** `compile(..., { outputFormat: 'function-body' })` output. */
  readonly code: string;
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

/** The progress keys of the boards a lesson embeds with `<Scenario>`. */
export const boardsOf = (tree: MdNode): string[] => {
  const keys: string[] = [];
  walk(tree, (n) => {
    if (!isJsxElement(n) || n.name !== 'Scenario') return;
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

export const loadLessonMeta = (locale: Locale, slug: string, root?: string): LessonMeta => {
  const src = readLessonSource(locale, slug, root);
  return { ...parseFrontmatter(src.data, `${locale}/${slug}.mdx`), slug, boards: boardsOf(parseMdx(src.body)) };
};

export const loadLesson = async (locale: Locale, slug: string, root?: string): Promise<LessonData> => {
  const src = readLessonSource(locale, slug, root);
  const tree = parseMdx(src.body);
  const meta: LessonMeta = { ...parseFrontmatter(src.data, `${locale}/${slug}.mdx`), slug, boards: boardsOf(tree) };
  const headings = headingsOf(tree).flatMap((h) => (h.id ? [{ id: h.id, text: h.text, depth: h.depth }] : []));
  const code = String(await compile(src.body, { outputFormat: 'function-body', remarkPlugins: [...REMARK_SYNTAX, remarkHeadingIds, remarkLawRef], development: false }));
  return { locale, meta, headings, code };
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
