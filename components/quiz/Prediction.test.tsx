// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '@/components/testing/render';
import { Prediction } from './Prediction';

test('en: the penalty-card question appears only after "must be corrected"; nothing is sent half answered', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  renderIn('en', <Prediction expected={{ status: 'corrected', transfer: '0', penalty: 'major' }} onSubmit={onSubmit} />);
  expect(screen.queryByRole('group', { name: /penalty card/ })).toBeNull();
  await user.click(screen.getByRole('radio', { name: /must be corrected/ }));
  expect(screen.getByRole('group', { name: '3. Does the withdrawn card become a major penalty card?' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Commit my answers' }));
  expect(screen.getByRole('alert').textContent).toBe('Answer every question first.');
  expect(onSubmit).not.toHaveBeenCalled();
  await user.click(screen.getByRole('radio', { name: 'None' }));
  await user.click(screen.getByRole('radio', { name: 'Yes, a major penalty card' }));
  await user.click(screen.getByRole('button', { name: 'Commit my answers' }));
  expect(onSubmit).toHaveBeenCalledWith({ status: 'corrected', transfer: '0', penalty: 'major' });
});

test('sv and de: ICU plurals in the transfer choices', () => {
  renderIn('sv', <Prediction expected={{ status: 'established', transfer: '1' }} onSubmit={() => {}} />);
  expect(screen.getByRole('radio', { name: '1 stick' })).toBeTruthy();
  expect(screen.getByRole('radio', { name: '2 stick' })).toBeTruthy();
  expect(screen.getByRole('radio', { name: /Ingen automatisk överföring/ })).toBeTruthy();
});

test('de: Stich / Stiche', () => {
  renderIn('de', <Prediction expected={{ status: 'established', transfer: '1' }} onSubmit={() => {}} />);
  expect(screen.getByRole('radio', { name: '1 Stich' })).toBeTruthy();
  expect(screen.getByRole('radio', { name: '2 Stiche' })).toBeTruthy();
});
