// The MDX syntax tree as the lesson tools see it: parse, walk, heading ids, attribute values.
// Parsing uses @mdx-js/mdx's own processor, so the checker sees exactly what the compiler sees.
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';

export interface MdAttribute {
  readonly type: string; // 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute'
  readonly name?: string;
  readonly value?: string | null | { readonly type: string; readonly value: string };
}

export interface MdNode {
  type: string;
  value?: string;
  name?: string | null;
  url?: string;
  depth?: number;
  children?: MdNode[];
  attributes?: MdAttribute[];
  data?: Record<string, unknown>;
  position?: { start: { line: number; column: number } };
}

/** Markdown extensions lessons may use: GFM for tables. The checker and the compiler share this list. */
export const REMARK_SYNTAX = [remarkGfm];

export const parseMdx = (source: string): MdNode => createProcessor({ format: 'mdx', remarkPlugins: REMARK_SYNTAX }).parse(source) as unknown as MdNode;

export const walk = (node: MdNode, visit: (n: MdNode, parent: MdNode | null) => void, parent: MdNode | null = null): void => {
  visit(node, parent);
  for (const child of node.children ?? []) walk(child, visit, node);
};

export const isJsxElement = (n: MdNode): boolean => n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement';

export const textOf = (n: MdNode): string =>
  n.type === 'text' || n.type === 'inlineCode' ? (n.value ?? '') : (n.children ?? []).map(textOf).join('');

// react.dev style: `## Title {/*title-id*/}`; the comment is the anchor and is never shown.
const HEADING_ID = /^\/\*\s*([a-z0-9]+(?:-[a-z0-9]+)*)\s*\*\/$/;

const headingIdNode = (heading: MdNode): { index: number; id: string } | null => {
  const children = heading.children ?? [];
  for (let i = children.length - 1; i >= 0; i--) {
    const c = children[i];
    if (c.type === 'mdxTextExpression') {
      const m = HEADING_ID.exec((c.value ?? '').trim());
      return m ? { index: i, id: m[1] } : null;
    }
    if (!(c.type === 'text' && (c.value ?? '').trim() === '')) return null;
  }
  return null;
};

export interface Heading {
  readonly id: string | null;
  readonly text: string;
  readonly depth: number;
  readonly line: number;
}

export const headingsOf = (tree: MdNode): Heading[] => {
  const out: Heading[] = [];
  walk(tree, (n) => {
    if (n.type !== 'heading') return;
    const found = headingIdNode(n);
    const text = (n.children ?? []).filter((_, i) => i !== found?.index).map(textOf).join('').trim();
    out.push({ id: found?.id ?? null, text, depth: n.depth ?? 1, line: n.position?.start.line ?? 0 });
  });
  return out;
};

/** Remark plugin: move the `{/*id*\/}` comment of each heading into the heading's `id` attribute. */
export const remarkHeadingIds = () => (tree: MdNode) => {
  walk(tree, (n) => {
    if (n.type !== 'heading') return;
    const found = headingIdNode(n);
    if (!found || !n.children) return;
    n.children.splice(found.index);
    const last = n.children[n.children.length - 1];
    if (last?.type === 'text') last.value = (last.value ?? '').trimEnd();
    n.data = { ...(n.data ?? {}), hProperties: { id: found.id } };
  });
};

export type AttrValue =
  | { readonly kind: 'absent' }
  | { readonly kind: 'true' }
  | { readonly kind: 'literal'; readonly value: unknown }
  | { readonly kind: 'not-literal'; readonly source: string };

/** An attribute's value when it is a literal (a string, `{3}`, `{["a", "b"]}`); anything else is reported. */
export const attrValue = (el: MdNode, name: string): AttrValue => {
  const a = (el.attributes ?? []).find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  if (!a) return { kind: 'absent' };
  if (a.value === null || a.value === undefined) return { kind: 'true' };
  if (typeof a.value === 'string') return { kind: 'literal', value: a.value };
  try {
    return { kind: 'literal', value: JSON.parse(a.value.value) };
  } catch {
    return { kind: 'not-literal', source: a.value.value };
  }
};
