// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { LEGACY_KEYS, PROGRESS_KEY } from '@/lib/progress/localStore';
import { PROGRESS_CHANGED, recordAnswer } from '@/lib/progress/record';
import { emptyStore, makeStoreText } from '@/lib/progress/store';
import type { AnswerEvent } from '@/lib/progress/answers';
import { lessonMapFor } from '@/lib/progress/lessonMap.server';
import { FAMILIES, generateScenario } from '@/lib/generator';
import type { ScenarioPlayerProps } from '@/components/quiz/ScenarioPlayer';
import { StudyPage } from './StudyPage';

// The quiz's player is tested by its owner; this stand-in records and reports one answer the way
// it does (recordAnswer once per answer, then onFinished), a status question answered right or wrong.
vi.mock('./quizSeam', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./quizSeam')>();
  const answer = (p: ScenarioPlayerProps, right: boolean) => {
    const question = { revoke: { seat: 'W' as const, trick: 4 }, ask: 'status' as const, askedAt: 10, options: ['established', 'corrected'], answer: 'established' };
    const chosen = right ? 'established' : 'corrected';
    const mistake = right ? null : 'said-corrected-when-established';
    recordAnswer({ source: p.source ?? 'scenario', family: p.family ?? null, edition: '2017', seed: p.seed ?? null, ask: 'status', law: '63A1', chosen, answer: 'established', right, mistake, at: Date.now() });
    p.onFinished?.({ correct: right, graded: [{ question, chosen, right, mistake, why: [] }] });
  };
  return {
    ...actual,
    Player: (p: ScenarioPlayerProps) => (
      <div>
        <h2>{p.title}</h2>
        <p>{`deal ${p.family}/${p.seed}`}</p>
        <button type="button" onClick={() => answer(p, true)}>solve the board</button>
        <button type="button" onClick={() => answer(p, false)}>miss the board</button>
      </div>
    ),
  };
});

// The generator counted, so a test sees when a board is dealt.
vi.mock('@/lib/generator', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/generator')>();
  return { ...real, generateScenario: vi.fn(real.generateScenario) };
});

// Capture what the page offers as a download, to import it again.
const downloads: { name: string; text: string }[] = [];
vi.mock('./download', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./download')>()),
  downloadText: (name: string, text: string) => void downloads.push({ name, text }),
}));

const TWO = FAMILIES.filter((f) => f.name === 'established-partner-plays' || f.name === 'transfer-64a2-partner-won');
const LESSONS = { en: lessonMapFor('en'), sv: lessonMapFor('sv'), de: lessonMapFor('de') };

const renderStudy = (locale: 'en' | 'sv' | 'de' = 'en') =>
  render(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} timeZone="UTC">
      <StudyPage families={TWO} lessons={LESSONS[locale]} />
    </NextIntlClientProvider>,
  );

const T0 = Date.parse('2026-11-30T19:00:00.000Z');
const answered = (over: Partial<AnswerEvent>): AnswerEvent => ({
  source: 'scenario', family: 'transfer-64a2-partner-won', edition: '2017', seed: 8, ask: 'transfer', law: '64A2', chosen: '1', answer: '1', right: true, mistake: null, at: T0, ...over,
});
const stat = (label: string) => within(screen.getByRole('region', { name: 'Your progress' })).getByText(label).nextSibling?.textContent;

beforeEach(() => {
  window.localStorage.clear();
  downloads.length = 0;
});

test('a first visit: nothing played, every law not asked yet, both families never tried', async () => {
  renderStudy();
  expect(await screen.findByRole('heading', { name: 'Study mode' })).toBeTruthy();
  expect(stat('Boards played')).toBe('0');
  const mastery = screen.getByRole('table', { name: 'Answers right by law and edition' });
  expect(within(mastery).getAllByText('not asked yet')).toHaveLength(7 * 4);
  expect(screen.getByRole('img', { name: 'Share of answers right, by law and edition' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: '2 families never tried (2017 laws)' })).toBeTruthy();
  expect(screen.getByText('Nothing to review yet: answer a board and its family joins the queue.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Review now: nothing due' })).toHaveProperty('disabled', true);
});

test('boards answered on a scenario page and in a lesson are found here: mastery by law, the mistake and the lesson that teaches it', async () => {
  const store = {
    ...emptyStore(),
    answers: [
      answered({ ask: 'status', law: '63A1', chosen: 'established', answer: 'established' }),
      answered({ at: T0 + 1000 }),
      answered({ source: 'lesson', seed: 9, at: T0 + 60_000, chosen: '2', right: false, mistake: 'said-2-tricks-when-1-too-many' }),
    ],
  };
  window.localStorage.setItem(PROGRESS_KEY, makeStoreText(store));
  renderStudy();
  await screen.findByRole('heading', { name: 'Study mode' });
  expect(stat('Boards played')).toBe('2');
  expect(stat('Questions answered')).toBe('3');
  const mastery = screen.getByRole('table', { name: 'Answers right by law and edition' });
  const row64A = within(mastery).getByRole('row', { name: /Law 64A: the trick transfer/ });
  expect(within(row64A).getAllByText('1 of 2 (50%)')).toHaveLength(2); // 2017, and all editions
  expect(within(within(mastery).getByRole('row', { name: /Law 63: establishment/ })).getAllByText('1 of 1 (100%)')).toHaveLength(2);
  const mistakes = screen.getByRole('region', { name: 'Your most common mistakes' });
  expect(within(mistakes).getByText('Counted the revoke trick although partner, not the revoker, won it')).toBeTruthy();
  const read = within(mistakes).getByRole('link', { name: `Read: ${LESSONS.en['trick-transfer'].title}` });
  expect(read.getAttribute('href')).toBe(`/learn/${LESSONS.en['trick-transfer'].address}#offender-did-not-win`);
  const queue = screen.getByRole('table', { name: /Families met so far/ });
  expect(within(queue).getByRole('rowheader', { name: 'Partner wins the revoke trick' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: '1 family never tried (2017 laws)' })).toBeTruthy();
});

test('a study board is recorded through the player; a miss offers the counter-example and says what changed', async () => {
  const user = userEvent.setup();
  renderStudy();
  await user.click(await screen.findByRole('button', { name: 'Study now' }));
  expect(screen.getByRole('heading', { name: 'Board 1' })).toBeTruthy();
  expect(screen.getByText('New family')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'miss the board' }));
  expect(screen.getByText('Not quite. This family comes back soon.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Show the counter-example' }));
  const counter = screen.getByRole('region', { name: 'The counter-example' });
  expect(within(counter).getByText(/nobody of the offending side has played to the next trick yet/)).toBeTruthy();
  expect(within(counter).getByText('So the revoke is not established: it must be corrected instead of established.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'End session' }));
  expect(stat('Boards played')).toBe('1');
  const saved = JSON.parse(window.localStorage.getItem(PROGRESS_KEY)!) as { answers: AnswerEvent[] };
  expect(saved.answers.map((a) => [a.source, a.family, a.right])).toEqual([['study', 'established-partner-plays', false]]);
});

test('a solved board the learner calls too easy is kept as easy; the next board is never the same deal', async () => {
  const user = userEvent.setup();
  renderStudy();
  await user.click(await screen.findByRole('button', { name: 'Study now' }));
  await user.click(screen.getByRole('button', { name: 'solve the board' }));
  await user.click(screen.getByRole('button', { name: 'Too easy: show it less often' }));
  expect(screen.getByText('Marked as easy: this family will wait longer.')).toBeTruthy();
  const saved = JSON.parse(window.localStorage.getItem(PROGRESS_KEY)!) as { answers: AnswerEvent[]; easy: string[] };
  expect(saved.easy).toEqual([`established-partner-plays/2017/${saved.answers[0].seed}`]);
});

test('once a board is answered the next is dealt ahead in idle time, and "Next board" opens exactly that deal', async () => {
  const waiting: IdleRequestCallback[] = [];
  window.requestIdleCallback = (run) => waiting.push(run);
  window.cancelIdleCallback = () => undefined;
  const dealt = vi.mocked(generateScenario);
  try {
    const user = userEvent.setup();
    renderStudy();
    await user.click(await screen.findByRole('button', { name: 'Study now' }));
    // nothing is known of the next board before this one is answered
    expect(waiting).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'solve the board' }));
    expect(waiting).toHaveLength(1);
    dealt.mockClear();
    waiting.shift()!({ didTimeout: false, timeRemaining: () => 50 });
    expect(dealt).toHaveBeenCalledTimes(1);
    const [family, seed] = dealt.mock.calls[0];
    dealt.mockClear();
    await user.click(screen.getByRole('button', { name: 'Next board' }));
    expect(screen.getByRole('heading', { name: 'Board 2' })).toBeTruthy();
    expect(screen.getByText(`deal ${family}/${seed}`)).toBeTruthy();
    expect(dealt).not.toHaveBeenCalled();
  } finally {
    // @ts-expect-error -- back to jsdom's own window, which has none
    delete window.requestIdleCallback;
  }
});

test('the version-1 study and lesson stores are migrated: every board is still counted', async () => {
  const fixture = (name: string) => readFileSync(join(__dirname, '../../lib/progress/fixtures', name), 'utf8');
  window.localStorage.setItem(LEGACY_KEYS.study, fixture('study-v1.json'));
  window.localStorage.setItem(LEGACY_KEYS.lessons, fixture('lessons-v1.json'));
  renderStudy();
  await screen.findByRole('heading', { name: 'Study mode' });
  expect(stat('Boards played')).toBe('3');
  expect((JSON.parse(window.localStorage.getItem(PROGRESS_KEY)!) as { lessons: object }).lessons).toHaveProperty('trick-transfer');
});

test('damaged progress is reported with its place, kept aside, and what could be read stays', async () => {
  const raw = makeStoreText({ ...emptyStore(), answers: [answered({}), { ...answered({}), edition: '2031' as never }] });
  window.localStorage.setItem(PROGRESS_KEY, raw);
  renderStudy();
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Part of your saved progress could not be read' })).toBeTruthy();
  expect(within(alert).getByText('A value is wrong at answers[1].edition.')).toBeTruthy();
  expect(stat('Questions answered')).toBe('1');
  expect(screen.getByRole('heading', { name: 'Damaged data kept from earlier' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Download' }));
  expect(downloads[0].text).toBe(raw);
  await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('heading', { name: 'Part of your saved progress could not be read' })).toBeNull();
});

test('export, clear, import: everything is back; importing it again adds nothing', async () => {
  const user = userEvent.setup();
  const store = { ...emptyStore(), answers: [answered({}), answered({ source: 'lesson', at: T0 + 5000, chosen: '2', right: false, mistake: 'x' })], lessons: { 'trick-transfer': ['transfer-64a2-partner-won:3'] } };
  window.localStorage.setItem(PROGRESS_KEY, makeStoreText(store));
  renderStudy();
  await user.click(await screen.findByRole('button', { name: 'Export progress' }));
  expect(downloads[0].name).toMatch(/^revoke-trainer-progress-\d{4}-\d\d-\d\d\.json$/);
  window.localStorage.clear();
  act(() => void window.dispatchEvent(new Event(PROGRESS_CHANGED)));
  expect(stat('Questions answered')).toBe('0');
  const input = screen.getByLabelText('Import progress from a file');
  await user.upload(input, new File([downloads[0].text], 'mine.json', { type: 'application/json' }));
  expect(await screen.findByText('Added 3 entries from the file.')).toBeTruthy();
  expect(stat('Questions answered')).toBe('2');
  expect(JSON.parse(window.localStorage.getItem(PROGRESS_KEY)!)).toEqual(store);
  await user.upload(input, new File([downloads[0].text], 'mine.json', { type: 'application/json' }));
  expect(await screen.findByText('Nothing new: everything in the file was already here.')).toBeTruthy();
});

test('an import that is not progress says what is wrong and where; nothing here is lost', async () => {
  const user = userEvent.setup();
  window.localStorage.setItem(PROGRESS_KEY, makeStoreText({ ...emptyStore(), answers: [answered({})] }));
  renderStudy();
  const input = await screen.findByLabelText('Import progress from a file');
  await user.upload(input, new File(['{"format":"revoke-trainer-progress","version":7}'], 'new.json', { type: 'application/json' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('“new.json” could not be imported.')).toBeTruthy();
  expect(within(alert).getByText('It was written by a newer version of Revoke trainer, which this version cannot read.')).toBeTruthy();
  expect(stat('Questions answered')).toBe('1');
});

test('the answers as CSV for a teacher, with column titles in the reader’s language', async () => {
  window.localStorage.setItem(PROGRESS_KEY, makeStoreText({ ...emptyStore(), answers: [answered({})] }));
  renderStudy('de');
  await userEvent.click(await screen.findByRole('button', { name: 'Antworten als CSV (für Lehrende)' }));
  expect(downloads[0].name).toMatch(/\.csv$/);
  expect(downloads[0].text.split('\r\n')[0]).toContain('Gegebene Antwort');
  expect(downloads[0].text.split('\r\n')).toHaveLength(2);
});

test.each([
  ['sv', 'Studieläge', 'Börja öva', 'Behärskning per lag'],
  ['de', 'Lernmodus', 'Jetzt üben', 'Beherrschung nach Paragraf'],
] as const)('in %s the page speaks the reader’s language', async (locale, heading, start, mastery) => {
  renderStudy(locale);
  expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  expect(screen.getByRole('button', { name: start })).toBeTruthy();
  expect(screen.getByRole('heading', { name: mastery })).toBeTruthy();
});

test('damaged data kept aside on an earlier visit (by a board recorded elsewhere) is still pointed out', async () => {
  window.localStorage.setItem(PROGRESS_KEY, '{"format":"revoke-trainer-progress","version":2,"answers":[');
  // A lesson or scenario page records an answer first: the damage is kept aside there, unseen.
  recordAnswer(answered({}));
  renderStudy();
  await screen.findByRole('heading', { name: 'Study mode' });
  expect(screen.getByRole('link', { name: /Damaged data found earlier is kept aside in this browser/ }).getAttribute('href')).toBe('#transfer-heading');
  expect(screen.getByRole('heading', { name: 'Damaged data kept from earlier' })).toBeTruthy();
  expect(stat('Questions answered')).toBe('1');
});
