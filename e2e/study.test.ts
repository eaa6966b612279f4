// Self-study in real Chromium, in sv, en and de: boards answered on a scenario page and in a
// lesson are found on /study; the progress is exported, storage cleared, the file imported and
// everything is back (the lesson's solved board too); and a short director's exam is sat and its
// report read. Expected texts come from the engine, lib/quiz, lib/progress and the real catalogues.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { ruleCase, type Edition } from '@/lib/engine';
import { FAMILIES, generateScenario, type FamilyName } from '@/lib/generator';
import { questionsFor, stagesOf, type AnyQuestion as Question } from '@/lib/quiz';
import { makeTranslator } from '@/lib/i18n/messages';
import { drawExam } from '@/lib/progress/exam';
import { lessonMapFor } from '@/lib/progress/lessonMap.server';
import { PROGRESS_KEY } from '@/lib/progress/localStore';
import { baseUrl, sharedBrowser, localePrefix } from './browser';
import { answerLabel } from './answerLabels';

const browser = sharedBrowser();

type T = ReturnType<typeof makeTranslator>;

const boardOf = (family: string, edition: Edition, seed: number) => {
  const g = generateScenario(family as FamilyName, seed, edition);
  if (!g.ok) throw new Error(g.error.message);
  const r = ruleCase(g.value);
  if (!r.ok) throw new Error(r.error.message);
  return stagesOf(questionsFor(g.value, r.value, { mayAsk: true }));
};


/** Plays a board in `scope` to each pause and answers: `choose` picks the option for each question. */
const answerBoard = async (scope: Locator, t: T, stages: ReturnType<typeof boardOf>, choose: (q: Question) => string) => {
  for (const stage of stages) {
    // To the pause; the player may already be there (it plays on by itself after an answer).
    const jump = scope.getByRole('button', { name: t('controls.last') });
    if (await jump.isEnabled()) await jump.click();
    for (const q of stage.questions) await scope.getByRole('radio', { name: answerLabel(t, q, choose(q)), exact: true }).check();
    await scope.getByRole('button', { name: t('quiz.submit') }).click();
  }
};

const stat = (page: Page, t: T, key: 'played' | 'answers') =>
  page.getByRole('region', { name: t('study.progress.heading') }).getByText(t(`study.progress.${key}`), { exact: true }).locator('xpath=following-sibling::dd').innerText();

describe.each(['sv', 'en', 'de'] as const)('%s', (locale) => {
  const t = makeTranslator(locale);

  test('boards from a scenario page and a lesson show on /study; export, clear, import: all of it is back', async () => {
    const context = await browser().newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();

    // A scenario page: status right, and the revoke trick counted although partner won it.
    await page.goto(`${baseUrl()}${localePrefix(locale)}/scenarios/transfer-64a2-partner-won/2017?seed=4`);
    const scenario = boardOf('transfer-64a2-partner-won', '2017', 4);
    await answerBoard(page.locator('main'), t, scenario, (q) => (q.ask === 'transfer' ? '2' : q.answer));
    await page.getByText(t('quiz.someWrong')).waitFor();

    // A lesson's first board, answered right.
    const lesson = lessonMapFor(locale)['trick-transfer'];
    await page.goto(`${baseUrl()}${localePrefix(locale)}/learn/${lesson.address}`);
    // The lesson's first 64A1 board, with the seed this language's lesson gives it.
    const lessonSeed = Number(/<Scenario family="transfer-64a1-two" seed=\{(\d+)\}/.exec(readFileSync(`content/${locale}/trick-transfer.mdx`, 'utf8'))![1]);
    const lessonBoard = boardOf('transfer-64a1-two', '2017', lessonSeed);
    const first = page.locator(`figure[data-board="transfer-64a1-two:${lessonSeed}"]`);
    await answerBoard(first, t, lessonBoard, (q) => q.answer);
    await first.getByText(t('quiz.allRight')).waitFor();

    await page.goto(`${baseUrl()}${localePrefix(locale)}/study`);
    await page.getByRole('region', { name: t('study.progress.heading') }).waitFor();
    expect(await stat(page, t, 'played')).toBe('2');
    const questions = scenario.flatMap((s) => s.questions).length + lessonBoard.flatMap((s) => s.questions).length;
    expect(await stat(page, t, 'answers')).toBe(String(questions));
    const mastery = page.getByRole('table', { name: t('study.mastery.tableCaption') });
    const row64A = mastery.getByRole('row', { name: new RegExp(t('study.mastery.laws.64A.long')) });
    // 64A: one transfer wrong (the scenario page), one right (the lesson), in 2017.
    // Columns: 1997, 2007, 2017, all editions.
    expect(await row64A.locator('td').nth(2).innerText()).toBe(t('study.mastery.cell', { right: 1, asked: 2, share: 0.5 }));
    const mistakes = page.getByRole('region', { name: t('study.mistakes.heading') });
    await mistakes.getByText(t('study.mistakes.kind.counted-revoke-trick-partner-won')).waitFor();
    const read = mistakes.getByRole('link', { name: t('study.mistakes.read', { lesson: lesson.title }) });
    expect(await read.getAttribute('href')).toBe(`${localePrefix(locale)}/learn/${lesson.address}#offender-did-not-win`);
    const before = { mastery: await mastery.innerText(), mistakes: await mistakes.innerText() };

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('study.transfer.export') }).click()]);
    const file = await download.path();
    const exported = readFileSync(file, 'utf8');
    expect((JSON.parse(exported) as { lessons: Record<string, string[]> }).lessons['trick-transfer']).toEqual([`transfer-64a1-two:${lessonSeed}`]);

    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await page.getByRole('region', { name: t('study.progress.heading') }).waitFor();
    expect(await stat(page, t, 'played')).toBe('0');

    await page.getByLabel(t('study.transfer.import')).setInputFiles(file);
    await page.getByText(t('study.transfer.imported', { added: questions + 1 })).waitFor();
    expect(await stat(page, t, 'played')).toBe('2');
    expect({ mastery: await mastery.innerText(), mistakes: await mistakes.innerText() }).toEqual(before);
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), PROGRESS_KEY);
    const { exportedAt: _when, ...exportedStore } = JSON.parse(exported) as Record<string, unknown>;
    expect(JSON.parse(stored ?? 'null')).toEqual(exportedStore);
    // The lesson shows its board solved again.
    await page.goto(`${baseUrl()}${localePrefix(locale)}/learn/${lesson.address}`);
    await first.getByText(t('lessons.scenario.solved')).waitFor();
    await context.close();
  });

  test('a short exam: boards without feedback, then the report with every board, its ruling and explanation', async () => {
    // A short paper whose boards each ask one question per revoke (the labels are then unique).
    let seed = 1;
    const paper = () => drawExam(FAMILIES, '2017', seed, 2).boards.map((b) => ({ ...b, stages: boardOf(b.family, '2017', b.seed) }));
    while (paper().some((b) => b.stages.some((s) => new Set(s.questions.map((q) => q.ask)).size !== s.questions.length))) seed++;
    const boards = paper();
    const page = await browser().newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${baseUrl()}${localePrefix(locale)}/study/exam?edition=2017&seed=${seed}&boards=2`);
    await page.getByText(t('study.exam.number', { seed, edition: '2017' })).waitFor();
    await page.getByRole('button', { name: t('study.exam.start') }).click();

    // Board 1 all right; board 2 its last question wrong (a transfer has no follow-up question).
    const last = boards[1].stages.at(-1)!.questions.at(-1)!;
    let wrong = 0;
    for (const [i, b] of boards.entries()) {
      await page.getByRole('region', { name: t('study.exam.boardOf', { n: i + 1, total: 2 }) }).waitFor();
      await answerBoard(page.locator('main'), t, b.stages, (q) => {
        if (i === 1 && q === last && q.ask === 'transfer') {
          wrong++;
          return q.options.find((o) => o !== q.answer)!;
        }
        return q.answer;
      });
      await page.getByText(t('quiz.answersCollected')).waitFor();
      // Without feedback: no verdict, no explanation while sitting.
      expect(await page.getByText(t('quiz.allRight')).or(page.getByText(t('quiz.someWrong'))).count()).toBe(0);
      expect(await page.locator('.explanation').count()).toBe(0);
      if (i === 0) {
        await page.getByRole('button', { name: t('study.exam.next') }).click();
        // A reload mid-exam resumes it at the same board, the clock still running.
        await page.getByRole('region', { name: t('study.exam.boardOf', { n: 2, total: 2 }) }).waitFor();
        const secondsLeft = async () => {
          const [, m, sec] = /(\d+):(\d\d)/.exec(await page.getByRole('timer').innerText()) ?? [];
          return Number(m) * 60 + Number(sec);
        };
        const before = await secondsLeft();
        await page.reload();
        await page.getByRole('region', { name: t('study.exam.boardOf', { n: 2, total: 2 }) }).waitFor();
        // The same deadline: not a fresh five minutes, and no time given back.
        const after = await secondsLeft();
        expect(after).toBeLessThanOrEqual(before);
        expect(after).toBeLessThan(5 * 60);
      }
    }
    await page.getByRole('button', { name: t('study.exam.handIn') }).last().click();

    const report = page.getByRole('article', { name: t('study.exam.report.heading') });
    const asked = boards.flatMap((b) => b.stages.flatMap((s) => s.questions)).length;
    await report.getByText(t('study.exam.report.score', { right: asked - wrong, asked, share: (asked - wrong) / asked })).waitFor();
    const perBoard = report.getByRole('region', { name: t('study.exam.report.perBoard') });
    expect(await perBoard.getByRole('row').count()).toBe(3);
    for (const [i, b] of boards.entries()) {
      const detail = report.getByRole('region', { name: new RegExp(`^${t('study.exam.board', { n: i + 1 })}: `) });
      await detail.getByRole('heading', { name: t('study.exam.report.explanation') }).waitFor();
      expect(await detail.locator('tbody tr').count()).toBe(b.stages.flatMap((s) => s.questions).length);
      expect(await detail.locator('ol li').count()).toBeGreaterThan(0);
    }
    await report.getByRole('button', { name: t('study.exam.report.print') }).waitFor();
    // The answers were recorded as the exam's, once each.
    const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { answers: { source: string }[] }, PROGRESS_KEY);
    expect(stored.answers.filter((a) => a.source === 'exam')).toHaveLength(asked);
    await page.close();
  });
});
