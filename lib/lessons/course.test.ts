// The course checker: the real content has no problem, and every kind of breakage is reported.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { STRICT_LOCALES, checkCourse, formatProblems, type ProblemCode } from './check';
import { loadCourse, loadLesson } from './load';

const tmpRoots: string[] = [];
afterAll(() => tmpRoots.forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

const lesson = (o: { order?: string; families?: string; laws?: string; body?: string; slug?: string } = {}) => `---
title: A lesson
summary: One sentence.${o.slug ? `\nslug: ${o.slug}` : ''}
order: ${o.order ?? '1'}
laws: ${o.laws ?? '["64A1"]'}
families: ${o.families ?? '["transfer-64a1-two"]'}
---

<Intro>Hello.</Intro>

## Who won the trick {/*who-won*/}

<Law ref="64A1" /> moves two tricks.

<Scenario family="transfer-64a1-two" seed={1} />

${o.body ?? ''}

## Practice {/*practice*/}

<Practice families={["transfer-64a1-two"]} />
`;

/** A content/ folder with lesson-a in en, sv and de, with some files replaced. */
const course = (overrides: Record<string, string | null> = {}): string => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lessons-'));
  tmpRoots.push(root);
  const files: Record<string, string | null> = {
    'en/lesson-a.mdx': lesson(),
    'sv/lesson-a.mdx': lesson(),
    'de/lesson-a.mdx': lesson(),
    'cases/good-case.json': fs.readFileSync(path.join(process.cwd(), 'content/cases/seed-example-1.json'), 'utf8'),
    ...overrides,
  };
  for (const [name, text] of Object.entries(files)) {
    if (text === null) continue;
    fs.mkdirSync(path.dirname(path.join(root, 'content', name)), { recursive: true });
    fs.writeFileSync(path.join(root, 'content', name), text);
  }
  return root;
};

const codes = (root: string, requireAllFamilies = false) => checkCourse({ root, requireAllFamilies, strict: [] }).map((p) => p.code);
const strictCodes = (root: string) => checkCourse({ root, requireAllFamilies: false, strict: ['en', 'sv', 'de'] }).map((p) => p.code);

/** What a second-edition lesson closes with: terms, an exam question with its answer, teacher's notes. */
const TEACHING = `
<Terms>
- **revoke** — failing to follow suit though able to
</Terms>

<ExamQuestion>Who corrects?</ExamQuestion>
<ModelAnswer>The offender.</ModelAnswer>

<TeacherNotes>Deal it twice.</TeacherNotes>
`;
const full = (body = '') => lesson({ body: body + TEACHING });
const fullCourse = (overrides: Record<string, string | null> = {}) =>
  course({ 'en/lesson-a.mdx': full(), 'sv/lesson-a.mdx': full(), 'de/lesson-a.mdx': full(), ...overrides });
/** seed-example-1 (bundled as good-case): East revokes at trick 6 in 4♠, nobody vulnerable. */
const GOOD = '<Scenario case="good-case" />';

describe('checkCourse on the real content', () => {
  test('every language is held to the second-edition rules (terms, exam, teacher notes, facts beside boards)', () => {
    expect([...STRICT_LOCALES].sort()).toEqual(['de', 'en', 'sv']);
  });

  test('no problems in any language', () => {
    const problems = checkCourse();
    expect(problems, formatProblems(problems)).toEqual([]);
  }, 60_000); // rules every embedded board in every edition it can be played in

  test('the English course lists the nine lessons of OUTLINE.md in order', () => {
    expect(loadCourse('en').map((l) => l.slug)).toEqual([
      'what-is-a-revoke', 'correcting-in-time', 'when-established', 'trick-transfer', 'no-automatic-transfer',
      'equity', 'trick-twelve', 'three-editions', 'director-at-the-table',
    ]);
  });
});

describe('checkCourse on fixtures', () => {
  test('a well-formed fixture has no problems', () => {
    expect(codes(course())).toEqual([]);
  });

  const cases: [string, Record<string, string | null>, ProblemCode][] = [
    ['a lesson missing in one language', { 'de/lesson-a.mdx': null }, 'missing-lesson'],
    ['frontmatter with a bad order', { 'sv/lesson-a.mdx': lesson({ order: 'one' }) }, 'bad-frontmatter'],
    ['frontmatter naming an unknown law', { 'en/lesson-a.mdx': lesson({ laws: '["64Z"]' }) }, 'bad-frontmatter'],
    ['a different order in one language', { 'sv/lesson-a.mdx': lesson({ order: '2' }) }, 'locale-mismatch'],
    ['different laws in one language', { 'de/lesson-a.mdx': lesson({ laws: '["64A1", "64A2"]' }) }, 'locale-mismatch'],
    ['a heading id that differs between languages', { 'sv/lesson-a.mdx': lesson().replace('{/*who-won*/}', '{/*vem-vann*/}') }, 'locale-mismatch'],
    ['an unknown tag', { 'en/lesson-a.mdx': lesson({ body: '<Warning>careful</Warning>' }) }, 'unknown-tag'],
    ['a raw HTML element', { 'en/lesson-a.mdx': lesson({ body: '<div>layout</div>' }) }, 'unknown-tag'],
    ['an import', { 'en/lesson-a.mdx': lesson({ body: "import X from './x'" }) }, 'esm-not-allowed'],
    ['an unknown attribute', { 'en/lesson-a.mdx': lesson({ body: '<Tip tone="loud">x</Tip>' }) }, 'bad-attribute'],
    ['a seed that is not a number', { 'en/lesson-a.mdx': lesson({ body: '<Scenario family="transfer-64a1-two" seed="x" />' }) }, 'bad-attribute'],
    ['an EditionNote without an edition', { 'en/lesson-a.mdx': lesson({ body: '<EditionNote>x</EditionNote>' }) }, 'bad-attribute'],
    ['a scenario with an unknown family', { 'en/lesson-a.mdx': lesson({ body: '<Scenario family="no-such-family" seed={1} />' }) }, 'unknown-family'],
    ['practice with an unknown family', { 'en/lesson-a.mdx': lesson({ body: '<Practice families={["no-such-family"]} />' }) }, 'unknown-family'],
    ['a 1997-only family left to the reader’s edition', { 'en/lesson-a.mdx': lesson({ body: '<Scenario family="transfer-1997-extra-trick" seed={1} />', families: '["transfer-64a1-two", "transfer-1997-extra-trick"]' }) }, 'family-not-in-edition'],
    ['an unknown law in a tag', { 'en/lesson-a.mdx': lesson({ body: '<Law ref="99Z" />' }) }, 'unknown-law'],
    ['a law cited in an edition that lacks it', { 'en/lesson-a.mdx': lesson({ body: '<Law ref="64B8" edition="2007" />' }) }, 'law-not-in-edition'],
    ['an unknown bundled case', { 'en/lesson-a.mdx': lesson({ body: '<Scenario case="no-such-case" />' }) }, 'unknown-case'],
    ['a bundled case that does not parse', { 'en/lesson-a.mdx': lesson({ body: '<Scenario case="broken" />' }), 'cases/broken.json': '{"format": "nope"}' }, 'unknown-case'],
    ['a link to a lesson that does not exist', { 'en/lesson-a.mdx': lesson({ body: 'See [there](/learn/no-such-lesson).' }) }, 'dead-link'],
    ['a link to a heading id that does not exist', { 'en/lesson-a.mdx': lesson({ body: 'See [there](/learn/lesson-a#nowhere).' }) }, 'dead-link'],
    ['a same-page anchor that does not exist', { 'en/lesson-a.mdx': lesson({ body: 'See [above](#nowhere).' }) }, 'dead-link'],
    ['a link with a locale prefix', { 'en/lesson-a.mdx': lesson({ body: 'See [there](/sv/learn/lesson-a#who-won).' }) }, 'dead-link'],
    ['a heading without an id', { 'en/lesson-a.mdx': lesson({ body: '## Loose heading' }) }, 'heading-without-id'],
    ['a heading id used twice', { 'en/lesson-a.mdx': lesson({ body: '## Again {/*who-won*/}' }) }, 'duplicate-heading-id'],
    ['a listed family that no scenario embeds', { 'en/lesson-a.mdx': lesson({ families: '["transfer-64a1-two", "transfer-64a1-one"]' }) }, 'family-not-embedded'],
    ['an embedded family missing from the frontmatter', { 'en/lesson-a.mdx': lesson({ body: '<Scenario family="transfer-64a1-one" seed={2} />' }) }, 'family-not-listed'],
    ['two lessons with the same order', { 'en/lesson-b.mdx': lesson(), 'sv/lesson-b.mdx': lesson(), 'de/lesson-b.mdx': lesson() }, 'duplicate-order'],
    ['a lesson without practice', { 'en/lesson-a.mdx': lesson().replace(/<Practice[^>]*\/>/, '') }, 'no-practice'],
    ['MDX that does not parse', { 'en/lesson-a.mdx': lesson({ body: '<Tip>unclosed' }) }, 'parse-error'],
  ];

  test.each(cases)('reports %s', (_name, overrides, code) => {
    expect(codes(course(overrides))).toContain(code);
  });

  test('a well-formed second-edition fixture has no problems under the strict rules', () => {
    const body = `${GOOD}\n\nSouth plays 4♠ and East revokes on trick 6; <BoardFact board="case:good-case" fact="transfer" /> trick goes to South, +420.\n\n<Diagram deal="N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876" contract="4H" declarer="S" vulnerable="All" highlight="SA" />\n\nIn 4♥ vulnerable, ten tricks score +620.\n`;
    const root = fullCourse({ 'en/lesson-a.mdx': full(body), 'sv/lesson-a.mdx': lesson({ body: TEACHING, slug: 'lektion-a' }) });
    expect(checkCourse({ root, requireAllFamilies: false, strict: ['en', 'sv', 'de'] })).toEqual([]);
  });

  const strictCases: [string, Record<string, string | null>, ProblemCode][] = [
    ['a lesson without terms', { 'en/lesson-a.mdx': full().replace(/<Terms>[\s\S]*?<\/Terms>/, '') }, 'missing-section'],
    ['a lesson without an exam question', { 'sv/lesson-a.mdx': full().replace(/<ExamQuestion>[\s\S]*?<\/ModelAnswer>/, '') }, 'missing-section'],
    ['a lesson without teacher notes', { 'de/lesson-a.mdx': full().replace(/<TeacherNotes>[\s\S]*?<\/TeacherNotes>/, '') }, 'missing-section'],
    ['prose naming another contract beside a board', { 'en/lesson-a.mdx': full(`${GOOD}\n\nSouth plays a vulnerable 4♥ here.`) }, 'fact-mismatch'],
    ['prose naming another score beside a board', { 'en/lesson-a.mdx': full(`${GOOD}\n\nSouth scores +620.`) }, 'fact-mismatch'],
    ['prose naming a trick the board does not', { 'en/lesson-a.mdx': full(`${GOOD}\n\nEast revoked on trick 4.`) }, 'fact-mismatch'],
    ['an unsigned score beside a board', { 'sv/lesson-a.mdx': full(`${GOOD}\n\nSyd får 650 poäng.`) }, 'fact-mismatch'],
  ];

  test.each(strictCases)('strict rules report %s', (_name, overrides, code) => {
    const root = fullCourse(overrides);
    expect(strictCodes(root)).toContain(code);
    expect(codes(root)).not.toContain(code); // the rule belongs to the strict set
  });

  const tagCases: [string, string, ProblemCode][] = [
    ['a citation form that does not exist', '<Law ref="44" as="genitive" />', 'bad-attribute'],
    ['a diagram with neither case nor deal', '<Diagram contract="4S" />', 'bad-diagram'],
    ['a diagram with both case and deal', '<Diagram case="good-case" deal="N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876" />', 'bad-diagram'],
    ['a diagram with a broken deal', '<Diagram deal="N:AKQ2.Q54 J43" />', 'bad-diagram'],
    ['a diagram highlighting a card not dealt twice', '<Diagram deal="N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876" highlight="SX" />', 'bad-diagram'],
    ['a diagram with a bad contract', '<Diagram case="good-case" contract="4Z" />', 'bad-diagram'],
    ['a diagram with a bad vulnerability', '<Diagram case="good-case" vulnerable="Both" />', 'bad-diagram'],
    ['a diagram of an unknown case', '<Diagram case="no-such-case" />', 'unknown-case'],
    ['terms that are not a list of bold terms', '<Terms>Just a sentence.</Terms>', 'bad-terms'],
    ['terms without a dash', '<Terms>\n- **revoke** a card\n</Terms>', 'bad-terms'],
    ['an exam question without its answer', '<ExamQuestion>Why?</ExamQuestion>\n\nSome text.', 'exam-without-answer'],
    ['a model answer without its question', '<ModelAnswer>Because.</ModelAnswer>', 'exam-without-answer'],
    ['a board fact about a board the lesson does not embed', '<BoardFact board="case:seed-example-2" fact="transfer" />', 'board-not-embedded'],
    ['a board fact about a board that follows the reader\'s edition', '<BoardFact board="transfer-64a1-two:1" fact="transfer" />', 'board-not-embedded'],
    ['a board fact with an unknown fact', `${GOOD} <BoardFact board="case:good-case" fact="colour" />`, 'bad-attribute'],
    ['a board fact the ruling does not have', '<Scenario case="good-case" />\n\n<BoardFact board="case:good-case" fact="revokeSeat" /> <Diagram case="nothing-revoked" /> <BoardFact board="case:nothing-revoked" fact="revokeSeat" />', 'fact-missing'],
    ['an expression in braces', 'Two and {1 + 1}.', 'expression-not-allowed'],
  ];

  test.each(tagCases)('reports %s', (_name, body, code) => {
    const noRevoke = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content/cases/seed-example-1.json'), 'utf8')) as { timeline: unknown[] };
    const clean = JSON.stringify({ ...noRevoke, timeline: noRevoke.timeline.slice(0, 4), expect: undefined });
    expect(codes(course({ 'en/lesson-a.mdx': lesson({ body }), 'cases/nothing-revoked.json': clean }))).toContain(code);
  });

  const slugCases: [string, Record<string, string | null>][] = [
    ['an English lesson with a slug of its own', { 'en/lesson-a.mdx': lesson({ slug: 'another-name' }) }],
    ['a slug that is not ASCII', { 'sv/lesson-a.mdx': lesson({ slug: 'lektion-å' }) }],
    ['a slug the app uses', { 'de/lesson-a.mdx': lesson({ slug: 'chart' }) }],
    ['two lessons with one slug', { 'en/lesson-b.mdx': lesson({ order: '2' }), 'sv/lesson-b.mdx': lesson({ order: '2', slug: 'samma' }), 'de/lesson-b.mdx': lesson({ order: '2' }), 'sv/lesson-a.mdx': lesson({ slug: 'samma' }) }],
    ['a slug that is another lesson\'s id', { 'en/lesson-b.mdx': lesson({ order: '2' }), 'sv/lesson-b.mdx': lesson({ order: '2' }), 'de/lesson-b.mdx': lesson({ order: '2' }), 'sv/lesson-a.mdx': lesson({ slug: 'lesson-b' }) }],
  ];

  test.each(slugCases)('reports %s', (_name, overrides) => {
    // A slug outside ASCII is already refused by the frontmatter schema.
    expect(codes(course(overrides)).filter((c) => c === 'bad-slug' || c === 'bad-frontmatter').length).toBeGreaterThan(0);
  });

  test('a link by this language\'s address passes, and one by another language\'s address does not', () => {
    expect(codes(course({ 'sv/lesson-a.mdx': lesson({ slug: 'lektion-a', body: 'Se [här](/learn/lektion-a#who-won).' }) }))).toEqual([]);
    expect(codes(course({ 'sv/lesson-a.mdx': lesson({ slug: 'lektion-a' }), 'de/lesson-a.mdx': lesson({ body: 'Siehe [hier](/learn/lektion-a).' }) }))).toContain('dead-link');
  });

  test('reports a family that no lesson teaches', () => {
    expect(codes(course(), true)).toContain('family-not-taught');
  });

  test('a good link to another lesson’s heading passes', () => {
    const root = course({ 'en/lesson-a.mdx': lesson({ body: 'See [who won](/learn/lesson-a#who-won) and [the course](/learn).' }) });
    expect(codes(root)).toEqual([]);
  });
});

describe('loadLesson', () => {
  test('returns frontmatter, heading ids without the comment, boards and compiled code', async () => {
    const root = course({ 'en/lesson-a.mdx': lesson({ body: '<Scenario case="good-case" />' }) });
    const l = await loadLesson('en', 'lesson-a', root);
    expect(l.meta).toMatchObject({ slug: 'lesson-a', address: 'lesson-a', order: 1, laws: ['64A1'], families: ['transfer-64a1-two'] });
    expect(l.headings).toEqual([
      { id: 'who-won', text: 'Who won the trick', depth: 2 },
      { id: 'practice', text: 'Practice', depth: 2 },
    ]);
    expect(l.meta.boards).toEqual(['transfer-64a1-two:1', 'case:good-case']);
    expect(JSON.stringify(l.body)).toContain('"id":"who-won"');
    expect(JSON.stringify(l.body)).not.toContain('/*who-won*/');
    expect(JSON.parse(JSON.stringify(l))).toEqual(l);
  });

  test('a Swedish lesson has its own address, and its links point at the Swedish addresses', async () => {
    const root = course({
      'sv/lesson-a.mdx': lesson({ slug: 'lektion-a', body: 'Se [lektion b](/learn/lesson-b#who-won).' }),
      'en/lesson-b.mdx': lesson({ order: '2' }), 'sv/lesson-b.mdx': lesson({ order: '2', slug: 'lektion-b' }), 'de/lesson-b.mdx': lesson({ order: '2' }),
    });
    const l = await loadLesson('sv', 'lesson-a', root);
    expect(l.meta).toMatchObject({ slug: 'lesson-a', address: 'lektion-a' });
    expect(JSON.stringify(l.body)).toContain('"href":"/learn/lektion-b#who-won"');
    expect(loadCourse('sv', root).map((m) => m.address)).toEqual(['lektion-a', 'lektion-b']);
    expect(loadCourse('de', root).map((m) => m.address)).toEqual(['lesson-a', 'lesson-b']);
  });

  test('compiles markdown tables (GFM)', async () => {
    const root = course({ 'en/lesson-a.mdx': lesson({ body: '| a | b |\n| --- | --- |\n| 1 | 2 |' }) });
    expect(JSON.stringify((await loadLesson('en', 'lesson-a', root)).body)).toContain('"t":"table"');
  });
});
