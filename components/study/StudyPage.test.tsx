// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { loadMessages } from '@/lib/i18n/messages';
import { PROGRESS_KEY } from '@/lib/progress/storage';
import { emptyProgress, makeProgressText } from '@/lib/progress/progress';
import type { FamilyInfo } from '@/lib/progress/schedule';
import { StudyPage } from './StudyPage';

// The quiz's player and the generator are tested by their owners; here stand-ins deal a board
// and report it solved or missed.
vi.mock('./quizSeam', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./quizSeam')>();
  return {
    ...actual,
    generate: (family: string, seed: number, edition: string) => ({ ok: true, value: { format: 'revoke-case/1', title: `${family} ${seed}`, edition, deal: '', contract: '4S', declarer: 'S', vulnerable: 'None', timeline: [] } }),
    Player: ({ title, onFinished }: { title?: string; onFinished?: (r: { correct: boolean }) => void }) => (
      <div>
        <h2>{title}</h2>
        <button type="button" onClick={() => onFinished?.({ correct: true })}>solve the board</button>
        <button type="button" onClick={() => onFinished?.({ correct: false })}>miss the board</button>
      </div>
    ),
  };
});

const FAMILIES: FamilyInfo[] = [
  { name: 'transfer-64a1-two', editions: ['1997', '2007', '2017'], difficulty: 3 },
  { name: 'established-partner-plays', editions: ['1997', '2007', '2017'], difficulty: 1 },
];

const renderStudy = (locale: 'en' | 'sv' | 'de' = 'en') =>
  render(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} timeZone="UTC">
      <StudyPage families={FAMILIES} />
    </NextIntlClientProvider>,
  );

beforeEach(() => window.localStorage.clear());

test('a first visit shows empty progress, easiest family first', async () => {
  renderStudy();
  expect(await screen.findByRole('heading', { name: 'Study mode' })).toBeTruthy();
  const tables = screen.getAllByRole('table');
  expect(within(tables[0]).getByRole('rowheader', { name: 'Partner plays on: established' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Review now: nothing due' })).toHaveProperty('disabled', true);
});

test('each answered board is recorded and saved: a miss as Again, a solve the learner finds easy as Easy', async () => {
  const user = userEvent.setup();
  renderStudy();
  await user.click(await screen.findByRole('button', { name: 'Study now' }));
  expect(screen.getByRole('heading', { name: 'Board 1' })).toBeTruthy();
  expect(screen.getByText('New family')).toBeTruthy();
  // The family's name would give the answer away: it is shown only once the board is answered.
  expect(screen.queryByText(/Partner plays on/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'miss the board' }));
  expect(screen.getByText('Not quite. This family comes back soon.')).toBeTruthy();
  expect(screen.getByText(/Family: Partner plays on: established/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Link to this board' }).getAttribute('href')).toMatch(/^\/scenarios\/established-partner-plays\/2017\/\d+$/);
  await user.click(screen.getByRole('button', { name: 'Next board' }));
  expect(screen.getByRole('heading', { name: 'Board 2' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'solve the board' }));
  await user.click(screen.getByRole('button', { name: 'Too easy: show it less often' }));
  expect(screen.getByText('Marked as easy: this family will wait longer.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'End session' }));

  const stats = screen.getByRole('region', { name: 'Your progress' });
  expect(within(stats).getByText('Boards played').nextSibling?.textContent).toBe('2');
  expect(within(stats).getByText('50%')).toBeTruthy();
  const saved = JSON.parse(window.localStorage.getItem(PROGRESS_KEY)!);
  expect(saved.attempts.map((a: { rating: string }) => a.rating)).toEqual(['again', 'easy']);
});

test('damaged progress is reported, kept under a backup key, and offered for download', async () => {
  window.localStorage.setItem(PROGRESS_KEY, makeProgressText(emptyProgress()).replace('"attempts":[]', '"attempts":[{"family":"x"}]'));
  renderStudy();
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Your saved progress could not be read' })).toBeTruthy();
  expect(within(alert).getByText('A value is wrong at attempts[0].family.')).toBeTruthy();
  expect(within(alert).getByRole('button', { name: 'Download the damaged data' })).toBeTruthy();
  expect(window.localStorage.getItem(PROGRESS_KEY)).toBeNull();
  expect(screen.getByRole('heading', { name: 'Damaged data kept from earlier' })).toBeTruthy();
  await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('heading', { name: 'Your saved progress could not be read' })).toBeNull();
});

test('import reports where a file is wrong, and merges a good one', async () => {
  const user = userEvent.setup();
  renderStudy();
  const input = await screen.findByLabelText('Import progress from a file');
  await user.upload(input, new File(['{"format":"revoke-trainer-progress","version":1,"attempts":[{"family":"transfer-64a1-two","edition":"2017","seed":1,"at":"soon","rating":"good"}]}'], 'bad.json', { type: 'application/json' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('“bad.json” could not be imported.')).toBeTruthy();
  expect(within(alert).getByText('A value is wrong at attempts[0].at.')).toBeTruthy();

  const good = { ...emptyProgress(), attempts: [{ family: 'transfer-64a1-two', edition: '2017', seed: 1, at: '2026-11-29T10:00:00.000Z', rating: 'good' }] };
  await user.upload(input, new File([JSON.stringify(good)], 'good.json', { type: 'application/json' }));
  expect(await screen.findByText('Added 1 board from the file.')).toBeTruthy();
  await user.upload(input, new File([JSON.stringify(good)], 'good.json', { type: 'application/json' }));
  expect(await screen.findByText('Nothing new: every board in the file was already here.')).toBeTruthy();
});

test('review now plays only what is due, then says nothing more is due', async () => {
  const user = userEvent.setup();
  const missed = { family: 'transfer-64a1-two', edition: '2017', seed: 1, at: '2026-01-01T10:00:00.000Z', rating: 'again' };
  window.localStorage.setItem(PROGRESS_KEY, JSON.stringify({ ...emptyProgress(), attempts: [missed] }));
  renderStudy();
  const due = screen.getByRole('row', { name: /Offender won the revoke trick: two tricks/ });
  expect(within(due).getByText('Due now')).toBeTruthy();
  await user.click(await screen.findByRole('button', { name: 'Review now: 1 family due' }));
  expect(screen.getByText('Due for review')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'solve the board' }));
  expect(screen.getByText(/Family: Offender won the revoke trick: two tricks/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Next board' }));
  expect(screen.getByText('Nothing more is due. Well done.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'End session' }));
  expect(screen.getByRole('button', { name: 'Review now: nothing due' })).toHaveProperty('disabled', true);
});

test('in Swedish and German the page speaks the reader\'s language', async () => {
  for (const [locale, heading, start] of [['sv', 'Studieläge', 'Börja öva'], ['de', 'Lernmodus', 'Jetzt üben']] as const) {
    const { unmount } = renderStudy(locale);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: start })).toBeTruthy();
    unmount();
  }
});

test('progress saved by another tab is taken over, not overwritten', async () => {
  renderStudy();
  await screen.findByRole('heading', { name: 'Study mode' });
  const other = JSON.stringify({ ...emptyProgress(), attempts: [{ family: 'transfer-64a1-two', edition: '2017', seed: 5, at: '2026-11-29T10:00:00.000Z', rating: 'good' }] });
  window.localStorage.setItem(PROGRESS_KEY, other);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: PROGRESS_KEY, newValue: other }));
  });
  const stats = screen.getByRole('region', { name: 'Your progress' });
  expect(within(stats).getByText('Boards played').nextSibling?.textContent).toBe('1');
});
