// The ONE registry of lesson tags (content/OUTLINE.md): every tag a lesson may use, mapped to its
// component, plus the markdown elements. lib/lessons/tags.ts lists the same names for the checker;
// registry.test.tsx keeps the two in step.
import { BoardFact } from './BoardFact';
import { EditionNote, Intro, Pitfall, Recap, Tip } from './Callout';
import { Diagram } from './Diagram';
import { ExamQuestion, ModelAnswer } from './Exam';
import { Law } from './Law';
import { A, H2, H3, Table } from './Markdown';
import { Practice } from './Practice';
import { Scenario } from './Scenario';
import { TeacherNotes } from './TeacherNotes';
import { Terms } from './Terms';

export const lessonTags = {
  Intro, Recap, Law, EditionNote, Pitfall, Tip, Scenario, Practice,
  Diagram, Terms, ExamQuestion, ModelAnswer, TeacherNotes, BoardFact,
} as const;

export const lessonComponents = {
  ...lessonTags,
  h2: H2,
  h3: H3,
  a: A,
  table: Table,
} as const;
