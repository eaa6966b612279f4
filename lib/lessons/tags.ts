// The lesson tag vocabulary (content/OUTLINE.md): the only JSX tags a lesson may use and the
// attributes each accepts. components/lesson/registry.tsx maps exactly these names to components
// (a test keeps the two in step); the checker rejects anything else.

export const TAGS = {
  Intro: { attributes: [] },
  Recap: { attributes: [] },
  Pitfall: { attributes: [] },
  Tip: { attributes: [] },
  EditionNote: { attributes: ['edition'] },
  Law: { attributes: ['ref', 'edition'] },
  Scenario: { attributes: ['family', 'seed', 'edition', 'case'] },
  Practice: { attributes: ['families', 'count'] },
} as const satisfies Record<string, { attributes: readonly string[] }>;

export type TagName = keyof typeof TAGS;
export const TAG_NAMES = Object.keys(TAGS) as TagName[];
export const isTagName = (x: unknown): x is TagName => typeof x === 'string' && x in TAGS;

/** The id of an embedded board, used for progress: the same in every language. */
export const boardKey = (b: { family?: string; seed?: number; edition?: string; case?: string }): string =>
  b.case ? `case:${b.case}` : `${b.family}:${b.seed}${b.edition ? `@${b.edition}` : ''}`;
