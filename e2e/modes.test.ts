// The two modes on top of the quiz, in real Chromium: self-study records a board in the
// browser's storage; a club evening's projector window follows the presenter's window (and the
// presenter follows keys pressed on the projector). Texts come from the real catalogues.
import type { Browser, Page } from 'playwright-core';
import { makeTranslator } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { PROGRESS_KEY } from '@/lib/progress/localStore';
import { baseUrl, launchChromium } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const prefix = (l: Locale) => (l === 'en' ? '' : `/${l}`);

describe.each(['en', 'sv'] as const)('%s', (locale) => {
  const t = makeTranslator(locale);

  test('study: play one board, the answer is recorded and shown in the progress', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${baseUrl()}${prefix(locale)}/study`);
    await page.getByRole('button', { name: t('study.page.start') }).click();
    await page.getByRole('button', { name: t('controls.last') }).click();
    await page.getByRole('heading', { name: t('quiz.predictHeading') }).waitFor();
    // Whatever the learner answers is recorded; "established" leaves out the penalty-card question.
    await page.getByRole('radio', { name: t('quiz.statusEstablished') }).check();
    await page.getByRole('radio', { name: t('quiz.transferNone') }).check();
    await page.getByRole('button', { name: t('quiz.submit') }).click();
    const verdict = page.getByText(t('quiz.allRight')).or(page.getByText(t('quiz.someWrong')));
    await verdict.waitFor();
    const solved = (await verdict.innerText()) === t('quiz.allRight');
    await page.getByText(solved ? t('study.session.ratedGood') : t('study.session.ratedAgain')).waitFor();

    const saved = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { answers: { source: string; right: boolean }[] }, PROGRESS_KEY);
    // One record per answer, with source 'study' (lib/progress/answers.ts).
    expect(saved.answers.length).toBeGreaterThan(0);
    expect(saved.answers.every((a) => a.source === 'study')).toBe(true);
    expect(saved.answers.every((a) => a.right)).toBe(solved);

    await page.getByRole('button', { name: t('study.session.end') }).click();
    const progress = page.getByRole('region', { name: t('study.progress.heading') });
    expect(await progress.locator('dd').first().innerText()).toBe('1');
    await page.reload();
    expect(await page.getByRole('region', { name: t('study.progress.heading') }).locator('dd').first().innerText()).toBe('1');
    await page.close();
  });

  test('club: the projector window follows the presenter, and the presenter follows keys on the projector', async () => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const presenter = await context.newPage();
    await presenter.goto(`${baseUrl()}${prefix(locale)}/club`);
    const screen: Page = await context.newPage();
    await screen.goto(`${baseUrl()}${prefix(locale)}/club/screen`);
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
