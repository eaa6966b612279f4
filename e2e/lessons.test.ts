// The course in real Chromium: a lesson at its address in sv, en and de, its diagram drawn and
// its worked-example board played to both pauses and answered right; the old Swedish and German
// addresses forward (keeping the #section); the lesson runs under a CSP without 'unsafe-eval'
// (compiled at build time); the decision chart fits a 1920×1080 projector and prints to one A4
// page in every language; the trick-twelve lesson draws its two-card end position.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { parseCaseText, ruleCase } from '@/lib/engine';
import { questionsFor, stagesOf, type Question } from '@/lib/quiz';
import { makeTranslator } from '@/lib/i18n/messages';
import { seatName } from '@/lib/i18n/format';
import { loadLessonMeta } from '@/lib/lessons/load';
import { baseUrl, sharedBrowser, localePrefix } from './browser';

const browser = sharedBrowser();

const LESSON = 'trick-transfer';
const CASE = 'seed-example-1';
const OUT = process.env.LESSONS_PDF_DIR ?? path.join(process.cwd(), '.e2e-out');

const board = () => {
  const parsed = parseCaseText(fs.readFileSync(path.join(process.cwd(), 'content/cases', `${CASE}.json`), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const ruling = ruleCase(parsed.value);
  if (!ruling.ok) throw new Error(ruling.error.message);
  return { caseFile: parsed.value, ruling: ruling.value, stages: stagesOf(questionsFor(parsed.value, ruling.value)) };
};

const STATUS_KEY = { established: 'statusEstablished', corrected: 'statusCorrected', 'trick12-corrected': 'statusTrick12' } as const;
const label = (t: ReturnType<typeof makeTranslator>, q: Question): string => {
  switch (q.ask) {
    case 'status':
      return t(`quiz.${STATUS_KEY[q.answer as keyof typeof STATUS_KEY]}`);
    case 'penaltyCard':
      return t(q.answer === 'major' ? 'quiz.penaltyYes' : 'quiz.penaltyNo');
    case 'transfer':
      return t('quiz.transferCount', { count: Number(q.answer) });
  }
};

const answerRight = async (figure: Locator, t: ReturnType<typeof makeTranslator>, q: Question) => {
  await figure.getByRole('radio', { name: label(t, q), exact: true }).check();
  await figure.getByRole('button', { name: t('quiz.submit') }).click();
  const verdict = figure.locator('.feedback__list li').last();
  await verdict.waitFor();
  expect(await verdict.innerText()).toContain(t('quiz.right'));
};

describe.each(['sv', 'en', 'de'] as const)('%s', (locale) => {
  const meta = loadLessonMeta(locale, LESSON);

  test('the lesson at its own address: title, diagram, and its board played to the end', async () => {
    const t = makeTranslator(locale);
    const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(`${baseUrl()}${localePrefix(locale)}/learn/${meta.address}`);
    expect(response?.status()).toBe(200);
    if (locale !== 'en') expect(meta.address).not.toBe(LESSON);
    await page.getByRole('heading', { level: 1, name: meta.title }).waitFor();
    // The worked examples' diagrams, named "Hand diagram: 4 spades by South, …" in the reader's words.
    expect(await page.getByRole('figure', { name: new RegExp(`^${t('lessons.diagram.noContract')}: `) }).count()).toBeGreaterThanOrEqual(2);

    const b = board();
    const figure = page.locator(`figure[data-board="case:${CASE}"]`);
    await figure.scrollIntoViewIfNeeded();
    // Each pause at its point of the timeline; two pauses at the same point follow each other.
    for (const stage of b.stages) {
      const last = figure.getByRole('button', { name: t('controls.last') });
      if (await last.isEnabled()) await last.click();
      for (const q of stage.questions) await answerRight(figure, t, q);
    }
    await figure.getByText(t('quiz.allRight')).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  if (locale !== 'en') {
    test('the old address forwards to the new one, keeping the section', async () => {
      const page = await browser().newPage();
      await page.goto(`${baseUrl()}/${locale}/learn/${LESSON}#scoring`);
      await page.waitForURL(`**/${locale}/learn/${meta.address}#scoring`);
      await page.getByRole('heading', { level: 1, name: meta.title }).waitFor();
      await page.close();
    });
  }

  test('the lesson works under a Content-Security-Policy without unsafe-eval or unsafe-inline', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    await page.route('**/learn/**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'self'; object-src 'none'" } });
    });
    await page.goto(`${baseUrl()}${localePrefix(locale)}/learn/${meta.address}`);
    const t = makeTranslator(locale);
    // Interactive only once hydrated: opening a model answer proves the scripts ran.
    const show = page.getByRole('button', { name: t('lessons.exam.show') }).first();
    await show.click();
    await page.getByRole('button', { name: t('lessons.exam.hide') }).first().waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  test('the decision chart fits a 1920×1080 projector without scrolling, and a phone without sideways scrolling', async () => {
    const t = makeTranslator(locale);
    for (const viewport of [{ width: 1920, height: 1080 }, { width: 390, height: 844 }]) {
      const page = await browser().newPage({ viewport });
      await page.goto(`${baseUrl()}${localePrefix(locale)}/learn/chart`);
      await page.getByRole('heading', { level: 1, name: t('lessons.chart.title') }).waitFor();
      const [height, width] = await page.evaluate(() => [document.documentElement.scrollHeight, document.documentElement.scrollWidth]);
      if (viewport.width === 1920) expect(height).toBeLessThanOrEqual(viewport.height);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await page.close();
    }
  });

  test('the trick-twelve lesson draws its two-card end position', async () => {
    const t = makeTranslator(locale);
    const page = await browser().newPage();
    await page.goto(`${baseUrl()}${localePrefix(locale)}/learn/${loadLessonMeta(locale, 'trick-twelve').address}`);
    const figure = page.getByRole('figure', { name: new RegExp(t('lessons.diagram.endPosition', { trick: 12, cards: 2 })) });
    await figure.waitFor();
    const east = figure.getByRole('list', { name: seatName('E', locale) });
    expect((await east.getByRole('listitem').allInnerTexts()).map((x) => x.replace(/\s+/g, ' ').trim())).toEqual(['♠ 3', '♥ 5', '♦ —', '♣ —']);
    await page.close();
  });

  test('the decision chart prints on one A4 page', async () => {
    const t = makeTranslator(locale);
    const page: Page = await browser().newPage();
    await page.goto(`${baseUrl()}${localePrefix(locale)}/learn/chart`);
    await page.getByRole('heading', { level: 1, name: t('lessons.chart.title') }).waitFor();
    fs.mkdirSync(OUT, { recursive: true });
    const file = path.join(OUT, `chart-${locale}.pdf`);
    const pdf = await page.pdf({ path: file, format: 'A4', printBackground: true });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBe(1);
    await page.close();
  });
});
