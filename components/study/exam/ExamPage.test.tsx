// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { ruleCase } from '@/lib/engine';
import { FAMILIES } from '@/lib/generator';
import { loadMessages } from '@/lib/i18n/messages';
import { drawExam } from '@/lib/progress/exam';
import { PROGRESS_KEY } from '@/lib/progress/localStore';
import { lessonMapFor } from '@/lib/progress/lessonMap.server';
import { gradeAnswer, questionsFor } from '@/lib/quiz';
import type { ScenarioPlayerProps } from '@/components/quiz/ScenarioPlayer';
import { isDealt } from '@/components/quiz/dealCache';
import { isFamilyName } from '@/lib/generator/familyNames';
import { ExamPage } from './ExamPage';

// Whole papers played through the page: on a machine busy with builds a test takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const router = { query: { edition: '2017', seed: '42', boards: '3' } as Record<string, string>, pathname: '/study/exam', basePath: '', locale: 'en', defaultLocale: 'en', replace: vi.fn() };
vi.mock('next/router', () => ({ useRouter: () => router }));

// The quiz's player is its owner's to test; this stand-in answers the board's real questions
// (from lib/quiz, ruled by the engine) all right or all wrong, and reports as it does.
const seen: ScenarioPlayerProps[] = [];
vi.mock('../quizSeam', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../quizSeam')>();
  const answer = (p: ScenarioPlayerProps, firstWrong: boolean) => {
    const ruling = ruleCase(p.caseFile);
    if (!ruling.ok) throw new Error(ruling.error.message);
    const graded = questionsFor(p.caseFile, ruling.value, { mayAsk: true }).map((question) => {
      const chosen = firstWrong ? question.options.find((o) => o !== question.answer)! : question.answer;
      return { question, chosen, ...gradeAnswer(question, chosen, ruling.value), why: [] };
    });
    p.onFinished?.({ correct: graded.every((g) => g.right), graded });
  };
  return {
    ...actual,
    Player: (p: ScenarioPlayerProps) => {
      seen.push(p);
      return (
        <div>
          <h2>{p.title}</h2>
          <button type="button" onClick={() => answer(p, false)}>answer right</button>
          <button type="button" onClick={() => answer(p, true)}>answer every question wrong</button>
        </div>
      );
    },
  };
});

const renderExam = (locale: 'en' | 'sv' | 'de' = 'en') =>
  render(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} timeZone="UTC">
      <ExamPage families={FAMILIES} lessons={lessonMapFor(locale)} />
    </NextIntlClientProvider>,
  );

beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
});

/** An exam started at 10:00 with Date.now under the test's hand: `later(ms)` moves the clock on. */
const startedExam = async (run: (ctx: { user: ReturnType<typeof userEvent.setup>; page: ReturnType<typeof renderExam>; later: (ms: number) => void }) => Promise<void>) => {
  let clock = Date.parse('2026-12-01T10:00:00.000Z');
  const now = vi.spyOn(Date, 'now').mockImplementation(() => clock);
  try {
    const user = userEvent.setup();
    const page = renderExam();
    await user.click(screen.getByRole('button', { name: 'Start the exam' }));
    await run({ user, page, later: (ms) => (clock += ms) });
  } finally {
    now.mockRestore();
  }
};

test('a shared link names the exam and gives its link; sitting it plays the seed’s boards without feedback, then the report', async () => {
  const user = userEvent.setup();
  renderExam();
  expect(screen.getByRole('heading', { name: "Director's exam" })).toBeTruthy();
  expect(screen.getByText('Exam number 42 (2017 laws)')).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>('Link for your class').value).toMatch(/\/study\/exam\?edition=2017&seed=42&boards=3$/);
  await user.click(screen.getByRole('button', { name: 'Start the exam' }));

  const paper = drawExam(FAMILIES, '2017', 42, 3).boards;
  expect(screen.getByRole('region', { name: 'Board 1 of 3' })).toBeTruthy();
  expect(screen.getByRole('timer').textContent).toBe('Time left: 8:00');
  await user.click(screen.getByRole('button', { name: 'answer every question wrong' }));
  await user.click(screen.getByRole('button', { name: 'Next board' }));
  await user.click(screen.getByRole('button', { name: 'answer right' }));
  await user.click(screen.getByRole('button', { name: 'Next board' }));
  await user.click(screen.getByRole('button', { name: 'answer right' }));
  // No verdicts while sitting: every board was played with feedback off and recorded as the exam's.
  expect(seen.every((p) => p.feedback === false && p.source === 'exam')).toBe(true);
  expect([...new Set(seen.map((p) => `${p.family}/${p.seed}`))]).toEqual(paper.map((b) => `${b.family}/${b.seed}`));
  // On the last board, in the exam's bar and below the board.
  await user.click(screen.getAllByRole('button', { name: 'Hand in now' })[1]);

  const report = screen.getByRole('article', { name: 'Exam report' });
  expect(within(report).getByText(/^\d+ of \d+ answers right \(\d+%\)$/)).toBeTruthy();
  expect(within(report).getByText('2 of 3 boards fully right')).toBeTruthy();
  const perBoard = within(report).getByRole('region', { name: 'Board by board' });
  expect(within(perBoard).getAllByRole('row')).toHaveLength(4);
  expect(within(perBoard).getByText(/^\d+ mistakes?$/)).toBeTruthy();
  // Each board: the learner's answers beside the ruling, and the worked explanation.
  const first = within(report).getByRole('region', { name: new RegExp('^Board 1: ') });
  expect(within(first).getByRole('columnheader', { name: 'Your answer' })).toBeTruthy();
  expect(within(first).getByRole('heading', { name: 'Worked explanation' })).toBeTruthy();
  expect(within(first).getAllByRole('listitem').length).toBeGreaterThan(0);
  // The laws of a board answered all wrong are weak, each with its lesson.
  const weak = within(report).getByRole('region', { name: 'Laws to work on' });
  expect(within(weak).getAllByRole('link', { name: /^Read: / })[0].getAttribute('href')).toMatch(/^\/learn\/[a-z0-9-]+#[a-z0-9-]+$/);
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  await user.click(within(report).getByRole('button', { name: 'Print the report' }));
  expect(print).toHaveBeenCalled();
});

test('the first board is dealt while the paper\'s page is read, the others once it is started, one an idle task; all are there at hand-in', async () => {
  // idle tasks run when the test says (jsdom has no requestIdleCallback of its own)
  const waiting: (IdleRequestCallback | null)[] = [];
  window.requestIdleCallback = (run) => waiting.push(run) - 1;
  window.cancelIdleCallback = (id) => void (waiting[id] = null);
  const runNext = () => {
    const i = waiting.findIndex((w) => w !== null);
    const run = waiting[i]!;
    waiting[i] = null;
    run({ didTimeout: false, timeRemaining: () => 50 });
  };
  const pending = () => waiting.filter((w) => w !== null).length;
  const query = router.query;
  router.query = { ...query, seed: '4242' };
  try {
    const paper = drawExam(FAMILIES, '2017', 4242, 3).boards.flatMap((b) => (isFamilyName(b.family) ? [{ family: b.family, seed: b.seed, edition: '2017' as const }] : []));
    expect(paper).toHaveLength(3);
    const user = userEvent.setup();
    renderExam();
    // nothing dealt in the page's own task; board 1 in the first idle task
    expect(paper.map(isDealt)).toEqual([false, false, false]);
    expect(pending()).toBe(1);
    runNext();
    expect(paper.map(isDealt)).toEqual([true, false, false]);
    await user.click(screen.getByRole('button', { name: 'Start the exam' }));
    // board 1 is on the screen; starting did not deal the paper in one long task
    expect(screen.getByRole('region', { name: 'Board 1 of 3' })).toBeTruthy();
    expect(paper.map(isDealt)).toEqual([true, false, false]);
    expect(pending()).toBe(1);
    runNext();
    expect(paper.map(isDealt)).toEqual([true, true, false]);
    runNext();
    expect(paper.map(isDealt)).toEqual([true, true, true]);
    expect(pending()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Hand in now' }));
    expect(within(screen.getByRole('article', { name: 'Exam report' })).getAllByRole('heading', { name: 'Worked explanation' })).toHaveLength(3);
  } finally {
    router.query = query;
    // @ts-expect-error -- back to jsdom's own window, which has none
    delete window.requestIdleCallback;
  }
});

test('handing in early marks the boards not reached as not answered, their questions counted', async () => {
  const user = userEvent.setup();
  renderExam();
  await user.click(screen.getByRole('button', { name: 'Start the exam' }));
  await user.click(screen.getByRole('button', { name: 'answer right' }));
  await user.click(screen.getByRole('button', { name: 'Hand in now' }));
  const report = screen.getByRole('article', { name: 'Exam report' });
  expect(within(report).getAllByText(/Not answered/)).toHaveLength(2 * 2); // in the table and on each board
  expect(within(report).getByText('1 of 3 boards fully right')).toBeTruthy();
});

test.each([
  ['sv', 'TL-prov', 'Prov nummer 42 (2017 års lagar)', 'Börja provet', 'Provrapport'],
  ['de', 'TL-Prüfung', 'Prüfung Nummer 42 (Regeln 2017)', 'Prüfung beginnen', 'Prüfungsbericht'],
] as const)('in %s', async (locale, title, number, start, report) => {
  const user = userEvent.setup();
  renderExam(locale);
  expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  expect(screen.getByText(number)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: start }));
  for (let i = 0; i < 3; i++) {
    await user.click(screen.getByRole('button', { name: 'answer right' }));
    if (i < 2) await user.click(screen.getAllByRole('button').find((b) => b.textContent === (locale === 'sv' ? 'Nästa bricka' : 'Nächstes Board'))!);
  }
  await user.click(screen.getAllByRole('button', { name: locale === 'sv' ? 'Lämna in nu' : 'Jetzt abgeben' })[0]);
  const article = screen.getByRole('article', { name: report });
  // Each worked step starts with its citation, capitalised ("Lag 61A", "§ 61A"); sides take one dash.
  const steps = within(article).getAllByRole('listitem').filter((li) => li.querySelector('cite'));
  expect(steps.length).toBeGreaterThan(0);
  for (const li of steps) expect(li.querySelector('cite')!.textContent).toMatch(/^[^\p{Ll}]/u);
  expect(steps.some((li) => /(Nord|Ost|Öst|Väst|West|Syd|Süd)-(Nord|Ost|Öst|Väst|West|Syd|Süd)/.test(li.textContent ?? ''))).toBe(false);
});

test('an exam in progress survives a reload: the same board, the answers so far, and the clock still running', () =>
  startedExam(async ({ user, page, later }) => {
    await user.click(screen.getByRole('button', { name: 'answer every question wrong' }));
    await user.click(screen.getByRole('button', { name: 'Next board' }));
    expect(screen.getByRole('region', { name: 'Board 2 of 3' })).toBeTruthy();
    // Reload two minutes later: the page is gone, the progress record stays.
    page.unmount();
    later(2 * 60_000);
    renderExam();
    expect(screen.getByRole('region', { name: 'Board 2 of 3' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Time left: 6:00');
    await user.click(screen.getByRole('button', { name: 'answer right' }));
    await user.click(screen.getByRole('button', { name: 'Next board' }));
    await user.click(screen.getByRole('button', { name: 'answer right' }));
    await user.click(screen.getAllByRole('button', { name: 'Hand in now' })[0]);
    // Board 1's answers, given before the reload, are in the report.
    const report = screen.getByRole('article', { name: 'Exam report' });
    expect(within(report).getByText('2 of 3 boards fully right')).toBeTruthy();
    expect(within(report).queryAllByText(/Not answered/)).toHaveLength(0);
    // Handed in: nothing is left to resume.
    expect((JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '{}') as { exam?: unknown }).exam).toBeUndefined();
  }));

test('time that ran out while the page was away hands the paper in with what was answered', () =>
  startedExam(async ({ user, page, later }) => {
    await user.click(screen.getByRole('button', { name: 'answer right' }));
    page.unmount();
    later(9 * 60_000); // the paper had 8 minutes
    renderExam();
    const report = await screen.findByRole('article', { name: 'Exam report' });
    expect(within(report).getByText('1 of 3 boards fully right')).toBeTruthy();
  }));
