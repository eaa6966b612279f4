// @vitest-environment jsdom
// A deferred part of a club page: a status while it loads, an alert in the reader's language if
// the fetch failed (offline, nothing cached), and a retry that fetches it again.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '@/components/testing/render';
import { Pending, deferred, useDeferred } from './deferred';

const Part = ({ get }: { get: () => Promise<{ word: string }> }) => {
  const { module, retry } = useDeferred(get);
  return module.state === 'ready' ? <p>{module.value.word}</p> : <Pending failed={module.state === 'failed'} onRetry={retry} />;
};

test('a part that fails to load says so with a retry, and comes once the retry fetches it', async () => {
  const user = userEvent.setup();
  let calls = 0;
  const get = deferred(() => (++calls === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve({ word: 'dealt' })));
  renderIn('en', <Part get={get} />);
  expect(screen.getByRole('status').textContent).toBe('Loading the board…');
  expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('dealt')).toBeTruthy();
  expect(calls).toBe(2);
});

test('the status and the failure read in the reader\'s language', async () => {
  const get = deferred(() => Promise.reject(new Error('offline')));
  renderIn('sv', <Part get={get} />);
  expect(screen.getByRole('status').textContent).toBe('Given laddas…');
  expect((await screen.findByRole('alert')).textContent).toContain('kunde inte laddas');
  expect(screen.getByRole('button', { name: 'Försök igen' })).toBeTruthy();
});

test('a module is fetched once for every part that asks for it', async () => {
  let calls = 0;
  const get = deferred(() => {
    calls++;
    return Promise.resolve({ word: 'once' });
  });
  renderIn('de', <><Part get={get} /><Part get={get} /></>);
  expect(await screen.findAllByText('once')).toHaveLength(2);
  expect(calls).toBe(1);
});
