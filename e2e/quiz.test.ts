// The quiz in real Chromium, in sv, en and de: a board at its two pauses (the attention, then the
// end of play), answered right and wrong at each, graded against the engine's ruling; titles that
// name the situation until answered; scenario addresses (404s, the old form, a family only in
// other editions); Copy link. Expected texts come from the engine, lib/quiz and the real
// catalogues, so the test checks what the learner should see, not a copy of it.
import type { Page } from 'playwright-core';
import { ruleCase, type Edition } from '@/lib/engine';
import { generateScenario, type FamilyName } from '@/lib/generator';
import { questionsFor, stagesOf, type Question } from '@/lib/quiz';
import { makeTranslator } from '@/lib/i18n/messages';
import { baseUrl, sharedBrowser, localePrefix } from './browser';
import { answerLabel } from './answerLabels';

const browser = sharedBrowser();

const FAMILY: FamilyName = 'established-offender-leads';
const EDITION: Edition = '2017';
const SEED = 2;

/** The board the page deals from its address, as lib/quiz asks it. */
const boardOf = (family: FamilyName, edition: Edition, seed: number) => {
  const g = generateScenario(family, seed, edition);
  if (!g.ok) throw new Error(g.error.message);
  const r = ruleCase(g.value);
  if (!r.ok) throw new Error(r.error.message);
  const questions = questionsFor(g.value, r.value);
  return { caseFile: g.value, ruling: r.value, questions, stages: stagesOf(questions) };
};

const wrongOption = (q: Question): string => q.options.find((o) => o !== q.answer)!;

/** Answers one pause's form: right or wrong, then checks the verdict the page gives. */
const answer = async (page: Page, t: ReturnType<typeof makeTranslator>, q: Question, right: boolean) => {
  const chosen = right ? q.answer : wrongOption(q);
  await page.getByRole('radio', { name: answerLabel(t, q, chosen), exact: true }).check();
  await page.getByRole('button', { name: t('quiz.submit') }).click();
  const item = page.locator('.feedback__list li').last();
  await item.waitFor();
  const text = await item.innerText();
  expect(text).toContain(t(right ? 'quiz.right' : 'quiz.wrong'));
  expect(text).toContain(t('quiz.yourAnswer', { answer: answerLabel(t, q, chosen) }));
  if (!right) expect(text).toContain(t('quiz.rightAnswer', { answer: answerLabel(t, q, q.answer) }));
};

const position = (page: Page) => page.locator('.controls__position').innerText();

describe.each([
  ['en', true, false],
  ['sv', false, true],
  ['de', true, false],
  ['de', false, true],
  ['sv', true, true],
  ['en', false, false],
] as const)('%s: status answered %s, transfer answered %s', (locale, statusRight, transferRight) => {
  test('two pauses, graded against the ruling; the title names the ruling only afterwards', async () => {
    const t = makeTranslator(locale);
    const b = boardOf(FAMILY, EDITION, SEED);
    const [first, second] = b.stages;
    expect(first.questions.map((q) => q.ask)).toEqual(['status']);
    expect(second.questions.map((q) => q.ask)).toEqual(['transfer']);
    expect(second.askedAt).toBe(b.caseFile.timeline.length);
    const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${baseUrl()}${localePrefix(locale)}/scenarios/${FAMILY}/${EDITION}?seed=${SEED}`);
    await page.getByRole('heading', { level: 1, name: t(`families.${FAMILY}.title`) }).waitFor();
    expect(await page.getByText(t(`families.${FAMILY}.answered`), { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: t('controls.last') }).click();
    await page.getByRole('heading', { name: t('quiz.predictHeading') }).waitFor();
    expect(await position(page)).toBe(t('controls.position', { n: first.askedAt, total: b.caseFile.timeline.length }));
    // Mid-play: the transfer is not asked yet.
    expect(await page.getByRole('group', { name: t('quiz.transferLegend') }).count()).toBe(0);
    await answer(page, t, first.questions[0], statusRight);
    await page.getByText(t('quiz.playToEnd')).waitFor();

    await page.getByRole('button', { name: t('controls.last') }).click();
    await page.getByRole('group', { name: t('quiz.transferLegend') }).waitFor();
    expect(await position(page)).toBe(t('controls.position', { n: second.askedAt, total: b.caseFile.timeline.length }));
    await answer(page, t, second.questions[0], transferRight);
    await page.getByText(t(statusRight && transferRight ? 'quiz.allRight' : 'quiz.someWrong')).waitFor();

    await page.getByRole('heading', { level: 1, name: t(`families.${FAMILY}.answered`) }).waitFor();
    await page.getByRole('button', { name: t('quiz.allSteps') }).click();
    const steps = await page.locator('.explanation__steps > li').allInnerTexts();
    expect(steps.length).toBe(b.ruling.steps.length);
    for (const s of steps) expect(s[0]).toBe(s[0].toLocaleUpperCase());
    await page.locator('.score').waitFor();
    await page.close();
  });
});

describe('scenario addresses', () => {
  test.each([
    ['sv', '/scenarios/no-such-family/2017'],
    ['de', '/scenarios/established-partner-plays/2018'],
    ['en', '/scenarios/established-partner-plays/2017/12x'],
    ['sv', '/scenarios/no-such-family/2017/3'],
  ] as const)('%s %s is a 404', async (locale, path) => {
    const page = await browser().newPage();
    const response = await page.goto(`${baseUrl()}${localePrefix(locale)}${path}`);
    expect(response?.status()).toBe(404);
    // Next renders the 404 of a prerendered route's unknown path in the default locale (not
    // the reader's) whatever this page does; the server-checked old addresses get the reader's.
    const titles = (['en', 'sv', 'de'] as const).map((l) => makeTranslator(l)('app.notFound'));
    expect(titles).toContain(await page.getByRole('heading', { level: 1 }).innerText());
    if (path.split('/').length === 5) await page.getByRole('heading', { level: 1, name: makeTranslator(locale)('app.notFound') }).waitFor();
    await page.close();
  });

  test('a malformed seed says so in the reader\'s language (sv)', async () => {
    const t = makeTranslator('sv');
    const page = await browser().newPage();
    await page.goto(`${baseUrl()}/sv/scenarios/${FAMILY}/2017?seed=abc`);
    await page.getByText(t('scenarios.badSeed', { seed: 'abc' })).waitFor();
    await page.close();
  });

  test('the older address with the seed in the path lands on the same board', async () => {
    const page = await browser().newPage();
    await page.goto(`${baseUrl()}/de/scenarios/${FAMILY}/2017/${SEED}`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/de/scenarios/${FAMILY}/2017?seed=${SEED}`);
    await page.close();
  });

  test('a family only in other editions says which to switch to (en)', async () => {
    const t = makeTranslator('en');
    const page = await browser().newPage();
    await page.goto(`${baseUrl()}/scenarios/illegal-question-1997-63b/2017`);
    await page.getByRole('link', { name: t('scenarios.switchEdition', { edition: t('settings.editionOption', { edition: '1997' }) }) }).click();
    await page.waitForURL(/\/scenarios\/illegal-question-1997-63b\/1997\?seed=\d+$/);
    await page.close();
  });

  test('Copy link copies the address and stays on the page', async () => {
    const t = makeTranslator('en');
    const context = await browser().newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/scenarios/${FAMILY}/2017?seed=${SEED}`);
    await page.getByRole('button', { name: t('scenarios.copyLink') }).click();
    await page.getByText(t('scenarios.linkCopied')).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/scenarios/${FAMILY}/2017?seed=${SEED}`);
    await context.close();
  });

  test('without a seed a board is dealt and its seed put in the address', async () => {
    const page = await browser().newPage();
    await page.goto(`${baseUrl()}/scenarios/${FAMILY}/2017`);
    await page.waitForURL(new RegExp(`/scenarios/${FAMILY}/2017\\?seed=\\d+$`));
    await page.locator('.player').waitFor();
    await page.close();
  });
});
