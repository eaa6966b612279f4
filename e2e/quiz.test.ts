// In each language: open a scenario, step through the play, answer, check the explanation and
// the score. Swedish is done with the keyboard only. Expected texts come from the engine and the
// real catalogues, so the test checks what the learner should see, not a copy of it.
import type { Browser, Page } from 'playwright-core';
import type { CaseFile } from '@/lib/engine';
import { ruleCase } from '@/lib/engine';
import { replayCase } from '@/lib/engine';
import { makeTranslator } from '@/lib/i18n/messages';
import { formatLaw } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { sideOf, type Edition } from '@/lib/engine';
import type { FamilyName } from '@/lib/generator/familyNames';
import { buildFrames, expectedAnswers, targetRevoke, STATUS_ANSWERS, TRANSFER_ANSWERS } from '@/components/quiz/model';
import { baseUrl, launchChromium } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const FAMILY: FamilyName = 'established-partner-plays';
const prefix = (l: Locale) => (l === 'en' ? '' : `/${l}`);

/** The case the page plays, as the server dealt it (the page's own props). */
const pageCase = async (page: Page): Promise<CaseFile> =>
  page.evaluate(() => (window as unknown as { __NEXT_DATA__: { props: { pageProps: { caseFile: CaseFile } } } }).__NEXT_DATA__.props.pageProps.caseFile);

/** What the engine says about the board on the page, and the texts the learner should see. */
const board = (locale: Locale, caseFile: CaseFile, edition: Edition) => {
  const c = { ok: true, value: caseFile } as const;
  const r = ruleCase(c.value);
  if (!r.ok) throw new Error(r.error.message);
  const frames = buildFrames(c.value, replayCase);
  if (!frames.ok) throw new Error(frames.error.message);
  const revoke = targetRevoke(c.value, r.value);
  if (!revoke) throw new Error('no revoke');
  const t = makeTranslator(locale);
  const side = t(sideOf(c.value.declarer) === 'NS' ? 'table.sideNS' : 'table.sideEW');
  const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
  const tricks = r.value.tricks!.declarer;
  const score = r.value.score!.declarer;
  return {
    caseFile: c.value,
    ruling: r.value,
    expected: expectedAnswers(revoke),
    t,
    laws: [...new Set(r.value.steps.map((s) => formatLaw(s.law, locale, edition)))],
    asPlayed: t('quiz.scoreLine', { side, count: tricks.won, score: signed(score.won) }),
    final: t('quiz.scoreLine', { side, count: tricks.final, score: signed(score.final) }),
  };
};

const text = (page: Page, selector: string) => page.locator(selector).innerText();

/** Commits the engine's answers: status, transfer, and the penalty card where that is asked. */
const answerRight = async (page: Page, b: ReturnType<typeof board>) => {
  const { t, expected } = b;
  const statusKey = { established: 'statusEstablished', corrected: 'statusCorrected', 'trick12-corrected': 'statusTrick12' } as const;
  await page.getByRole('radio', { name: t(`quiz.${statusKey[expected.status!]}`) }).check();
  const transfer = expected.transfer!;
  await page.getByRole('radio', { name: transfer === 'none' ? t('quiz.transferNone') : t('quiz.transferCount', { count: Number(transfer) }), exact: true }).check();
  if (expected.penalty !== undefined) {
    await page.getByRole('radio', { name: t(expected.penalty === 'major' ? 'quiz.penaltyYes' : 'quiz.penaltyNo') }).check();
  }
  await page.getByRole('button', { name: t('quiz.submit') }).click();
};

describe.each(['en', 'de'] as const)('%s with the mouse', (locale) => {
  test('scenario list → random board → step, predict right, explanation, score', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const t = makeTranslator(locale);
    await page.goto(`${baseUrl()}${prefix(locale)}/scenarios`);
    const title = t(`families.${FAMILY}.title`);
    await page.getByRole('button', { name: t('scenarios.playFamily', { family: title }) }).click();
    await page.waitForURL(new RegExp(`/scenarios/${FAMILY}/2017/\\d+$`));
    await page.reload(); // client-side navigation leaves the list page's data in __NEXT_DATA__; the URL alone must be enough
    const b = board(locale, await pageCase(page), '2017');

    await page.getByRole('button', { name: t('controls.forward') }).click();
    await page.getByRole('button', { name: t('controls.forward') }).click();
    expect(await text(page, '.controls__position')).toBe(t('controls.position', { n: 2, total: b.caseFile.timeline.length }));
    await page.getByRole('button', { name: t('controls.last') }).click();
    await page.getByRole('heading', { name: t('quiz.predictHeading') }).waitFor();

    await answerRight(page, b);
    await page.getByText(t('quiz.allRight')).waitFor();

    await page.getByRole('button', { name: t('quiz.allSteps') }).click();
    const explanation = await text(page, '.explanation');
    for (const law of b.laws) expect(explanation).toContain(law);

    await page.getByRole('button', { name: t('controls.last') }).click();
    const score = await text(page, '.score');
    expect(score).toContain(b.asPlayed);
    expect(score).toContain(b.final);
    await page.close();
  });
});

describe('sv with the keyboard only', () => {
  /** Press Tab until the focused element satisfies `test`; fails after 120 presses. */
  const tabTo = async (page: Page, test: (el: { label: string; tag: string; name: string; text: string }) => boolean) => {
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      const el = await page.evaluate(() => {
        const a = document.activeElement as HTMLElement | null;
        return { label: a?.getAttribute('aria-label') ?? '', tag: a?.tagName ?? '', name: (a as HTMLInputElement | null)?.name ?? '', text: a?.textContent ?? '' };
      });
      if (test(el)) return;
    }
    throw new Error('focus never reached the element');
  };

  test('step with arrow keys, answer with Tab/arrows/Space, read the steps and the score', async () => {
    const locale = 'sv';
    const seed = 1;
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${baseUrl()}/sv/scenarios/${FAMILY}/2017/${seed}`);
    const b = board(locale, await pageCase(page), '2017');
    const t = b.t;
    await tabTo(page, (el) => el.label === t('controls.forward'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await text(page, '.controls__position')).toBe(t('controls.position', { n: 3, total: b.caseFile.timeline.length }));
    expect(await text(page, '.controls__action')).toMatch(/^(Nord|Öst|Syd|Väst) spelar [♠♥♦♣]/);
    await page.keyboard.press('End');
    await page.getByRole('heading', { name: t('quiz.predictHeading') }).waitFor();

    await tabTo(page, (el) => el.name === 'status');
    await page.keyboard.press('Space');
    for (let i = 0; i < STATUS_ANSWERS.indexOf(b.expected.status!); i++) await page.keyboard.press('ArrowDown');
    await tabTo(page, (el) => el.name === 'transfer');
    await page.keyboard.press('Space');
    for (let i = 0; i < TRANSFER_ANSWERS.indexOf(b.expected.transfer!); i++) await page.keyboard.press('ArrowDown');
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === t('quiz.submit'));
    await page.keyboard.press('Enter');
    await page.getByText(t('quiz.allRight')).waitFor();

    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === t('quiz.allSteps'));
    await page.keyboard.press('Enter');
    const explanation = await text(page, '.explanation');
    for (const law of b.laws) expect(explanation).toContain(law);
    expect(explanation).toContain('lag 63A1 (2017)');

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('End');
    const score = await text(page, '.score');
    expect(score).toContain(b.asPlayed);
    expect(score).toContain(b.final);
    await page.close();
  });
});

test('a wrong answer is told why (de), and the language switch keeps the board', async () => {
  const seed = 1;
  const t = makeTranslator('de');
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto(`${baseUrl()}/scenarios/${FAMILY}/2017/${seed}`);
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await page.waitForURL(new RegExp(`/de/scenarios/${FAMILY}/2017/${seed}$`));
  await page.getByRole('button', { name: t('controls.last') }).click();
  await page.getByRole('radio', { name: t('quiz.statusCorrected') }).check();
  await page.getByRole('radio', { name: t('quiz.transferNone') }).check();
  await page.getByRole('radio', { name: t('quiz.penaltyYes') }).check();
  await page.getByRole('button', { name: t('quiz.submit') }).click();
  const feedback = await text(page, '.feedback');
  expect(feedback).toContain(t('quiz.someWrong'));
  expect(feedback).toContain('Es war schon vollendet');
  expect(feedback).toMatch(/§ 63 A1 TBR \(2017\)/);
  await page.close();
});

test('a case file the engine rejects gets a clear message, and the text stays', async () => {
  const t = makeTranslator('en');
  const page = await browser.newPage();
  await page.goto(`${baseUrl()}/case`);
  const bad = JSON.stringify({ format: 'revoke-case/1', edition: '2017', deal: 'N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876', contract: '4S', declarer: 'S', vulnerable: 'None', timeline: [{ play: 'SA' }] });
  await page.getByLabel(t('case.paste')).fill(bad);
  await page.getByRole('button', { name: t('case.open') }).click();
  const alert = await page.locator('.problem[role=alert]').innerText();
  expect(alert).toContain(t('case.rejected'));
  expect(alert).toContain(t('case.errorAction', { index: 0 }));
  expect(alert).toMatch(/Error: [a-z-]+/);
  expect(await page.getByLabel(t('case.paste')).inputValue()).toBe(bad);
  await page.close();
});

test('a mystery board hides its teaching point until the prediction is committed (sv)', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const t = makeTranslator('sv');
  await page.goto(`${baseUrl()}/sv/scenarios`);
  await page.getByRole('button', { name: t('scenarios.mystery', { level: '1' }) }).click();
  await page.waitForURL(/\/scenarios\/[a-z0-9-]+\/2017\/\d+\?blind=1$/);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: t('scenarios.mysteryTitle') }).waitFor();
  const family = new URL(page.url()).pathname.split('/')[3];
  const familyTitle = t(`families.${family}.title`);
  expect(await page.getByText(familyTitle).count()).toBe(0);
  const b = board('sv', await pageCase(page), '2017');
  await page.getByRole('button', { name: t('controls.last') }).click();
  await page.getByRole('heading', { name: t('quiz.predictHeading') }).waitFor();
  await answerRight(page, b);
  await page.getByRole('heading', { level: 1, name: familyTitle }).waitFor();
  await page.getByText(t('scenarios.mysteryRevealed', { family: familyTitle }), { exact: false }).waitFor();
  await page.close();
});
