// Build time: a lesson's MDX becomes plain data (LessonNode), which the page renders with the tag
// registry (components/lesson/LessonBody.tsx). Nothing is evaluated in the browser: no Function(),
// so the app runs under a Content-Security-Policy without 'unsafe-eval'. The checker
// (lib/lessons/check.ts) guarantees every attribute is a literal, so data is all a lesson needs.
import { compile } from '@mdx-js/mdx';
import { REMARK_SYNTAX, remarkHeadingIds } from './mdx';

/** A text, an HTML element (lower-case `t`) or a registered lesson tag (capitalised `t`). */
export type LessonNode = string | LessonElement;
export interface LessonElement {
  readonly t: string;
  readonly p?: Readonly<Record<string, unknown>>;
  readonly c?: readonly LessonNode[];
}

interface HastNode {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: HastNode[];
}

/** Elements whose whitespace-only text children are layout, not content (and invalid in React's DOM). */
const NO_TEXT = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'ul', 'ol', 'dl']);

/** `ref` reaches <Law> as `lawRef`: React reserves `ref`. */
const PROP_RENAME: Readonly<Record<string, Readonly<Record<string, string>>>> = { Law: { ref: 'lawRef' } };

const attributeValue = (value: unknown): unknown => {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const source = (value as { value?: string }).value ?? '';
  try {
    return JSON.parse(source) as unknown;
  } catch {
    return undefined; // the checker reports non-literal attributes; the build never gets here
  }
};

const elementProps = (properties: Record<string, unknown> | undefined): Record<string, unknown> | undefined => {
  if (!properties) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(properties)) {
    if (v === undefined || v === null || v === false) continue;
    out[k] = Array.isArray(v) ? v.join(k === 'className' ? ' ' : ', ') : v;
  }
  return Object.keys(out).length ? out : undefined;
};

/**
 * `- **term** — meaning` items inside <Terms> become a definition list, so a screen reader
 * announces each term with its meaning.
 */
const termsList = (list: LessonElement): LessonElement => {
  const items: LessonNode[] = [];
  for (const li of list.c ?? []) {
    if (typeof li === 'string') continue;
    let parts = [...(li.c ?? [])];
    if (parts.length === 1 && typeof parts[0] !== 'string' && parts[0].t === 'p') parts = [...(parts[0].c ?? [])];
    const [term, ...rest] = parts;
    if (typeof term === 'string' || term?.t !== 'strong') {
      items.push({ t: 'dd', c: parts });
      continue;
    }
    if (typeof rest[0] === 'string') rest[0] = rest[0].replace(/^\s*[—–-]\s*/, '');
    items.push({ t: 'dt', c: term.c }, { t: 'dd', c: rest });
  }
  return { t: 'dl', c: items };
};

/** Tags that draw a block; inline only <Law> and <BoardFact>. */
const BLOCK_TAGS = new Set(['Intro', 'Recap', 'Pitfall', 'Tip', 'EditionNote', 'Scenario', 'Practice', 'Diagram', 'Terms', 'ExamQuestion', 'ModelAnswer', 'TeacherNotes']);
const isBlock = (n: LessonNode): boolean => typeof n !== 'string' && BLOCK_TAGS.has(n.t);

const convert = (node: HastNode, parent: string): LessonNode[] => {
  switch (node.type) {
    case 'text':
      return NO_TEXT.has(parent) && !(node.value ?? '').trim() ? [] : [node.value ?? ''];
    case 'element': {
      const t = node.tagName ?? 'div';
      const c = (node.children ?? []).flatMap((n) => convert(n, t));
      // `<ExamQuestion>…</ExamQuestion>` and `<ModelAnswer>` on adjacent lines arrive inside one
      // paragraph; a block inside <p> is invalid HTML, so the paragraph gives way.
      if (t === 'p' && c.some(isBlock)) return c.filter((x) => typeof x !== 'string' || x.trim());
      const p = elementProps(node.properties);
      return [{ t, ...(p ? { p } : {}), ...(c.length ? { c } : {}) }];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const t = node.name ?? 'div';
      const rename = PROP_RENAME[t] ?? {};
      const p: Record<string, unknown> = {};
      for (const a of node.attributes ?? []) if (a.type === 'mdxJsxAttribute' && a.name) p[rename[a.name] ?? a.name] = attributeValue(a.value);
      let c = (node.children ?? []).flatMap((n) => convert(n, t));
      if (t === 'Terms') c = c.map((x) => (typeof x !== 'string' && x.t === 'ul' ? termsList(x) : x));
      return [{ t, ...(Object.keys(p).length ? { p } : {}), ...(c.length ? { c } : {}) }];
    }
    case 'root':
      return (node.children ?? []).flatMap((n) => convert(n, 'root'));
    default:
      // Expressions ({/* comments */}) and ESM: the checker allows only comments, which show nothing.
      return [];
  }
};

export interface CompileOptions {
  /** Rewrites a lesson link's address ("/learn/<id>#x" to the reader's "/sv/learn/<slug>#x"). */
  readonly href?: (url: string) => string;
}

/** Lesson links point at the address in the lesson's own language. */
const rewriteLinks = (nodes: readonly LessonNode[], href: (url: string) => string): LessonNode[] =>
  nodes.map((n) => {
    if (typeof n === 'string') return n;
    const p = n.t === 'a' && typeof n.p?.href === 'string' ? { ...n.p, href: href(n.p.href) } : n.p;
    return { ...n, ...(p ? { p } : {}), ...(n.c ? { c: rewriteLinks(n.c, href) } : {}) };
  });

/** Exam questions carry their number in the lesson (`n`), so the label reads "Exam question 2". */
const numberQuestions = (nodes: readonly LessonNode[]): LessonNode[] => {
  let n = 0;
  const visit = (list: readonly LessonNode[]): LessonNode[] =>
    list.map((x) => {
      if (typeof x === 'string') return x;
      const p = x.t === 'ExamQuestion' ? { ...x.p, n: ++n } : x.p;
      return { ...x, ...(p ? { p } : {}), ...(x.c ? { c: visit(x.c) } : {}) };
    });
  return visit(nodes);
};

/** The lesson body as LessonNode data, through @mdx-js/mdx's own pipeline up to HTML (hast). */
export const compileLesson = async (body: string, options: CompileOptions = {}): Promise<LessonNode[]> => {
  let hast: HastNode | null = null;
  const capture = () => (tree: unknown) => {
    hast = structuredClone(tree) as HastNode;
  };
  await compile(body, { remarkPlugins: [...REMARK_SYNTAX, remarkHeadingIds], rehypePlugins: [capture], development: false });
  if (!hast) throw new Error('MDX produced no tree');
  const nodes = numberQuestions(convert(hast, 'root'));
  return options.href ? rewriteLinks(nodes, options.href) : nodes;
};
