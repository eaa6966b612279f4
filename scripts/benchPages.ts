// Page weight: the JavaScript each page loads before its load event, against an empty Next.js page
// of the same version built the same way (webpack), measured in one run in headless Chromium.
// Budget: at most 1.3 times the empty page. Needs a production build of the app (npm run build,
// NEXT_DIST_DIR for another folder); builds the empty app itself in .bench/empty-next.
//   npm run bench                      (scripts/bench.ts runs this after the engine's benches)
//   tsx scripts/benchPages.ts --check  exits 1 when a page is over budget
//   tsx scripts/benchPages.ts --files  also lists each page's scripts (what to look at when one is over)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

const BUDGET = 1.3;
const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const appPort = Number(process.env.BENCH_PORT ?? 3290);
const emptyPort = appPort + 1;
const emptyDir = resolve(root, '.bench/empty-next');

/**
 * Every kind of page the app has, in each language; one lesson, one scenario family and one join
 * code stand for their kind. A scenario board is measured at the address a shared link opens (with
 * its seed) and at the one that deals a new seed; the old /<family>/<edition>/<seed> address
 * redirects to the first. A lesson address in English is redirected to its Swedish or German slug.
 */
const PATHS = [
  '/',
  '/learn',
  '/learn/what-is-a-revoke',
  '/learn/chart',
  '/scenarios',
  '/scenarios/established-partner-plays/2017',
  '/scenarios/established-partner-plays/2017?seed=12345',
  '/study',
  '/study/exam',
  '/club',
  '/club/screen',
  '/club/live',
  '/club/room',
  '/join',
  '/join/ACDEF',
  '/case',
  '/offline',
  '/no-such-page',
];
const LOCALES = ['en', 'sv', 'de'];
/** --path=/case --locale=en (each repeatable) measure only those, for a quick look at one page. */
const picked = (flag: string, all: readonly string[]): readonly string[] => {
  const chosen = process.argv.filter((a) => a.startsWith(`--${flag}=`)).map((a) => a.slice(flag.length + 3));
  return chosen.length > 0 ? chosen : all;
};

const buildEmptyApp = (): void => {
  if (existsSync(join(emptyDir, '.next/BUILD_ID'))) return;
  rmSync(emptyDir, { recursive: true, force: true });
  mkdirSync(join(emptyDir, 'pages'), { recursive: true });
  writeFileSync(join(emptyDir, 'package.json'), JSON.stringify({ name: 'empty-next', private: true }));
  writeFileSync(join(emptyDir, 'pages/index.js'), 'export default function Empty() {\n  return null;\n}\n');
  // Its own (empty) config, so Next does not pick up the app's from the folder above.
  writeFileSync(join(emptyDir, 'next.config.mjs'), 'export default {};\n');
  symlinkSync(join(root, 'node_modules'), join(emptyDir, 'node_modules'));
  const r = spawnSync(join(root, 'node_modules/.bin/next'), ['build', '--webpack'], { cwd: emptyDir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) throw new Error('building the empty Next.js app failed');
};

const start = (cwd: string, port: number, env: Record<string, string>): ChildProcess =>
  spawn(join(root, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(port)], { cwd, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });

const stop = (p: ChildProcess): void => {
  try {
    if (p.pid) process.kill(-p.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

/** A port someone else's server holds would measure their pages, not ours: refuse to start. */
const assertFree = async (port: number): Promise<void> => {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`port ${port} is already in use: set BENCH_PORT to a free pair of ports`);
};

const waitFor = async (url: string): Promise<void> => {
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw new Error(`${url} did not answer`);
};

interface Weight {
  /** Bytes over the wire (gzip, as next start sends them). */
  readonly transferred: number;
  /** Bytes the browser parses. */
  readonly decoded: number;
  /** Each script counted: its path and bytes over the wire (for --files). */
  readonly files: readonly (readonly [string, number])[];
  /** Scripts of other pages that Next's <Link> prefetched (not this page's code; not counted). */
  readonly prefetched: number;
}

/** Scripts finished before the load event, from the page's own resource timing. */
const measure = async (browser: Browser, url: string): Promise<Weight> => {
  // A fresh context each time: nothing cached, and no service worker fetching in the background.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const w = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    // Next prefetches the pages a visible <Link> points to (<link rel=prefetch>, then a script tag
    // that reads them from the cache): speculative loading of other pages, not this page's code.
    const prefetch = new Set(resources.filter((r) => r.initiatorType === 'link' && r.name.endsWith('.js')).map((r) => r.name));
    const before = resources.filter((r) => r.initiatorType === 'script' && r.responseEnd <= nav.loadEventStart);
    const scripts = before.filter((r) => !prefetch.has(r.name));
    return {
      prefetched: before.filter((r) => prefetch.has(r.name)).reduce((s, r) => s + r.encodedBodySize, 0),
      transferred: scripts.reduce((s, r) => s + r.encodedBodySize, 0),
      decoded: scripts.reduce((s, r) => s + r.decodedBodySize, 0),
      files: scripts.map((r) => [new URL(r.name).pathname, r.encodedBodySize] as const),
    };
  });
  await context.close();
  return w;
};

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

const listFiles = (w: Weight): void => {
  if (!process.argv.includes('--files')) return;
  for (const [path, bytes] of w.files) console.log(`    ${kb(bytes).padStart(9)}  ${path}`);
};

const main = async (): Promise<void> => {
  if (!existsSync(join(root, distDir, 'BUILD_ID'))) throw new Error(`no production build in ${distDir}: run npm run build first`);
  buildEmptyApp();
  await Promise.all([assertFree(appPort), assertFree(emptyPort)]);
  const app = start(root, appPort, { NEXT_DIST_DIR: distDir });
  // The empty app has no next.config: it builds into and serves from its own .next.
  const empty = start(emptyDir, emptyPort, {});
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  let over = 0;
  try {
    await Promise.all([waitFor(`http://127.0.0.1:${appPort}/`), waitFor(`http://127.0.0.1:${emptyPort}/`)]);
    // The baseline must be the empty app itself: a page that renders nothing.
    const emptyHtml = await (await fetch(`http://127.0.0.1:${emptyPort}/`)).text();
    if (!emptyHtml.includes('<div id="__next"></div>')) throw new Error(`the server on ${emptyPort} is not the empty Next.js app`);
    const base = await measure(browser, `http://127.0.0.1:${emptyPort}/`);
    console.log(`empty Next.js page: ${kb(base.transferred)} transferred, ${kb(base.decoded)} decoded (budget ${BUDGET}×)`);
    listFiles(base);
    console.log(['page', 'transferred', 'ratio', 'decoded', 'ratio', '', ''].join('\t'));
    for (const locale of picked('locale', LOCALES)) {
      for (const path of picked('path', PATHS)) {
        const address = `${locale === 'en' ? '' : `/${locale}`}${path === '/' && locale !== 'en' ? '' : path}`;
        const w = await measure(browser, `http://127.0.0.1:${appPort}${address}`);
        const rt = w.transferred / base.transferred;
        const rd = w.decoded / base.decoded;
        const ok = Math.max(rt, rd) <= BUDGET;
        if (!ok) over++;
        console.log([address, kb(w.transferred), rt.toFixed(2), kb(w.decoded), rd.toFixed(2), ok ? 'ok' : 'OVER BUDGET', w.prefetched > 0 ? `(+${kb(w.prefetched)} prefetched for links, not counted)` : ''].join('\t'));
        listFiles(w);
      }
    }
  } finally {
    await browser.close();
    stop(app);
    stop(empty);
  }
  console.log(over === 0 ? 'every page within budget' : `${over} page(s) over budget`);
  if (over > 0 && process.argv.includes('--check')) process.exitCode = 1;
};

await main();
