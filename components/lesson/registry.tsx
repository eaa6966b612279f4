// The ONE registry of lesson tags (content/OUTLINE.md): every tag a lesson may use, mapped to its
// component, plus the markdown elements. lib/lessons/tags.ts lists the same names for the checker;
// registry.test.tsx keeps the two in step.
import type { MDXComponents } from 'mdx/types';
import { EditionNote, Intro, Pitfall, Recap, Tip } from './Callout';
import { Law } from './Law';
import { A, H2, H3, Table } from './Markdown';
import { Practice } from './Practice';
import { Scenario } from './Scenario';

export const lessonTags = { Intro, Recap, Law, EditionNote, Pitfall, Tip, Scenario, Practice } as const;

export const lessonComponents = {
  ...lessonTags,
  h2: H2,
  h3: H3,
  a: A,
  table: Table,
} as unknown as MDXComponents;
