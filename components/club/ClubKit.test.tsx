// @vitest-environment jsdom
// The presenter's kit (dealing, the presenter's view) comes after the page's load event. When it
// cannot be fetched (offline before the service worker has it), the presenter is told in the
// page's language, the chosen boards stay chosen, and Try again deals them once it can.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '@/components/testing/render';
import { FAMILIES } from '@/lib/generator';
import { makeTranslator } from '@/lib/i18n/messages';
import { ClubPresenterPage } from './ClubPresenterPage';
import { editionFamilies } from './families';

const fetches = vi.hoisted(() => ({ failing: false, calls: 0 }));
vi.mock('./presenterKit', async (importOriginal) => {
  fetches.calls++;
  if (fetches.failing) {
    throw new Error('ChunkLoadError: Loading chunk failed');
  }
  return importOriginal();
});

const families = editionFamilies(FAMILIES.filter((f) => f.name === 'established-partner-plays'));

// One test per file: once fetched, the kit stays in the module registry (as in a browser).
test('sv: a kit that cannot be fetched is told, the choice is kept, and Try again deals it', async () => {
  const locale = 'sv';
  const t = makeTranslator(locale);
  // Offline: every fetch fails until the connection is back.
  fetches.failing = true;
  window.sessionStorage.clear();
  const user = userEvent.setup();
  renderIn(locale, <ClubPresenterPage families={families} topics={[]} screenHref="/club/screen" />);
  const family = screen.getByRole('checkbox', { name: t('families.established-partner-plays.title') });
  await user.click(family);
  await user.click(screen.getByRole('button', { name: t('study.club.start', { count: 1 }) }));
  expect((await screen.findByRole('alert')).textContent).toContain(t('app.partFailed'));
  expect(family).toHaveProperty('checked', true);
  fetches.failing = false;
  await user.click(screen.getByRole('button', { name: t('app.retry') }));
  expect(await screen.findByRole('heading', { name: new RegExp(`^${t('study.club.boardOf', { number: 1, total: 1 })}: `) }, { timeout: 10_000 })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
}, 20_000);
