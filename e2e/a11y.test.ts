// Accessibility: axe-core (WCAG 2.2 A and AA rules) finds no violation on any page, in sv, en and
// de, at phone (390×844) and projector (1920×1080) size; a board is checked at its prediction and
// after the answer, and the header's menus open.
// Time: one browser for the file, each page in a context of its own, several at once (the tests of
// a describe run concurrently), each page opened once and checked at both sizes, the window resized
// between the checks (as a tablet turned or a window moved to the projector): the file took 247 s
// so, 340 s opening each page at each size (one after the other on one loaded machine). Which size
// a page opens at alternates with the language, so each page is also checked as opened at each
// size. The home page's test also opens its menus, /case's also opens and rejects a case, and axe
// runs in the page itself (legacy mode: our pages have no cross-origin frame, so its second blank
// page per check was pure cost, 17 s against 10 s for eight pages, measured).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import { makeTranslator } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { baseUrl, sharedBrowser, localePrefix } from './browser';

const browser = sharedBrowser();

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
// '/' and '/case' are checked by their own tests below, with more states of the page.
// The club's windows in a running evening (presenter, room screen, phones) are checked in
// e2e/club.test.ts; here each window as it first opens.
const PAGES = ['/learn', '/learn/what-is-a-revoke', '/learn/chart', '/scenarios', '/study', '/study/exam', '/club', '/club/screen', '/club/live', '/club/room', '/join', '/join/ACDEF', '/offline', '/no-such-page', '/scenarios/no-such-family/2017'];
const SIZES = { phone: { width: 390, height: 844 }, projector: { width: 1920, height: 1080 } } as const;
type Size = keyof typeof SIZES;
const OPENED_AT: Record<Locale, Size> = { sv: 'phone', en: 'projector', de: 'phone' };
const other = (size: Size): Size => (size === 'phone' ? 'projector' : 'phone');

/** The violations, one line each, so a failure names the rule and the elements. */
const violations = async (page: Page): Promise<string[]> => {
  const r = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};

const open = async (locale: Locale, size: Size, path: string): Promise<Page> => {
  // axe-core needs pages of a context of their own.
  const context = await browser().newContext({ viewport: SIZES[size], serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${localePrefix(locale)}${path === '/' && locale !== 'en' ? '' : path}`);
  // Attached, not visible: the projector screen keeps its main hidden until the presenter connects.
  await page.locator('main').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('load');
  // A not-found page shows once it is in the address's language (pages/404.tsx).
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-locale-pending'));
  return page;
};

/** The window at a size (the page sees the new width), laid out again (two frames) before the next check. */
const resize = async (page: Page, size: Size): Promise<void> => {
  await page.setViewportSize(SIZES[size]);
  await page.waitForFunction((width) => window.innerWidth === width, SIZES[size].width);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
};

describe.concurrent.each(['sv', 'en', 'de'] as const)('%s', (locale) => {
  const t = makeTranslator(locale);
  const first = OPENED_AT[locale];
  const second = other(first);
  /** The page as it stands, at the size it is, then at the other: the failure names the size. */
  const checkBoth = async (page: Page, now: Size, expect: ExpectStatic): Promise<Size> => {
    expect(await violations(page), now).toEqual([]);
    await resize(page, other(now));
    expect(await violations(page), other(now)).toEqual([]);
    return other(now);
  };

  test.for(PAGES)(`%s, opened at ${first} size, then at ${second}`, async (path, { expect }) => {
    const page = await open(locale, first, path);
    await checkBoth(page, first, expect);
    await page.context().close();
  });

  test('the home page, and the header with its menus open', async ({ expect }) => {
    // The menus are opened at each size on a page opened at that size (a resize with a menu open
    // would check a state no one reaches by opening it).
    for (const size of [first, second]) {
      const page = await open(locale, size, '/');
      expect(await violations(page), size).toEqual([]);
      if (size === 'phone') await page.getByRole('button', { name: t('header.menu') }).click();
      await page.locator('details.langs > summary').click();
      expect(await violations(page), size).toEqual([]);
      await page.locator('details.settings > summary').click();
      expect(await violations(page), size).toEqual([]);
      await page.context().close();
    }
  });

  test('a board at its prediction and after answering', async ({ expect }) => {
    const page = await open(locale, first, '/scenarios/established-partner-plays/2017');
    await page.getByRole('button', { name: t('controls.last') }).click();
    await page.getByRole('heading', { name: t('quiz.predictHeading') }).waitFor();
    const now = await checkBoth(page, first, expect);
    // Any answer: the first choice of every question asked.
    for (const group of await page.locator('.prediction fieldset').all()) await group.getByRole('radio').first().check();
    await page.getByRole('button', { name: t('quiz.submit') }).click();
    await page.getByText(t('quiz.allRight')).or(page.getByText(t('quiz.someWrong'))).first().waitFor();
    await checkBoth(page, now, expect);
    await page.context().close();
  });

  test('/case empty, with a case opened, and with one rejected', async ({ expect }) => {
    const page = await open(locale, first, '/case');
    let now = await checkBoth(page, first, expect);
    await page.getByRole('button', { name: t('case.example') }).click();
    await page.getByRole('region', { name: /./ }).first().waitFor();
    now = await checkBoth(page, now, expect);
    await page.getByRole('textbox', { name: t('case.paste') }).fill('{');
    await page.getByRole('button', { name: t('case.open'), exact: true }).click();
    await page.getByText(t('case.rejected')).waitFor();
    await checkBoth(page, now, expect);
    await page.context().close();
  });
});
