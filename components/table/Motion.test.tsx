// @vitest-environment jsdom
// The board is drawn without framer-motion (it arrives after the load event), and the same cards,
// with the same names, are there once it has arrived and the table is drawn again animated.
import { screen, waitFor } from '@testing-library/react';
import { replayCase } from '@/lib/engine';
import { renderIn } from '@/components/testing/render';
import { loadCase } from '@/components/testing/cases';
import { NO_HIGHLIGHTS } from '@/components/quiz/model';
import { Table } from './Table';

const seed1 = loadCase('64a2-seed-example1-one-trick');

test('en: every card is drawn at first render, and the same cards stay once the animation code is in', async () => {
  const state = replayCase(seed1, 6);
  if (!state.ok) throw new Error(state.error.message);
  const { container } = renderIn('en', <Table state={state.value} caseFile={seed1} showAllHands highlights={NO_HIGHLIGHTS} />);
  const names = () => screen.getAllByRole('img').map((e) => e.getAttribute('aria-label'));
  const first = names();
  expect(first.length).toBeGreaterThan(40);
  expect(screen.getAllByRole('img', { name: /king of clubs/ }).length).toBeGreaterThan(0);
  // Once framer-motion is in, the table is drawn again with its animated cards (new elements).
  const plain = container.querySelector('.card');
  await waitFor(() => expect(container.querySelector('.card')).not.toBe(plain), { timeout: 5000 });
  expect(names()).toEqual(first);
});
