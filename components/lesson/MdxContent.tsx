// Runs a lesson compiled by lib/lessons/load.ts (function-body output) with the registry's components.
import { useMemo } from 'react';
import * as runtime from 'react/jsx-runtime';
import { runSync } from '@mdx-js/mdx';
import type { RunOptions } from '@mdx-js/mdx';
import { lessonComponents } from './registry';

export function MdxContent({ code }: { code: string }) {
  const Content = useMemo(() => runSync(code, { ...(runtime as unknown as RunOptions), baseUrl: undefined }).default, [code]);
  return <Content components={lessonComponents} />;
}
