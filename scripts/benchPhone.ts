// Boards as a phone deals them in the app itself: the production build in headless Chromium at a
// phone's size with the CPU slowed fourfold (Emulation.setCPUThrottlingRate), reading the User
// Timing measures the deal cache leaves (components/quiz/dealCache.ts: `deal …` where the page
// waited for the board, `deal ahead …` in idle time). What it reports:
//   - the first board of a page (its code not yet compiled) and every board a click opened;
//   - for each click, the deals the click waited for (none when the board was dealt ahead) and the
//     time from the click to the new board on screen;
//   - starting the director's exam (20 boards): what the start waited for, and the boards dealt
//     ahead while board 1 is played.
// It first says which phone the slowed CPU is (scripts/phoneCpu.ts): PHONE_CPU=mid or low runs at
// DevTools' calibrated rate for a Pixel 5 or a Moto G4 Power on this machine instead of 4×.
//   npm run build && tsx scripts/benchPhone.ts        (BENCH_PORT, NEXT_DIST_DIR as for bench:pages)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { FAMILIES, generateAttempts } from '../lib/generator';
import { calibrate, describe } from './phoneCpu';
import { median } from './median';

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const port = Number(process.env.BENCH_PORT ?? 3292);
const base = `http://127.0.0.1:${port}`;
/** The CPU slowed fourfold (Lighthouse's mobile default), or DevTools' calibrated phone (PHONE_CPU=mid|low; set in main). */
let THROTTLE = 4;
const PHONE_CPU = process.env.PHONE_CPU ?? '4';
const CLICKS = Number(process.env.PHONE_CLICKS ?? 8);

interface Deal {
  readonly name: string;
  readonly start: number;
  readonly ms: number;
}

const deals = (page: Page): Promise<Deal[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('measure')
      .filter((m) => m.name.startsWith('deal '))
      .map((m) => ({ name: m.name, start: m.startTime, ms: m.duration })),
  );

/** What a click waits for: a new scenario board (another address, its board there) or the exam's first board. */
type Ready = 'new-board' | 'exam-board';

/** Click the button named `name` and time until the page shows what it opens (checked every frame). */
const clickUntil = (page: Page, name: string, ready: Ready): Promise<{ at: number; ms: number }> =>
  page.evaluate(
    ([label, what]) =>
      new Promise<{ at: number; ms: number }>((resolve, reject) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
        if (!button) return reject(new Error(`no button "${label}"`));
        const before = location.href;
        // the board that was there (a new board is a new element: the page keys it by its seed)
        const old = document.querySelector('[aria-label^="Scenario"]');
        const shown = () => {
          if (what === 'exam-board') return document.querySelector('[aria-label^="Board 1 of"]') !== null;
          const board = document.querySelector('[aria-label^="Scenario"]');
          return location.href !== before && board !== null && board !== old;
        };
        const at = performance.now();
        button.click();
        const frame = () => (shown() ? resolve({ at, ms: performance.now() - at }) : requestAnimationFrame(frame));
        requestAnimationFrame(frame);
      }),
    [name, ready] as const,
  );

const f = (ms: number): string => `${ms.toFixed(1)} ms`;
const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);
const summary = (xs: readonly number[]): string => {
  if (xs.length === 0) return 'none';
  const s = sorted(xs);
  return `${s.length}, median ${f(median(s))}, slowest ${f(s[s.length - 1])}`;
};

const scenario = async (page: Page): Promise<void> => {
  await page.goto(`${base}/scenarios/established-partner-plays/2017?seed=1`);
  await page.getByRole('region', { name: /^Scenario/ }).waitFor();
  await page.waitForTimeout(2000);
  const first = await deals(page);
  const waitedFirst = first.filter((d) => d.name.startsWith('deal established'));
  console.log(`scenario page, first board (code not yet compiled): ${waitedFirst.map((d) => f(d.ms)).join(', ')}; dealt ahead for "Another board": ${first.filter((d) => d.name.startsWith('deal ahead')).map((d) => f(d.ms)).join(', ')}`);
  const clicks: number[] = [];
  const waited: number[] = [];
  const ahead: number[] = [];
  for (let i = 0; i < CLICKS; i++) {
    const seen = (await deals(page)).length;
    // the new board: another address, and the board region there again
    const { at, ms } = await clickUntil(page, 'Another board', 'new-board');
    clicks.push(ms);
    await page.waitForTimeout(1500);
    const now = (await deals(page)).slice(seen);
    for (const d of now) (d.name.startsWith('deal ahead') ? ahead : d.start >= at && d.start <= at + ms ? waited : ahead).push(d.ms);
  }
  console.log(`  "Another board" ×${CLICKS}: click to board on screen ${summary(clicks)}`);
  console.log(`  deals a click waited for: ${summary(waited)}; dealt ahead in idle time: ${summary(ahead)}`);
};

/** The page's tasks over 50 ms (the browser's long tasks), collected from the start by an init script. */
const longTasks = (page: Page): Promise<number[]> =>
  page.evaluate(() => {
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    return (globalThis as unknown as { __longTasks: { start: number; ms: number }[] }).__longTasks.filter((t) => t.start >= loaded).map((t) => t.ms);
  });

/** A lesson with many boards (trick-transfer: 16), opened and then read to its end a screen at a time. */
const lesson = async (page: Page): Promise<void> => {
  await page.goto(`${base}/learn/trick-transfer`);
  await page.waitForLoadState('load');
  await page.waitForTimeout(3000);
  const boards = await page.locator('figure[data-board]').count();
  const opened = (await deals(page)).filter((d) => !d.name.startsWith('deal ahead'));
  const openedLong = await longTasks(page);
  console.log(`lesson page (${boards} boards), opened: boards dealt ${summary(opened.map((d) => d.ms))}; long tasks (over 50 ms) after load: ${summary(openedLong)}`);
  // read on: a screen every half second, as a quick reader scrolls
  for (let i = 0; i < 200 && (await page.evaluate(() => innerHeight + scrollY < document.documentElement.scrollHeight - 2)); i++) {
    await page.evaluate(() => scrollBy(0, innerHeight));
    await page.waitForTimeout(500);
  }
  await page.waitForTimeout(2000);
  const all = (await deals(page)).filter((d) => !d.name.startsWith('deal ahead'));
  const long = (await longTasks(page)).slice(openedLong.length);
  console.log(`  read to the end: boards dealt ${summary(all.slice(opened.length).map((d) => d.ms))}; long tasks while reading: ${summary(long)}`);
};

const exam = async (page: Page): Promise<void> => {
  await page.goto(`${base}/study/exam?edition=2017&seed=42`);
  await page.getByRole('button', { name: 'Start the exam' }).waitFor();
  await page.waitForTimeout(1000);
  const seen = (await deals(page)).length;
  const { at, ms } = await clickUntil(page, 'Start the exam', 'exam-board');
  await page.waitForTimeout(6000);
  const now = (await deals(page)).slice(seen);
  const waited = now.filter((d) => !d.name.startsWith('deal ahead') && d.start >= at && d.start <= at + ms);
  const ahead = now.filter((d) => d.name.startsWith('deal ahead'));
  console.log(`exam start: click to board 1 ${f(ms)}; deals it waited for: ${summary(waited.map((d) => d.ms))}; boards dealt ahead: ${summary(ahead.map((d) => d.ms))}`);
  const slow = [...ahead].sort((x, y) => y.ms - x.ms).slice(0, 3);
  console.log(`  slowest dealt ahead: ${slow.map((d) => `${d.name.slice('deal ahead '.length)} ${f(d.ms)}`).join(', ')}`);
};

/**
 * The first board of a scenario page for families across the list, each page in a fresh browser
 * (nothing compiled): the deal, and the time from navigation to the board on screen. PHONE_FIRSTS
 * families (default 8, evenly spaced over FAMILIES; 0 for all), or those PHONE_FAMILIES=a,b names,
 * each family's first edition, seeds 1 to PHONE_FIRST_SEEDS (default 1: a family's boards differ
 * in how many deals they take, so one seed is one sample of the family), each PHONE_FIRST_ROUNDS
 * times (default 3): one sample of the same board in a fresh browser ranged from 9.8 to 38.0 ms on
 * one machine within minutes, so a board is its median over the rounds, and a family the mean of
 * its boards.
 */
const firstBoards = async (fresh: (run: (page: Page) => Promise<void>) => Promise<void>): Promise<void> => {
  const want = Number(process.env.PHONE_FIRSTS ?? 8);
  const rounds = Math.max(1, Number(process.env.PHONE_FIRST_ROUNDS ?? 3));
  const seeds = Array.from({ length: Math.max(1, Number(process.env.PHONE_FIRST_SEEDS ?? 1)) }, (_, k) => k + 1);
  // PHONE_FAMILIES=a,b: those families only (a change to a few families, measured in minutes)
  const named = (process.env.PHONE_FAMILIES ?? '').split(',').map((x) => x.trim()).filter((x) => x !== '');
  const unknown = named.filter((x) => !FAMILIES.some((fam) => fam.name === x));
  if (unknown.length > 0) throw new Error(`PHONE_FAMILIES names no family: ${unknown.join(', ')}`);
  const n = want > 0 ? Math.min(want, FAMILIES.length) : FAMILIES.length;
  const picked = named.length > 0 ? FAMILIES.filter((fam) => named.includes(fam.name)) : Array.from({ length: n }, (_, k) => FAMILIES[Math.floor((k * FAMILIES.length) / n)]);
  // dealt[family][seed]: the board's samples, one a round
  const dealt: number[][][] = picked.map(() => seeds.map(() => []));
  const shown: number[] = [];
  // round by round, so a slow spell of the machine falls on every family alike
  for (let round = 0; round < rounds; round++) {
    for (const [i, fam] of picked.entries()) for (const [j, seed] of seeds.entries()) {
      await fresh(async (page) => {
        const edition = fam.editions[0];
        await page.goto(`${base}/scenarios/${fam.name}/${edition}?seed=${seed}`);
        // polled every frame in the page: when the board is first on screen, from navigation start
        const on = await page.waitForFunction(() => document.querySelector('[aria-label^="Scenario"]') !== null && performance.now(), undefined, { polling: 'raf', timeout: 60_000 });
        const at = Number(await on.jsonValue());
        const ds = await deals(page);
        const mine = ds.find((d) => d.name === `deal ${fam.name}/${edition}/${seed}`);
        if (!mine) throw new Error(`no deal measure for ${fam.name}/${edition}/${seed}`);
        dealt[i][j].push(mine.ms);
        shown.push(at);
      });
    }
  }
  const boards = dealt.map((perSeed) => perSeed.map(median));
  const means = boards.map((ms) => ms.reduce((a, b) => a + b, 0) / ms.length);
  const all = boards.flat();
  console.log(`first board of a scenario page, ${picked.length} families × seeds 1-${seeds.length} × ${rounds} (fresh browser each), each family's mean of its boards' medians: deal ${summary(means)}, families over 20 ms: ${means.filter((ms) => ms > 20).length}; boards over 20 ms: ${all.filter((ms) => ms > 20).length} of ${all.length}; on screen after navigation ${summary(shown)}`);
  // each board with the deals it took (index.ts generateAttempts, here in node): a page's first
  // board costs about the same for its first deal in every family, then more for each deal after
  const dealCounts = picked.map((fam) => seeds.map((seed) => generateAttempts(fam.name, seed, fam.editions[0]).attempts));
  console.log(`  each board: ms·deals, seeds 1-${seeds.length}`);
  console.log(`  ${picked.map((fam, i) => `${fam.name} ${f(means[i])} (${boards[i].map((ms, j) => `${ms.toFixed(0)}·${dealCounts[i][j]}`).join('/')})`).join(' · ')}`);
  const byDeals = new Map<number, number[]>();
  boards.forEach((ms, i) => ms.forEach((x, j) => {
    const d = dealCounts[i][j];
    const list = byDeals.get(d);
    if (list) list.push(x);
    else byDeals.set(d, [x]);
  }));
  console.log(`  by deals a board took: ${[...byDeals].sort((a, b) => a[0] - b[0]).map(([d, ms]) => `${d}: ${ms.length} boards, median ${f(median(ms))}, over 20 ms ${ms.filter((x) => x > 20).length}`).join('; ')}`);
};

const main = async (): Promise<void> => {
  if (!existsSync(join(root, distDir, 'BUILD_ID'))) throw new Error(`no production build in ${distDir}: run npm run build first`);
  const server: ChildProcess = spawn(join(root, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(port)], { env: { ...process.env, NEXT_DIST_DIR: distDir }, stdio: 'ignore', detached: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (let i = 0; i < 200; i++) {
      if (await fetch(`${base}/`).then(() => true, () => false)) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cpu = await calibrate(page, await context.newCDPSession(page), THROTTLE);
      await context.close();
      if (PHONE_CPU === 'mid' || PHONE_CPU === 'low') {
        const rate = cpu[PHONE_CPU];
        if (rate === null) throw new Error(`this machine is slower than DevTools' ${PHONE_CPU}-tier phone`);
        THROTTLE = rate;
      } else if (PHONE_CPU !== '4') throw new Error(`PHONE_CPU is 4, mid or low (got ${PHONE_CPU})`);
      console.log(describe(cpu));
    }
    console.log(`phone (Chromium, 390×844, CPU throttled ${THROTTLE}×${PHONE_CPU === '4' ? '' : `, DevTools' ${PHONE_CPU}-tier phone here`}), the app's own pages:`);
    // a fresh context for each page: nothing compiled or cached from the one before
    const fresh = async (run: (page: Page) => Promise<void>): Promise<void> => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, serviceWorkers: 'block' });
      // tsx names the functions it compiles (__name), also those evaluated in the page
      await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
      await context.addInitScript({
        content: `globalThis.__longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) globalThis.__longTasks.push({ start: e.startTime, ms: e.duration }); }).observe({ type: 'longtask' });`,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      await run(page);
      await context.close();
    };
    // PHONE_ONLY=firsts: the first boards alone (comparing builds)
    if (process.env.PHONE_ONLY !== 'firsts') for (const run of [scenario, exam, lesson]) await fresh(run);
    await firstBoards(fresh);
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
};

await main();
