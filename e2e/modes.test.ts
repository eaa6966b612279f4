// The single-room club evening in real Chromium: the projector window follows the presenter's
// window, and the presenter follows keys pressed on the projector. Texts come from the real
// catalogues. (Self-study's answers through the two-pause quiz are e2e/study.test.ts's.)
import type { Page } from 'playwright-core';
import { makeTranslator } from '@/lib/i18n/messages';
import { baseUrl, sharedBrowser, localePrefix } from './browser';

const browser = sharedBrowser();


describe.each(['en', 'sv'] as const)('%s', (locale) => {
  const t = makeTranslator(locale);

  test('club: a projector window opened first, or kept open while the presenter reloads, is seen as connected', async () => {
    const context = await browser().newContext({ viewport: { width: 1920, height: 1080 } });
    const screen = await context.newPage();
    await screen.goto(`${baseUrl()}${localePrefix(locale)}/club/screen`);
    await screen.locator('main').first().waitFor({ state: 'attached' });
    await screen.waitForLoadState('load');
    const presenter = await context.newPage();
    await presenter.goto(`${baseUrl()}${localePrefix(locale)}/club`);
    await presenter.getByText(t('study.club.screenConnected')).waitFor();
    await presenter.reload();
    await presenter.getByText(t('study.club.screenConnected')).waitFor();
    await context.close();
  });

  test('club: the projector window follows the presenter, and the presenter follows keys on the projector', async () => {
    const context = await browser().newContext({ viewport: { width: 1920, height: 1080 } });
    const presenter = await context.newPage();
    await presenter.goto(`${baseUrl()}${localePrefix(locale)}/club`);
    const screen: Page = await context.newPage();
    await screen.goto(`${baseUrl()}${localePrefix(locale)}/club/screen`);
    await screen.getByText(t('study.club.waitingStart')).waitFor();
    await presenter.getByText(t('study.club.screenConnected')).waitFor();

    const boxes = presenter.locator('main input[type=checkbox]');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await presenter.getByRole('button', { name: t('study.club.start', { count: 2 }) }).click();

    await screen.getByText(t('study.club.boardOf', { number: 1, total: 2 })).waitFor();
    await screen.getByRole('heading', { name: t('study.club.questionStatus') }).waitFor();

    await presenter.getByRole('button', { name: `${t('study.club.next')} →` }).click();
    await screen.getByRole('heading', { name: t('study.club.questionTransfer') }).waitFor();

    // The room's votes appear on the screen as bars with their counts.
    await presenter.getByRole('spinbutton', { name: t('study.club.answerTransfer', { answer: '1' }) }).fill('7');
    await screen.getByLabel(t('study.club.hands', { count: 7 })).waitFor();

    // R pressed on the projector reveals, in both windows.
    await screen.keyboard.press('r');
    await screen.getByText(t('study.club.rightAnswer')).first().waitFor();
    await presenter.getByText(t('study.club.nowShowing', { what: t('study.club.phaseReveal') })).waitFor();

    // Enter leaves the vote field; then the arrow key drives the evening again.
    await presenter.keyboard.press('Enter');
    await presenter.keyboard.press('ArrowRight');
    await screen.getByRole('heading', { name: new RegExp(t('study.club.ruling')) }).waitFor();
    await screen.locator('[aria-current=step]').waitFor();
    await context.close();
  });
});
