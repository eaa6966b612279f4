// The course checker: the real content has no problem, and every kind of breakage is reported.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkCourse, formatProblems, type ProblemCode } from './check';
import { loadCourse, loadLesson } from './load';

const tmpRoots: string[] = [];
afterAll(() => tmpRoots.forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

const lesson = (o: { order?: string; families?: string; laws?: string; body?: string } = {}) => `---
title: A lesson
summary: One sentence.
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

const codes = (root: string, requireAllFamilies = false) => checkCourse({ root, requireAllFamilies }).map((p) => p.code);

describe('checkCourse on the real content', () => {
  test('no problems in any language', () => {
    const problems = checkCourse();
    expect(problems, formatProblems(problems)).toEqual([]);
  });

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
    expect(l.meta).toMatchObject({ slug: 'lesson-a', order: 1, laws: ['64A1'], families: ['transfer-64a1-two'] });
    expect(l.headings).toEqual([
      { id: 'who-won', text: 'Who won the trick', depth: 2 },
      { id: 'practice', text: 'Practice', depth: 2 },
    ]);
    expect(l.meta.boards).toEqual(['transfer-64a1-two:1', 'case:good-case']);
    expect(l.code).toContain('"who-won"');
    expect(l.code).not.toContain('/*who-won*/');
    expect(JSON.parse(JSON.stringify(l))).toEqual(l);
  });

  test('compiles markdown tables (GFM)', async () => {
    const root = course({ 'en/lesson-a.mdx': lesson({ body: '| a | b |\n| --- | --- |\n| 1 | 2 |' }) });
    expect((await loadLesson('en', 'lesson-a', root)).code).toContain('"table"');
  });
});
