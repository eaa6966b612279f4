// @vitest-environment jsdom
// The registry matches the checker's vocabulary, and a lesson compiled at build time renders
// through it in all three languages: heading ids, citations in each form, every tag by its role
// and label, with the real catalogues.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { parseCaseText, ruleCase, type CaseFile } from '@/lib/engine';
import { TAG_NAMES } from '@/lib/lessons/tags';
import { compileLesson } from '@/lib/lessons/compile';
import { factsOf } from '@/lib/lessons/facts';
import { lessonTags } from './registry';
import { LessonBody } from './LessonBody';
import { LessonContext } from './LessonContext';

const read = (p: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(process.cwd(), p), 'utf8')) as Record<string, unknown>;
const messages = (locale: string) => ({ lessons: read(`messages/lessons/${locale}.json`) });
const parsedCase = parseCaseText(fs.readFileSync(path.join(process.cwd(), 'content/cases/seed-example-1.json'), 'utf8'));
if (!parsedCase.ok) throw new Error('seed-example-1 does not parse');
const seed1: CaseFile = parsedCase.value;
const ruling = ruleCase(seed1);
if (!ruling.ok) throw new Error('seed-example-1 does not rule');
const facts = { 'case:seed-example-1': factsOf(seed1, ruling.value) };

const source = `
<Intro>Welcome.</Intro>

## Who won the trick {/*who-won*/}

See <Law ref="64A1" /> and <Law ref="63B" edition="1997" />; a revoke <Law ref="44" as="paren" />, played <Law ref="44" as="by" />.

<Law ref="61A" as="start" /> defines it.

<Pitfall>Careful.</Pitfall>

<EditionNote edition="2007">Older rule.</EditionNote>

<Diagram case="seed-example-1" highlight="D6" />

<Diagram deal="N:.K..2 3.5.. .4..A ..QJ." contract="4S" declarer="S" lead="N" highlight="H5 S3" />

East revoked on trick <BoardFact board="case:seed-example-1" fact="revokeTrick" />; <BoardFact board="case:seed-example-1" fact="transfer" /> trick goes across, and the contract is <BoardFact board="case:seed-example-1" fact="contract" />.

<Terms>
- **revoke** — playing another suit though able to follow
- **established** — no longer correctable
</Terms>

<ExamQuestion>Who corrects?</ExamQuestion>
<ModelAnswer>The offender, at once.</ModelAnswer>

<ExamQuestion>Second question?</ExamQuestion>
<ModelAnswer>Second answer.</ModelAnswer>

<TeacherNotes>Deal the board twice.</TeacherNotes>
`;

const renderLesson = async (locale: string) => {
  const body = await compileLesson(source);
  return render(
    <NextIntlClientProvider locale={locale} messages={messages(locale)} timeZone="UTC">
      <LessonContext.Provider value={{ slug: 'test', edition: '2017', cases: { 'seed-example-1': seed1 }, facts, solved: new Set(), onSolved: () => {} }}>
        <LessonBody body={body} />
      </LessonContext.Provider>
    </NextIntlClientProvider>,
  );
};

describe('lesson registry', () => {
  test('registers exactly the tags the checker allows', () => {
    expect(Object.keys(lessonTags).sort()).toEqual([...TAG_NAMES].sort());
  });

  test('the compiled lesson is plain data: no code, survives JSON', async () => {
    const body = await compileLesson(source);
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
    expect(JSON.stringify(body)).not.toMatch(/function|=>|_jsx/);
  });

  test('a question and its answer on adjacent lines are not put inside a paragraph', async () => {
    await renderLesson('en');
    expect(document.querySelector('p section, p aside, p figure')).toBeNull();
  });

  test.each([
    ['en', ['Law 64A1', 'Law 63B (1997)', '(Law 44)', 'under Law 44', 'Law 61A'], 'Pitfall', 'Under the 2007 laws'],
    ['sv', ['lag 64A1', 'lag 63B (1997)', '(lag 44)', 'enligt lag 44', 'Lag 61A'], 'Fallgrop', 'Enligt 2007 års lagar'],
    ['de', ['§ 64 A1 TBR', '§ 63 B TBR (1997)', '(§ 44 TBR)', 'nach § 44 TBR', '§ 61 A TBR'], 'Vorsicht', 'Nach den Regeln von 2007'],
  ])('%s: citations in each form, heading ids and boxes', async (locale, laws, pitfall, edition) => {
    await renderLesson(locale);
    expect(screen.getByRole('heading', { level: 2, name: /Who won the trick/ }).id).toBe('who-won');
    for (const law of laws) expect(screen.getByText(law)).toBeTruthy();
    expect(screen.getByRole('complementary', { name: pitfall })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: edition })).toBeTruthy();
    expect(document.body.textContent).not.toContain('/*who-won*/');
  });

  test('en: a diagram draws the four hands with the highlighted card', async () => {
    await renderLesson('en');
    const diagram = screen.getByRole('figure', { name: 'Hand diagram: 4 spades by South, None' });
    for (const seat of ['North', 'East', 'South', 'West']) expect(within(diagram).getByRole('list', { name: seat })).toBeTruthy();
    // East holds ♦876 in seed-example-1; the six is the highlighted card.
    const east = within(diagram).getByRole('list', { name: 'East' });
    expect(within(east).getByTitle('highlighted').textContent).toBe('6');
    expect(within(diagram).getByRole('list', { name: 'North' }).textContent).toContain('J 10 9');
  });

  test.each([
    ['en', 'Hand diagram: 4 spades by South, Trick 12, 2 cards each, North to lead', 'East', '♥ 5'],
    ['sv', 'Kortfördelning: 4 spader spelat av Syd, Stick 12, 2 kort på hand, Nord spelar ut', 'Öst', '♥ 5'],
    ['de', 'Kartenverteilung: 4 Pik, Alleinspieler Süd, 12. Stich, 2 Karten je Hand, Nord spielt aus', 'Ost', '♥ 5'],
  ])('%s: an end position draws two cards a hand and says which trick and who leads', async (locale, name, east, heart) => {
    await renderLesson(locale);
    const diagram = screen.getByRole('figure', { name });
    const hand = within(diagram).getByRole('list', { name: east });
    expect(within(hand).getAllByRole('listitem').map((li) => li.textContent?.trim())).toEqual(['♠ 3', heart, '♦ —', '♣ —']);
    expect(within(hand).getAllByTitle(locale === 'en' ? 'highlighted' : locale === 'sv' ? 'markerat' : 'hervorgehoben').map((m) => m.textContent)).toEqual(['3', '5']);
  });

  test('sv and de: the diagram in local letters', async () => {
    await renderLesson('sv');
    expect(screen.getByRole('figure', { name: 'Kortfördelning: 4 spader spelat av Syd, ingen i zon' })).toBeTruthy();
    expect(within(screen.getByRole('figure', { name: 'Kortfördelning: 4 spader spelat av Syd, ingen i zon' })).getByRole('list', { name: 'Syd' }).textContent).toContain('E K D');
  });

  test('board facts come from the ruling', async () => {
    await renderLesson('en');
    const r = ruling.value.revokes[0];
    expect(document.body.textContent).toContain(`East revoked on trick ${r.trick}; ${r.transfer} trick goes across, and the contract is 4♠.`);
  });

  test('terms are a definition list', async () => {
    await renderLesson('de');
    const terms = screen.getByRole('complementary', { name: 'Begriffe' });
    expect(within(terms).getAllByRole('term').map((t) => t.textContent)).toEqual(['revoke', 'established']);
    expect(within(terms).getAllByRole('definition')[0].textContent).toBe('playing another suit though able to follow');
  });

  test('exam questions are numbered and their answers open on demand', async () => {
    await renderLesson('en');
    expect(screen.getByRole('region', { name: 'Exam question 1' }).textContent).toContain('Who corrects?');
    expect(screen.getByRole('region', { name: 'Exam question 2' })).toBeTruthy();
    const [first] = screen.getAllByRole('button', { name: 'Show the model answer' });
    expect(screen.queryByRole('region', { name: 'Model answer' })).toBeNull(); // hidden until opened
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Model answer' }).textContent).toContain('The offender, at once.');
    expect(screen.getByRole('button', { name: 'Hide the model answer' })).toBeTruthy();
  });

  test('teacher notes are closed until opened', async () => {
    await renderLesson('sv');
    const notes = screen.getByRole('complementary', { name: 'Till läraren' });
    fireEvent.click(within(notes).getByRole('button', { name: 'Visa lärarens anteckningar' }));
    expect(within(notes).getByText('Deal the board twice.')).toBeTruthy();
  });
});
