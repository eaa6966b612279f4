// Screenshots and measurements of the screens issue 15 asks about, in sv/en/de at phone (390×844)
// and projector (1920×1080) size, into ./screenshots/ (gitignored), to look at before calling a
// screen done. Viewport shots show what is in view without scrolling; the figures printed beside
// them (one JSON line per screen) say what a picture can hide: header height, the prediction's
// bottom edge, the table's move after answering, the keyboard hint on a touch screen.
// Run against a running production server: E2E_BASE_URL=http://127.0.0.1:3216 npx tsx e2e/screenshots.ts
// SHOT_LOCALES=sv,de and SHOT_SIZES=phone narrow it down.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { makeTranslator } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { baseUrl, launchChromium, localePrefix } from './browser';

const OUT = join(process.cwd(), 'screenshots');
const SIZES = { phone: { width: 390, height: 844 }, projector: { width: 1920, height: 1080 } } as const;
type Size = keyof typeof SIZES;
const LOCALES = (process.env.SHOT_LOCALES?.split(',') ?? ['sv', 'en', 'de']) as Locale[];
const SIZE_LIST = (process.env.SHOT_SIZES?.split(',') ?? ['phone', 'projector']) as Size[];
const BOARD = process.env.SHOT_BOARD ?? '/scenarios/established-partner-plays/2017';
const PENALTY_BOARD = '/scenarios/corrected-defender-penalty-card/2017';

const report = (name: string, facts: Record<string, unknown>) => console.log(JSON.stringify({ name, ...facts }));

const shoot = async (page: Page, name: string, fullPage = false) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(OUT, `${name}.png`), fullPage });
};

/** Every question of the current stage answered with its first option, then submitted. */
const answer = async (page: Page, t: ReturnType<typeof makeTranslator>) => {
  for (const group of await page.locator('.prediction fieldset').all()) await group.getByRole('radio').first().check();
  await page.getByRole('button', { name: t('quiz.submit') }).click();
};

/** On to the end of play, answering every question met on the way (at most `stages` of them). */
const playOn = async (page: Page, t: ReturnType<typeof makeTranslator>, stages = 3) => {
  for (let i = 0; i < stages; i++) {
    const jump = page.getByRole('button', { name: t('controls.last') });
    if (await jump.isEnabled()) await jump.click();
    await page.waitForTimeout(300);
    if (!(await page.locator('.prediction').count())) break;
    await answer(page, t);
    await page.waitForTimeout(300);
  }
};

const box = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right), height: Math.round(r.height) };
});

const screens = async (browser: Browser, l: Locale, size: Size) => {
  const t = makeTranslator(l);
  const tag = `${l}-${size}`;
  const context = await browser.newContext({ viewport: SIZES[size], reducedMotion: 'reduce', serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  const page = await context.newPage();

  // Home: the header on one line.
  await page.goto(`${baseUrl()}${localePrefix(l)}/`);
  await shoot(page, `${tag}-home`);
  const header = await box(page, '.site-header');
  const tops = await page.locator('.site-header > *:not(.skip-link)').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  report(`${tag}-home`, { headerHeight: header.height, childTops: tops });
  if (size === 'phone') {
    await page.getByRole('button', { name: t('header.menu') }).click();
    await shoot(page, `${tag}-menu`);
    await page.getByRole('button', { name: t('header.menu') }).click();
  }
  await page.locator('details.langs > summary').click();
  await shoot(page, `${tag}-langs`);

  // A board at its prediction, after answering, in its steps.
  await page.goto(`${baseUrl()}${localePrefix(l)}${BOARD}`);
  await page.getByRole('button', { name: t('controls.last') }).click();
  await page.getByRole('heading', { name: t('quiz.predictHeading') }).waitFor();
  await page.waitForTimeout(600);
  await shoot(page, `${tag}-predict`);
  const submit = await box(page, '.prediction button[type=submit]');
  const tableBefore = await box(page, '.player__table');
  const scrollBefore = await page.evaluate(() => window.scrollY);
  report(`${tag}-predict`, { viewport: SIZES[size].height, submitBottom: submit.bottom, submitInView: submit.bottom <= SIZES[size].height, table: tableBefore, scrollY: scrollBefore, pageHeight: await page.evaluate(() => document.documentElement.scrollHeight) });
  await answer(page, t);
  await page.getByText(t('quiz.allRight')).or(page.getByText(t('quiz.someWrong'))).first().waitFor();
  await page.waitForTimeout(600);
  const tableAfter = await box(page, '.player__table');
  report(`${tag}-answered`, { tableTopMoved: tableAfter.top - tableBefore.top, scrollY: await page.evaluate(() => window.scrollY) });
  await shoot(page, `${tag}-answered`);
  // Further stages, then the explanation: a few steps, the page scrolled to the steps.
  await playOn(page, t);
  const next = page.getByRole('button', { name: t('quiz.nextStep') });
  for (let i = 0; i < 3 && (await next.count()) && (await next.isEnabled()); i++) await next.click();
  await page.locator('.explanation__steps li.is-active').last().scrollIntoViewIfNeeded();
  await shoot(page, `${tag}-steps`);
  const controls = await box(page, '.controls');
  report(`${tag}-steps`, { controlsTop: controls.top, controlsInView: controls.top >= 0 && controls.bottom <= SIZES[size].height });
  // Highlighted cards and their neighbours, close up.
  const lit = page.locator('.card.is-highlighted');
  if (await lit.count()) {
    await lit.first().scrollIntoViewIfNeeded();
    await page.locator('.player__table').screenshot({ path: join(OUT, `${tag}-highlight.png`) });
  }
  // Copy link.
  const copy = page.getByRole('button', { name: t('scenarios.copyLink') });
  if (await copy.count()) {
    const before = page.url();
    await copy.click();
    await page.waitForTimeout(300);
    report(`${tag}-copy`, { urlUnchanged: page.url() === before, clipboard: await page.evaluate(() => navigator.clipboard.readText()).catch((e: unknown) => String(e)) });
  }

  // A penalty card on the table.
  await page.goto(`${baseUrl()}${localePrefix(l)}${PENALTY_BOARD}`);
  await page.getByRole('button', { name: t('controls.last') }).click();
  // Status and penalty card asked one after the other: "must be corrected", then "a penalty card".
  for (let i = 0; i < 3 && (await page.locator('.prediction').count()); i++) {
    for (const group of await page.locator('.prediction fieldset').all()) {
      const wanted = group.getByRole('radio', { name: t('quiz.statusCorrected') }).or(group.getByRole('radio', { name: t('quiz.penaltyYes') }));
      await ((await wanted.count()) ? wanted.first() : group.getByRole('radio').first()).check();
    }
    await page.getByRole('button', { name: t('quiz.submit') }).click();
    await page.waitForTimeout(300);
  }
  const penalty = page.locator('.seat__penalty');
  const forward = page.getByRole('button', { name: t('controls.forward') });
  for (let i = 0; i < 8 && !(await penalty.count()) && (await forward.isEnabled()); i++) {
    await forward.click();
    await page.waitForTimeout(200);
  }
  if (await penalty.count()) {
    await penalty.first().scrollIntoViewIfNeeded();
    report(`${tag}-penalty`, { text: await penalty.first().innerText() });
  }
  await shoot(page, `${tag}-penalty`);

  // Larger text.
  await page.evaluate(() => window.localStorage.setItem('revoke-trainer.settings', JSON.stringify({ textSize: 'larger' })));
  await page.goto(`${baseUrl()}${localePrefix(l)}${BOARD}`);
  await page.getByRole('button', { name: t('controls.last') }).click();
  await page.getByRole('heading', { name: t('quiz.predictHeading') }).waitFor();
  await shoot(page, `${tag}-larger`);
  const submitLarge = await box(page, '.prediction button[type=submit]');
  report(`${tag}-larger`, { submitBottom: submitLarge.bottom, submitInView: submitLarge.bottom <= SIZES[size].height });
  await page.evaluate(() => window.localStorage.removeItem('revoke-trainer.settings'));

  // /case: the page, the example opened, a rejected file, a paste over 1 MB.
  await page.goto(`${baseUrl()}${localePrefix(l)}/case`);
  await shoot(page, `${tag}-case`, true);
  await page.getByRole('button', { name: t('case.example') }).click();
  await page.getByRole('region', { name: /./ }).first().waitFor();
  await shoot(page, `${tag}-case-example`);
  // A card played that its player does not hold (West cannot have the ace of spades).
  await page.getByRole('textbox', { name: t('case.paste') }).fill('{"format":"revoke-case/1","edition":"2017","deal":"N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876","contract":"4S","declarer":"S","vulnerable":"None","timeline":[{"play":"SA"}]}');
  await page.getByRole('button', { name: t('case.open'), exact: true }).click();
  await page.getByText(t('case.rejected')).waitFor();
  await page.getByText(t('case.rejected')).scrollIntoViewIfNeeded();
  await shoot(page, `${tag}-case-error`);
  report(`${tag}-case-error`, { alert: await page.getByRole('alert').first().innerText() });
  await page.getByRole('textbox', { name: t('case.paste') }).evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'x'.repeat(3 * 1024 * 1024));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  report(`${tag}-case-large`, { alert: await page.getByRole('alert').first().innerText() });

  // Not found under the language's prefix.
  await page.goto(`${baseUrl()}${localePrefix(l)}/scenarios/no-such-family/2017`);
  await page.getByRole('heading', { level: 1, name: t('app.notFound') }).waitFor();
  await shoot(page, `${tag}-404`);
  await context.close();

  // A touch screen: no keyboard hint.
  const touch = await browser.newContext({ viewport: SIZES[size], hasTouch: true, isMobile: size === 'phone', serviceWorkers: 'block' });
  const tp = await touch.newPage();
  await tp.goto(`${baseUrl()}${localePrefix(l)}${BOARD}`);
  await tp.locator('.controls').waitFor();
  report(`${tag}-touch`, { keysShown: await tp.locator('.controls__keys').isVisible() });
  await touch.close();
};

const main = async () => {
  mkdirSync(OUT, { recursive: true });
  const browser = await launchChromium();
  try {
    for (const size of SIZE_LIST) for (const l of LOCALES) await screens(browser, l, size);
  } finally {
    await browser.close();
  }
};

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
