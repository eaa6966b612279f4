// @vitest-environment jsdom
// The presenter's and the projector's windows, rendered side by side in one document: they talk
// over a real BroadcastChannel, as two windows of one browser do.
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '@/components/testing/render';
import { FAMILIES } from '@/lib/generator';
import { ClubPresenterPage } from './ClubPresenterPage';
import { ClubScreenPage } from './ClubScreenPage';
import type { Topic } from './ClubSetup';
import { editionFamilies } from './families';
import { parseSavedEvening } from './saved';
import { makeTranslator } from '@/lib/i18n/messages';

// Family titles come from the catalogue, so the test follows its wording.
const partnerPlays = makeTranslator('en')('families.established-partner-plays.title');

const families = editionFamilies(FAMILIES.filter((f) => f.name === 'established-partner-plays' || f.name === 'established-offender-leads'));
const topics: Topic[] = [{ slug: 'when-established', title: 'When is a revoke established?', families: ['established-partner-plays', 'established-offender-leads'] }];

// Each test starts a fresh evening: the presenter's window keeps one in sessionStorage.
beforeEach(() => window.sessionStorage.clear());

const presenterOnly = () => renderIn('en', <ClubPresenterPage families={families} topics={topics} screenHref="/club/screen" />);

test('a lesson topic picks its families; the start button counts the boards', async () => {
  const user = userEvent.setup();
  presenterOnly();
  expect(screen.getByRole('button', { name: 'Choose at least one family' })).toHaveProperty('disabled', true);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Lesson topic' }), 'When is a revoke established?');
  expect(screen.getByRole('checkbox', { name: partnerPlays })).toHaveProperty('checked', true);
  expect(screen.getByRole('button', { name: 'Start the evening with 2 boards' })).toHaveProperty('disabled', false);
});

test('keys drive the presenter: → and space forward, ← back, R reveals; typing a vote count does not', async () => {
  const user = userEvent.setup();
  presenterOnly();
  await user.click(screen.getByRole('checkbox', { name: partnerPlays }));
  await user.click(screen.getByRole('button', { name: 'Start the evening with 1 board' }));
  // Dealing comes with the presenter's kit, fetched after the page's load (components/layout/Deferred).
  await screen.findByText(/^On the screen:/, undefined, { timeout: 10_000 });
  const where = () => screen.getByText(/^On the screen:/).textContent;
  expect(where()).toBe('On the screen: question 1, established or corrected');
  await user.keyboard('{ArrowRight}');
  expect(where()).toBe('On the screen: question 2, how many tricks move');
  await user.keyboard('{ArrowLeft}');
  expect(where()).toBe('On the screen: question 1, established or corrected');
  await user.keyboard(' ');
  expect(where()).toBe('On the screen: question 2, how many tricks move');
  await user.keyboard('{ArrowLeft}');
  await user.click(screen.getByRole('spinbutton', { name: 'Must be corrected' }));
  await user.keyboard('{ArrowRight}r');
  expect(where()).toBe('On the screen: question 1, established or corrected');
  await user.keyboard('{Enter}R');
  expect(where()).toBe('On the screen: the answers');
  expect(screen.getByRole('button', { name: 'Reveal (R)' })).toHaveProperty('disabled', true);
  await user.keyboard('{PageDown}');
  expect(where()).toMatch(/^On the screen: step 1 of \d+$/);
}, 20_000);

test('the projector window follows the presenter: questions, the room\'s votes, the reveal, the steps', async () => {
  const user = userEvent.setup();
  renderIn(
    'en',
    <>
      <div data-testid="presenter">
        <ClubPresenterPage families={families} topics={topics} screenHref="/club/screen" />
      </div>
      <div data-testid="screen">
        <ClubScreenPage />
      </div>
    </>,
  );
  const presenter = within(screen.getByTestId('presenter'));
  const projector = within(screen.getByTestId('screen'));
  expect(await projector.findByText('The presenter is choosing the boards.')).toBeTruthy();
  expect(await presenter.findByText('Projector screen connected')).toBeTruthy();

  await user.click(presenter.getByRole('checkbox', { name: partnerPlays }));
  await user.click(presenter.getByRole('button', { name: 'Start the evening with 1 board' }));
  // The presenter's and the projector's kits are fetched after load: their first import here is slow.
  expect(await projector.findByRole('heading', { name: 'Is the revoke established, or must it be corrected?' }, { timeout: 10_000 })).toBeTruthy();
  expect(projector.getByText('Board 1 of 1')).toBeTruthy();
  // The answers are only for the presenter until the reveal.
  expect(projector.queryByText(/right/)).toBeNull();

  await user.type(presenter.getByRole('spinbutton', { name: 'Established: it stands' }), '{Backspace}12');
  expect(await projector.findByLabelText('12 hands')).toBeTruthy();

  await user.click(presenter.getByRole('button', { name: 'Next →' }));
  expect(await projector.findByRole('heading', { name: 'How many tricks move to the non-offending side?' })).toBeTruthy();

  await user.click(presenter.getByRole('button', { name: 'Reveal (R)' }));
  await waitFor(() => expect(projector.getAllByText(/right/).length).toBeGreaterThan(0));
  expect(projector.getByText(/Established: it stands/).closest('li')?.textContent).toContain('right');

  await user.click(presenter.getByRole('button', { name: 'Next →' }));
  expect(await projector.findByRole('heading', { name: /The ruling step 1 of \d+/ })).toBeTruthy();
}, 20_000);

test('a reload of the presenter\'s window comes back to the same board, step and votes; ending the evening forgets it', async () => {
  const user = userEvent.setup();
  const first = presenterOnly();
  await user.click(screen.getByRole('checkbox', { name: partnerPlays }));
  await user.click(screen.getByRole('button', { name: 'Start the evening with 1 board' }));
  await user.type(await screen.findByRole('spinbutton', { name: 'Must be corrected' }, { timeout: 10_000 }), '{Backspace}4{Enter}');
  await user.click(screen.getByRole('button', { name: 'Reveal (R)' }));
  const ruling = screen.getByRole('heading', { name: 'The ruling' }).nextElementSibling?.textContent;
  first.unmount();

  presenterOnly();
  expect(await screen.findByText('On the screen: the answers')).toBeTruthy();
  expect(screen.getByRole('spinbutton', { name: 'Must be corrected' })).toHaveProperty('value', '4');
  expect(screen.getByRole('heading', { name: 'The ruling' }).nextElementSibling?.textContent).toBe(ruling);
  await user.click(screen.getByRole('button', { name: 'End the evening' }));
  expect(window.sessionStorage.length).toBe(0);
}, 20_000);

test('a saved evening that is not one is ignored', () => {
  expect(parseSavedEvening('{"boards":[{"family":"nope","edition":"2017","seed":1}],"board":0,"phase":0,"votes":[]}')).toBeNull();
  expect(parseSavedEvening('not json')).toBeNull();
  expect(parseSavedEvening(null)).toBeNull();
});
