// @vitest-environment jsdom
// The Law 61B question as every screen that plays a board asks it (the quiz's player): asked with
// the status at the moment attention is drawn, graded against the engine's ruling on the question,
// recorded under 61B, and a wrong answer told why, in sv, en and de.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '@/components/testing/render';
import { generateScenario, type FamilyName } from '@/lib/generator';
import type { CaseFile, Edition } from '@/lib/engine';
import { recordAnswer } from '@/lib/progress/record';
import { makeTranslator } from '@/lib/i18n/messages';
import { formatLaw } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { ScenarioPlayer } from '@/components/quiz/ScenarioPlayer';

vi.mock('@/lib/progress/record', () => ({ recordAnswer: vi.fn() }));

const dealt = (family: FamilyName, seed: number, edition: Edition): CaseFile => {
  const g = generateScenario(family, seed, edition);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};

beforeEach(() => vi.mocked(recordAnswer).mockClear());

test.each(['en', 'sv', 'de'] as const)('%s (1997): a defender asked partner; "allowed" is wrong, and the verdict says the 1997 laws forbid it', async (locale: Locale) => {
  const t = makeTranslator(locale);
  const user = userEvent.setup();
  const c = dealt('illegal-question-1997-63b', 3, '1997');
  renderIn(locale, <ScenarioPlayer caseFile={c} family="illegal-question-1997-63b" seed={3} title="B" />);
  const region = screen.getByRole('region', { name: t('quiz.region', { title: 'B' }) });
  await user.click(within(region).getByRole('button', { name: t('controls.last') }));
  // Asked together, in one form: the status and who may ask.
  const status = screen.getByRole('group', { name: t('quiz.statusLegend') });
  const mayAsk = screen.getByRole('group', { name: t('quiz.mayAskLegend') });
  await user.click(within(status).getByRole('radio', { name: t('quiz.statusCorrected') }));
  await user.click(within(mayAsk).getByRole('radio', { name: t('quiz.mayAskAllowed') }));
  await user.click(screen.getByRole('button', { name: t('quiz.submit') }));
  const feedback = screen.getByRole('region', { name: t('quiz.resultHeading') });
  expect(within(feedback).getByText(t('quiz.rightAnswer', { answer: t('quiz.mayAskNotAllowed') }))).toBeTruthy();
  expect(within(feedback).getByText(t('quiz.whyMayAsk.defender-asked-partner-forbidden', { edition: '1997', law: formatLaw('61B', locale) }))).toBeTruthy();
  const calls = vi.mocked(recordAnswer).mock.calls.map(([e]) => [e.ask, e.law, e.chosen, e.answer, e.right]);
  expect(calls).toContainEqual(['mayAsk', '61B', 'allowed', 'not-allowed', false]);
  expect(calls.filter(([ask]) => ask === 'mayAsk')).toHaveLength(1);
});

test('en (2017): the same question by the same defender is allowed, and answered so it is right', async () => {
  const user = userEvent.setup();
  const c = { ...dealt('illegal-question-1997-63b', 3, '1997'), edition: '2017' as const, expect: undefined };
  renderIn('en', <ScenarioPlayer caseFile={c} title="B" />);
  await user.click(screen.getByRole('button', { name: 'Jump ahead' }));
  await user.click(within(screen.getByRole('group', { name: 'What happens to the revoke?' })).getByRole('radio', { name: 'It is not established: it must be corrected' }));
  await user.click(within(screen.getByRole('group', { name: 'Was the player who drew attention allowed to ask about the revoke?' })).getByRole('radio', { name: 'Yes, that player may ask' }));
  await user.click(screen.getByRole('button', { name: 'Commit my answer' }));
  expect(vi.mocked(recordAnswer).mock.calls.map(([e]) => [e.ask, e.answer, e.right])).toContainEqual(['mayAsk', 'allowed', true]);
});

test('en: declarer asking a defender is not asked about', async () => {
  const user = userEvent.setup();
  renderIn('en', <ScenarioPlayer caseFile={dealt('corrected-defender-penalty-card', 1, '2017')} title="B" />);
  await user.click(screen.getByRole('button', { name: 'Jump ahead' }));
  expect(screen.getByRole('group', { name: 'What happens to the revoke?' })).toBeTruthy();
  expect(screen.queryByRole('group', { name: 'Was the player who drew attention allowed to ask about the revoke?' })).toBeNull();
});
