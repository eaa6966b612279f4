// @vitest-environment jsdom
// A fact the ruling turns on (dummy forfeited his rights, the regulator's 61B choice) is on screen
// from the start, in the reader's language, so no question depends on something the learner cannot see.
import { screen } from '@testing-library/react';
import { renderIn } from '@/components/testing/render';
import { generateScenario } from '@/lib/generator';
import type { CaseFile } from '@/lib/engine';
import { BoardFacts } from './BoardFacts';

const forfeited = (): CaseFile => {
  const g = generateScenario('dummy-forfeited-rights-43b2b', 3, '2017');
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};

test.each([
  ['en', /dummy broke Law 43A2/],
  ['sv', /träkarlen mot lag 43A2/],
  ['de', /gegen § 43 A2 TBR verstoßen/],
] as const)('%s: the generated dummy-forfeited board says so before anything is asked', (locale, text) => {
  renderIn(locale, <BoardFacts caseFile={forfeited()} />);
  expect(screen.getByRole('list', { name: /board|given|Board/ }).textContent).toMatch(text);
});

test("the regulator's choice on defenders asking each other is told either way; a board without facts shows nothing", () => {
  const base = forfeited();
  const { unmount } = renderIn('en', <BoardFacts caseFile={{ ...base, facts: { defendersMayAskEachOther: false } }} />);
  expect(screen.getByRole('listitem').textContent).toMatch(/does not allow defenders to ask each other .*Law 61B/);
  unmount();
  renderIn('en', <BoardFacts caseFile={{ ...base, facts: { defendersMayAskEachOther: true } }} />);
  expect(screen.getByRole('listitem').textContent).toMatch(/allows defenders to ask each other/);
  const { container } = renderIn('en', <BoardFacts caseFile={{ ...base, facts: undefined }} />);
  expect(container.innerHTML).toBe('');
});
