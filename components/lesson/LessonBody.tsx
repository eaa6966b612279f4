// Renders a lesson compiled at build time (lib/lessons/compile.ts): HTML elements as themselves,
// lesson tags through the registry. Plain data in, React elements out: nothing is evaluated.
import { createElement, Fragment, type ReactNode } from 'react';
import type { LessonNode } from '@/lib/lessons/compile';
import { lessonComponents } from './registry';

const render = (node: LessonNode, key: number): ReactNode => {
  if (typeof node === 'string') return node;
  const component = (lessonComponents as Record<string, unknown>)[node.t] ?? (/^[a-z][a-z0-9]*$/.test(node.t) ? node.t : Fragment);
  const children = node.c?.map(render);
  return createElement(component as string, { key, ...node.p }, ...(children ?? []));
};

export function LessonBody({ body }: { body: readonly LessonNode[] }) {
  return <>{body.map(render)}</>;
}
