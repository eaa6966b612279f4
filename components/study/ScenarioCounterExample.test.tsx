// @vitest-environment jsdom
// The scenario page's counter-example: it hears the answers the page's player records, waits until
// the board is answered, and offers the board that proves the point only after a wrong answer. The
// page ships only the quiz's texts; the offer brings the study catalogue's own (sv, en, de).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { MotionConfig } from 'framer-motion';
import { loadMessages } from '@/lib/i18n/messages';
import { QUIZ_SECTIONS } from '@/components/quiz/sections';
import { SettingsProvider } from '@/components/settings/SettingsContext';
import { ruleCase } from '@/lib/engine';
import { generateScenario } from '@/lib/generator';
import { questionsFor } from '@/lib/quiz';
import { recordAnswer, type AnswerEvent } from '@/lib/progress/record';
import type { Locale } from '@/lib/i18n/locales';
import { ScenarioCounterExample } from './ScenarioCounterExample';

const FAMILY = 'established-partner-plays';
const SEED = 5;

const renderPage = (locale: Locale, source: 'scenario' | 'lesson' = 'scenario') =>
  render(
    // What the scenario page loads: the quiz's sections, not the study catalogue.
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale, [...QUIZ_SECTIONS, 'scenarios', 'families', 'formats'])} timeZone="UTC">
      <SettingsProvider initial={{}}>
        <MotionConfig reducedMotion="always">
          <ScenarioCounterExample family={FAMILY} edition="2017" seed={SEED} source={source} />
        </MotionConfig>
      </SettingsProvider>
    </NextIntlClientProvider>,
  );

/** The board's questions, each answered as the player would record it. */
const answerBoard = (right: (ask: string) => boolean, over: Partial<AnswerEvent> = {}) => {
  const g = generateScenario(FAMILY, SEED, '2017');
  if (!g.ok) throw new Error(g.error.message);
  const r = ruleCase(g.value);
  if (!r.ok) throw new Error(r.error.message);
  const qs = questionsFor(g.value, r.value, { mayAsk: true });
  expect(qs.map((q) => q.ask)).toContain('status');
  return qs.map((q) => () => {
    const ok = right(q.ask);
    const chosen = ok ? q.answer : q.options.find((o) => o !== q.answer)!;
    recordAnswer({ source: 'scenario' as const, family: FAMILY, edition: '2017', seed: SEED, ask: q.ask, law: null, chosen, answer: q.answer, right: ok, mistake: ok ? null : 'x', at: Date.now(), ...over });
  });
};

const settle = () => act(async () => new Promise((r) => setTimeout(r, 100)));

beforeEach(() => localStorage.clear());

test.each([
  ['en', 'Show the counter-example', 'The counter-example'],
  ['sv', 'Visa motexemplet', 'Motexemplet'],
  ['de', 'Gegenbeispiel zeigen', 'Das Gegenbeispiel'],
] as const)('%s: a wrong status is answered with the board that proves the point, once the board is answered', async (locale, show, heading) => {
  renderPage(locale);
  const steps = answerBoard((ask) => ask !== 'status');
  act(() => steps[0]());
  if (steps.length > 1) {
    await settle();
    expect(screen.queryByRole('button', { name: show })).toBeNull();
    act(() => steps.slice(1).forEach((s) => s()));
  }
  await userEvent.click(await screen.findByRole('button', { name: show }));
  const region = screen.getByRole('region', { name: heading });
  expect(within(region).getAllByRole('region').length).toBeGreaterThan(0);
});

test('a board answered right offers nothing', async () => {
  renderPage('en');
  act(() => answerBoard(() => true).forEach((s) => s()));
  await settle();
  expect(screen.queryByRole('button', { name: 'Show the counter-example' })).toBeNull();
});

test('wrong answers on another board (another seed, or the counter-example itself) do not count', async () => {
  renderPage('en');
  act(() => answerBoard(() => false, { seed: SEED + 1 }).forEach((s) => s()));
  act(() => answerBoard(() => false, { family: null, caseKey: 'counter/x' }).forEach((s) => s()));
  await settle();
  expect(screen.queryByRole('button', { name: 'Show the counter-example' })).toBeNull();
});

test('under a lesson\'s board (source lesson) it hears that board\'s answers, not a scenario page\'s', async () => {
  renderPage('en', 'lesson');
  act(() => answerBoard(() => false).forEach((s) => s()));
  await settle();
  expect(screen.queryByRole('button', { name: 'Show the counter-example' })).toBeNull();
  act(() => answerBoard((ask) => ask !== 'status', { source: 'lesson' }).forEach((s) => s()));
  expect(await screen.findByRole('button', { name: 'Show the counter-example' })).toBeTruthy();
});
