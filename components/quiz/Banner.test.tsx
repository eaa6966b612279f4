// @vitest-environment jsdom
// The banner names the actual failure (issue 9: "♥9 played while holding ♦" when the revoke was
// not playing the penalty ♠2), in every language.
import { screen } from '@testing-library/react';
import { renderIn } from '@/components/testing/render';
import { generateScenario, type FamilyName } from '@/lib/generator';
import { ruleCase, type Edition } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { Banner } from './Banner';

const show = (locale: Locale, family: FamilyName, edition: Edition, seed: number, kind: 'followSuit' | 'penaltyCard' | 'requiredLead') => {
  const g = generateScenario(family, seed, edition);
  if (!g.ok) throw new Error(g.error.message);
  const r = ruleCase(g.value);
  if (!r.ok) throw new Error(r.error.message);
  const revoke = r.value.revokes.find((x) => x.failure.kind === kind);
  if (!revoke) throw new Error(`${family}/${edition}/${seed}: no ${kind} revoke`);
  renderIn(locale, <Banner caseFile={g.value} revokes={[revoke]} askerOf={(x) => ({ drawn: x.attention !== null, by: x.attention?.by ?? null })} />);
  return revoke;
};

test.each([
  ['en', /instead of his penalty card/],
  ['sv', /i stället för sitt straffkort/],
  ['de', /statt seiner Strafkarte/],
] as const)('%s: a penalty card not played is told as that, not as not following suit', (locale, text) => {
  const r = show(locale, 'no-transfer-penalty-card', '1997', 1, 'penaltyCard');
  expect(r.failure.kind).toBe('penaltyCard');
  const banner = screen.getByRole('status');
  expect(banner.textContent).toMatch(text);
  expect(banner.textContent).not.toMatch(/did not follow suit|bekände inte|nicht bedient/);
});

test.each([
  ['en', /declarer had required a lead in/],
  ['sv', /spelföraren hade krävt utspel i/],
  ['de', /Alleinspieler ein Ausspiel in .* verlangt/],
] as const)('%s: a required lead not made is told as that', (locale, text) => {
  show(locale, 'transfer-64a1-required-card', '1997', 1, 'requiredLead');
  expect(screen.getByRole('status').textContent).toMatch(text);
});

test('en: not following suit names the suit held', () => {
  show('en', 'established-partner-plays', '1997', 1, 'followSuit');
  expect(screen.getByRole('status').textContent).toMatch(/played .* while holding . (spades|hearts|diamonds|clubs): he did not follow suit/);
});
