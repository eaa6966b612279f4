// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '@/components/testing/render';
import { loadCase } from '@/components/testing/cases';
import { ScenarioPlayer } from './ScenarioPlayer';

const seed1 = () => loadCase('64a2-seed-example1-one-trick');

describe('ScenarioPlayer: watch, predict, then the ruling explained', () => {
  test('en: a wrong transfer answer is told why, and the score ends the board', async () => {
    const user = userEvent.setup();
    const onFinished = vi.fn();
    renderIn('en', <ScenarioPlayer caseFile={seed1()} onFinished={onFinished} />);
    const region = screen.getByRole('region', { name: /Scenario:/ });
    await user.click(within(region).getByRole('button', { name: 'Jump ahead' }));
    expect(screen.getByText(/Attention is drawn to East's revoke on trick 6/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /It is established/ }));
    await user.click(screen.getByRole('radio', { name: '2 tricks' }));
    await user.click(screen.getByRole('button', { name: 'Commit my answers' }));
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ correct: false }));
    const feedback = screen.getByRole('region', { name: 'Your answers' });
    expect(within(feedback).getByText(/did not win the revoke trick personally/)).toBeTruthy();
    expect(within(feedback).getByText(/Law 64A2 \(2017\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all steps' }));
    await user.click(within(region).getByRole('button', { name: 'Jump ahead' }));
    const score = screen.getByRole('region', { name: 'Score' });
    expect(within(score).getByText(/10 tricks, \+420/)).toBeTruthy();
    expect(within(score).getByText(/9 tricks, −50/)).toBeTruthy();
  });

  test('sv: the keyboard steps through the play, cards read in Swedish', async () => {
    const user = userEvent.setup();
    renderIn('sv', <ScenarioPlayer caseFile={seed1()} />);
    screen.getByRole('button', { name: 'Steg framåt' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Väst spelar ♣E')).toBeTruthy();
    await user.keyboard('{End}');
    expect(screen.getByRole('heading', { name: 'Din förutsägelse' })).toBeTruthy();
    expect(screen.getByText('1 stick')).toBeTruthy();
    expect(screen.getByText('2 stick')).toBeTruthy();
  });

  test('de: a right answer in German', async () => {
    const user = userEvent.setup();
    renderIn('de', <ScenarioPlayer caseFile={seed1()} />);
    await user.click(screen.getByRole('button', { name: 'Vorspringen' }));
    await user.click(screen.getByRole('radio', { name: /Es ist vollendet/ }));
    await user.click(screen.getByRole('radio', { name: '1 Stich' }));
    await user.click(screen.getByRole('button', { name: 'Antworten festlegen' }));
    expect(screen.getByText('Alles richtig: gut entschieden.')).toBeTruthy();
    expect(screen.getAllByText(/§ 6\d [A-Z]\d? TBR \(2017\)/).length).toBeGreaterThan(0);
  });
});

test('autoplay plays on by itself and stops at the moment attention is drawn', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const c = seed1();
    renderIn('en', <ScenarioPlayer caseFile={c} />);
    await user.click(screen.getByRole('button', { name: 'Autoplay' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    // One tick per action: each step schedules the next after React has drawn it.
    for (let i = 0; i <= c.timeline.length; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(900);
      });
    }
    expect(screen.getByRole('heading', { name: 'Your prediction' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Autoplay' })).toBeTruthy();
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
