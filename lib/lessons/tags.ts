// The lesson tag vocabulary (content/OUTLINE.md): the only JSX tags a lesson may use and the
// attributes each accepts. components/lesson/registry.tsx maps exactly these names to components
// (a test keeps the two in step); the checker rejects anything else.

export const TAGS = {
  Intro: { attributes: [] },
  Recap: { attributes: [] },
  Pitfall: { attributes: [] },
  Tip: { attributes: [] },
  EditionNote: { attributes: ['edition'] },
  Law: { attributes: ['ref', 'edition', 'as'] },
  Scenario: { attributes: ['family', 'seed', 'edition', 'case'] },
  Practice: { attributes: ['families', 'count'] },
  Diagram: { attributes: ['case', 'deal', 'contract', 'declarer', 'vulnerable', 'highlight', 'lead'] },
  Terms: { attributes: [] },
  ExamQuestion: { attributes: [] },
  ModelAnswer: { attributes: [] },
  TeacherNotes: { attributes: [] },
  BoardFact: { attributes: ['board', 'fact'] },
} as const satisfies Record<string, { attributes: readonly string[] }>;

export type TagName = keyof typeof TAGS;
export const TAG_NAMES = Object.keys(TAGS) as TagName[];
export const isTagName = (x: unknown): x is TagName => typeof x === 'string' && x in TAGS;

/** How <Law as="…"> sets the citation in its sentence: a noun, "(Law 44)", "under Law 44", or a noun opening a sentence. */
export const LAW_FORMS = ['noun', 'paren', 'by', 'start'] as const;
export type LawForm = (typeof LAW_FORMS)[number];
export const isLawForm = (x: unknown): x is LawForm => typeof x === 'string' && (LAW_FORMS as readonly string[]).includes(x);

/** What <BoardFact fact="…"> can show: each a value of the board's ruling (lib/lessons/facts.ts). */
export const FACT_NAMES = [
  'transfer', 'status', 'rule', 'contract', 'declarer', 'revokeSeat', 'revokeTrick',
  'tricksPlayed', 'tricksFinal', 'scorePlayed', 'scoreFinal',
] as const;
export type FactName = (typeof FACT_NAMES)[number];
export const isFactName = (x: unknown): x is FactName => typeof x === 'string' && (FACT_NAMES as readonly string[]).includes(x);

/** The id of an embedded board, used for progress: the same in every language. */
export const boardKey = (b: { family?: string; seed?: number; edition?: string; case?: string }): string =>
  b.case ? `case:${b.case}` : `${b.family}:${b.seed}${b.edition ? `@${b.edition}` : ''}`;

export type ParsedBoardKey =
  | { readonly kind: 'case'; readonly name: string }
  | { readonly kind: 'family'; readonly family: string; readonly seed: number; readonly edition: string | null };

/** boardKey read back: `case:NAME` or `family:seed` / `family:seed@edition`; null when malformed. */
export const parseBoardKey = (key: string): ParsedBoardKey | null => {
  if (key.startsWith('case:')) return key.length > 5 ? { kind: 'case', name: key.slice(5) } : null;
  const m = /^([a-z0-9-]+):(\d+)(?:@(\d{4}))?$/.exec(key);
  return m ? { kind: 'family', family: m[1], seed: Number(m[2]), edition: m[3] ?? null } : null;
};
