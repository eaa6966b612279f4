// @vitest-environment jsdom
// A deferred part of a page: loading is announced, a chunk that cannot be fetched is told in the
// reader's language with a way to try again, and a second try that succeeds shows the part.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '@/components/testing/render';
import { Deferred } from './Deferred';

test('en: loading is announced, then the part is shown', async () => {
  const load = () => Promise.resolve({ text: 'The board' });
  renderIn('en', <Deferred load={load}>{(m) => <p>{m.text}</p>}</Deferred>);
  expect(screen.getByRole('status').textContent).toBe('Loading…');
  expect(await screen.findByText('The board')).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
});

test.each([
  ['sv', 'Den här delen av sidan kunde inte laddas', 'Försök igen'],
  ['de', 'Dieser Teil der Seite konnte nicht geladen werden', 'Erneut versuchen'],
] as const)('%s: a chunk that fails is told, and trying again fetches it anew', async (locale, failed, retry) => {
  const user = userEvent.setup();
  let calls = 0;
  const load = () => (++calls === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve({ text: 'The board' }));
  renderIn(locale, <Deferred load={load}>{(m) => <p>{m.text}</p>}</Deferred>);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(failed);
  await user.click(screen.getByRole('button', { name: retry }));
  expect(await screen.findByText('The board')).toBeTruthy();
  expect(calls).toBe(2);
  expect(screen.queryByRole('alert')).toBeNull();
});

test("a part's own words and classes (a lesson's board, the study page) replace the app's", async () => {
  const user = userEvent.setup();
  let calls = 0;
  const load = () => (++calls === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve({ text: 'The board' }));
  const texts = { loading: 'Fetching the board…', failed: 'The board could not be fetched.', retry: 'Fetch it again' };
  renderIn(
    'en',
    <Deferred load={load} className="place" problemClassName="own-problem" buttonClassName="own-button" texts={texts}>
      {(m) => <p>{m.text}</p>}
    </Deferred>,
  );
  expect(screen.getByRole('status').textContent).toBe(texts.loading);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(texts.failed);
  expect(alert.className).toBe('own-problem');
  expect(alert.parentElement?.className).toBe('deferred place');
  const button = screen.getByRole('button', { name: texts.retry });
  expect(button.className).toBe('own-button');
  await user.click(button);
  expect(await screen.findByText('The board')).toBeTruthy();
});
