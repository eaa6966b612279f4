// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '@/components/testing/render';
import type { Stage } from '@/lib/quiz';
import { Prediction } from './Prediction';

const revoke = { seat: 'E', trick: 6 } as const;
const stage: Stage = {
  askedAt: 9,
  questions: [
    { revoke, ask: 'penaltyCard', askedAt: 9, options: ['major', 'none'], answer: 'major' },
    { revoke, ask: 'transfer', askedAt: 9, options: ['0', '1', '2'], answer: '0' },
  ],
};

test('en: nothing is sent half answered; one option per count', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  renderIn('en', <Prediction stage={stage} nameRevoke={false} onSubmit={onSubmit} />);
  expect(screen.getByRole('group', { name: 'It must be corrected. Does the withdrawn card become a major penalty card?' })).toBeTruthy();
  expect(screen.queryByRole('radio', { name: /No automatic transfer/ })).toBeNull();
  await user.click(screen.getByRole('radio', { name: 'Yes, a major penalty card' }));
  await user.click(screen.getByRole('button', { name: 'Commit my answer' }));
  expect(screen.getByRole('alert').textContent).toBe('Answer every question first.');
  expect(onSubmit).not.toHaveBeenCalled();
  await user.click(screen.getByRole('radio', { name: 'No trick' }));
  await user.click(screen.getByRole('button', { name: 'Commit my answer' }));
  expect(onSubmit).toHaveBeenCalledWith(['major', '0']);
});

test('de: a board with two revokes names the revoke in each question', () => {
  renderIn('de', <Prediction stage={stage} nameRevoke onSubmit={() => {}} />);
  expect(screen.getAllByText(/Revoke von Ost im 6\. Stich:/)).toHaveLength(2);
});
