// @vitest-environment jsdom
// The two-stage prediction with the real catalogues: status at the attention, the transfer when
// play is over, each graded against the ruling and recorded once.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '@/components/testing/render';
import { loadCase } from '@/components/testing/cases';
import { generateScenario, type FamilyName } from '@/lib/generator';
import { ruleCase, type CaseFile, type Edition } from '@/lib/engine';
import { questionsFor } from '@/lib/quiz';
import { recordAnswer } from '@/lib/progress/record';
import { ScenarioPlayer } from './ScenarioPlayer';

vi.mock('@/lib/progress/record', () => ({ recordAnswer: vi.fn() }));

const seed1 = () => loadCase('64a2-seed-example1-one-trick');
const dealt = (family: FamilyName, seed: number, edition: Edition): CaseFile => {
  const g = generateScenario(family, seed, edition);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};

const SEAT_NAMES = { N: 'North', E: 'East', S: 'South', W: 'West' } as const;

/**
 * The first seed whose board asks the status mid-play (answer: established) and then the transfer
 * (answer: 2 tricks), with its revoke and when each is asked: read from the quiz model, so the test
 * follows the generator when its boards change (they do whenever the play or the deal improves).
 */
const establishedBoard = () => {
  for (let seed = 1; seed <= 50; seed++) {
    const c = dealt('established-offender-leads', seed, '2017');
    const r = ruleCase(c);
    if (!r.ok) continue;
    const [status, transfer, ...rest] = questionsFor(c, r.value, { mayAsk: true });
    if (rest.length === 0 && status?.ask === 'status' && status.answer === 'established' && status.askedAt < c.timeline.length && transfer?.ask === 'transfer' && transfer.answer === '2') {
      return { c, seed, revoke: status.revoke, askedAt: status.askedAt, total: c.timeline.length };
    }
  }
  throw new Error('no established-offender-leads board among seeds 1-50 asks status then a transfer of 2');
};

beforeEach(() => vi.mocked(recordAnswer).mockClear());

describe('two pauses: the attention, then the end of play', () => {
  test('en: status right at the attention, the transfer asked only when play is over, then wrong', async () => {
    const user = userEvent.setup();
    const onFinished = vi.fn();
    const { c, seed, revoke, total } = establishedBoard();
    renderIn('en', <ScenarioPlayer caseFile={c} onFinished={onFinished} family="established-offender-leads" seed={seed} title="Board 7" answeredTitle="The revoker leads: established" />);
    const region = screen.getByRole('region', { name: 'Scenario: Board 7' });
    await user.click(within(region).getByRole('button', { name: 'Jump ahead' }));
    const drawn = `${SEAT_NAMES[revoke.seat]}'s revoke on trick ${revoke.trick}`;
    expect(screen.getByText(new RegExp(`draws attention to ${drawn}|Attention is drawn to ${drawn}`))).toBeTruthy();
    expect(screen.getByText(/he did not follow suit/)).toBeTruthy();
    // Play is not over yet: nothing is asked about the transfer yet.
    expect(screen.queryByRole('group', { name: /How many tricks/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'It is established: it stands' }));
    await user.click(screen.getByRole('button', { name: 'Commit my answer' }));
    const feedback = screen.getByRole('region', { name: 'Your answers' });
    expect(within(feedback).getByText('All right: well judged.')).toBeTruthy();
    expect(screen.getByText(/how many tricks are transferred is asked when play is over/)).toBeTruthy();
    expect(onFinished).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Board 7' })).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Jump ahead' }));
    expect(screen.getByText(`Action ${total} of ${total}`)).toBeTruthy();
    const transfer = screen.getByRole('group', { name: 'How many tricks go to the non-offending side?' });
    expect(within(transfer).getAllByRole('radio').map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['No trick', '1 trick', '2 tricks']);
    await user.click(within(transfer).getByRole('radio', { name: 'No trick' }));
    await user.click(screen.getByRole('button', { name: 'Commit my answer' }));
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ correct: false }));
    expect(within(screen.getByRole('region', { name: 'Your answers' })).getByText('Ruling: 2 tricks')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The revoker leads: established' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'The ruling, step by step' })).toBeTruthy();
    expect(vi.mocked(recordAnswer).mock.calls.map(([e]) => [e.ask, e.chosen, e.answer, e.right, e.source, e.family, e.seed])).toEqual([
      ['status', 'established', 'established', true, 'scenario', 'established-offender-leads', seed],
      ['transfer', '0', '2', false, 'scenario', 'established-offender-leads', seed],
    ]);
  });

  test('sv: "must be corrected" first, then the penalty card and the transfer the table has already decided', async () => {
    const user = userEvent.setup();
    renderIn('sv', <ScenarioPlayer caseFile={dealt('corrected-defender-penalty-card', 1, '2017')} />);
    await user.click(screen.getByRole('button', { name: 'Hoppa fram' }));
    expect(screen.queryByRole('group', { name: /straffkort/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /ska korrigeras/ }));
    await user.click(screen.getByRole('button', { name: 'Lås mitt svar' }));
    expect(screen.getByText('Allt rätt: bra bedömt.')).toBeTruthy();
    const penalty = screen.getByRole('group', { name: /Blir det tillbakatagna kortet ett stort straffkort/ });
    await user.click(within(penalty).getByRole('radio', { name: /Nej/ }));
    await user.click(screen.getByRole('button', { name: 'Lås mitt svar' }));
    expect(screen.getByRole('alert').textContent).toBe('Svara på alla frågor först.');
    expect(screen.getByRole('group', { name: /Hur många stick/ })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Inget stick' }));
    await user.click(screen.getByRole('button', { name: 'Lås mitt svar' }));
    const feedback = screen.getByRole('region', { name: 'Dina svar' });
    expect(within(feedback).getAllByText('Fel')).toHaveLength(1);
    expect(within(feedback).getAllByText('Rätt')).toHaveLength(2);
    expect(vi.mocked(recordAnswer)).toHaveBeenCalledTimes(3);
  });

  test('de: a shared case asks status and transfer together when attention comes after play', async () => {
    const user = userEvent.setup();
    renderIn('de', <ScenarioPlayer caseFile={seed1()} />);
    await user.click(screen.getByRole('button', { name: 'Vorspringen' }));
    await user.click(screen.getByRole('radio', { name: /Es ist vollendet/ }));
    await user.click(screen.getByRole('button', { name: 'Antwort festlegen' }));
    await user.click(screen.getByRole('radio', { name: '1 Stich' }));
    await user.click(screen.getByRole('button', { name: 'Antwort festlegen' }));
    expect(screen.getByText('Alles richtig: gut entschieden.')).toBeTruthy();
    expect(screen.getAllByText(/§ 6\d [A-Z]\d? TBR \(2017\)/).length).toBeGreaterThan(0);
  });

  test('the exam (feedback off) collects the answers and shows neither verdict nor explanation', async () => {
    const user = userEvent.setup();
    const onFinished = vi.fn();
    renderIn('en', <ScenarioPlayer caseFile={seed1()} feedback={false} source="exam" onFinished={onFinished} />);
    await user.click(screen.getByRole('button', { name: 'Jump ahead' }));
    await user.click(screen.getByRole('radio', { name: /must be corrected/ }));
    await user.click(screen.getByRole('button', { name: 'Commit my answer' }));
    expect(screen.queryByRole('region', { name: 'Your answers' })).toBeNull();
    // Nothing is recorded until the board is finished: a reload mid-board starts it again, and
    // its answers must count once.
    expect(vi.mocked(recordAnswer)).not.toHaveBeenCalled();
    // Said "corrected": the penalty card is asked (ungraded here, since the revoke stands).
    await user.click(screen.getByRole('radio', { name: 'No, it goes back without penalty' }));
    await user.click(screen.getByRole('radio', { name: '1 trick' }));
    await user.click(screen.getByRole('button', { name: 'Commit my answer' }));
    expect(screen.queryByRole('region', { name: 'The ruling, step by step' })).toBeNull();
    expect(screen.getByText(/Your answers are recorded/)).toBeTruthy();
    const result = onFinished.mock.calls[0][0] as { correct: boolean; graded: { chosen: string; right: boolean }[] };
    expect(result.correct).toBe(false);
    expect(result.graded.map((g) => [g.chosen, g.right])).toEqual([['corrected', false], ['1', true]]);
    expect(vi.mocked(recordAnswer).mock.calls.map(([e]) => e.source)).toEqual(['exam', 'exam']);
  });
});

test('autoplay plays on by itself and stops at the moment attention is drawn', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { c, askedAt, total } = establishedBoard();
    renderIn('en', <ScenarioPlayer caseFile={c} />);
    await user.click(screen.getByRole('button', { name: 'Autoplay' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    // Two steps' time more than it needs to reach the attention: it must have stopped there.
    for (let i = 0; i <= askedAt + 2; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(900);
      });
    }
    expect(screen.getByRole('heading', { name: 'Your prediction' })).toBeTruthy();
    expect(screen.getByText(`Action ${askedAt} of ${total}`)).toBeTruthy();
  } finally {
    vi.useRealTimers();
  }
});

test('a full-page player answers the arrow keys before anything has focus', async () => {
  const user = userEvent.setup();
  renderIn('en', <ScenarioPlayer caseFile={seed1()} />);
  (document.activeElement as HTMLElement | null)?.blur();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByText('Action 2 of 53')).toBeTruthy();
});

test('steps start with a capital citation and write sides with one dash (sv)', async () => {
  const user = userEvent.setup();
  renderIn('sv', <ScenarioPlayer caseFile={seed1()} />);
  await user.click(screen.getByRole('button', { name: 'Hoppa fram' }));
  await user.click(screen.getByRole('radio', { name: /Den är etablerad/ }));
  await user.click(screen.getByRole('button', { name: 'Lås mitt svar' }));
  await user.click(screen.getByRole('radio', { name: '1 stick' }));
  await user.click(screen.getByRole('button', { name: 'Lås mitt svar' }));
  await user.click(screen.getByRole('button', { name: 'Visa alla steg' }));
  const steps = within(screen.getByRole('region', { name: 'Domslutet steg för steg' })).getAllByRole('listitem');
  for (const s of steps) expect(s.textContent).toMatch(/^Lag \d/);
  const text = steps.map((s) => s.textContent).join(' ');
  expect(text).not.toMatch(/Öst-Väst|Nord-Syd/);
});

test('the exam asks the penalty card exactly when the learner said "corrected", so its coming tells nothing', async () => {
  const user = userEvent.setup();
  const onFinished = vi.fn();
  // The revoke stands (established): the ruling asks no penalty card, yet the exam asks it of a
  // learner who said "corrected", without grading it, and words it without "It must be corrected".
  renderIn('en', <ScenarioPlayer caseFile={dealt('established-offender-leads', 2, '2017')} feedback={false} source="exam" onFinished={onFinished} />);
  await user.click(screen.getByRole('button', { name: 'Jump ahead' }));
  await user.click(screen.getByRole('radio', { name: /must be corrected/ }));
  await user.click(screen.getByRole('button', { name: 'Commit my answer' }));
  expect(screen.getByRole('group', { name: 'Does the withdrawn card become a major penalty card?' })).toBeTruthy();
  expect(screen.queryByText(/It must be corrected\./)).toBeNull();
  await user.click(screen.getByRole('radio', { name: 'Yes, a major penalty card' }));
  await user.click(screen.getByRole('button', { name: 'Commit my answer' }));
  await user.click(screen.getByRole('button', { name: 'Jump ahead' }));
  await user.click(screen.getByRole('radio', { name: '2 tricks' }));
  await user.click(screen.getByRole('button', { name: 'Commit my answer' }));
  const result = onFinished.mock.calls[0][0] as { graded: { question: { ask: string }; right: boolean }[] };
  expect(result.graded.map((g) => [g.question.ask, g.right])).toEqual([['status', false], ['transfer', true]]);
  expect(vi.mocked(recordAnswer)).toHaveBeenCalledTimes(2);
});

test('the exam does not ask the penalty card of a learner who said the revoke stands', async () => {
  const user = userEvent.setup();
  renderIn('en', <ScenarioPlayer caseFile={dealt('corrected-defender-penalty-card', 1, '2017')} feedback={false} source="exam" />);
  await user.click(screen.getByRole('button', { name: 'Jump ahead' }));
  await user.click(screen.getByRole('radio', { name: /It is established/ }));
  await user.click(screen.getByRole('button', { name: 'Commit my answer' }));
  expect(screen.queryByRole('group', { name: /penalty card/ })).toBeNull();
  expect(screen.getByRole('group', { name: 'How many tricks go to the non-offending side?' })).toBeTruthy();
});
