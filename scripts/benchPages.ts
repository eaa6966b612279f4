// Page weight: the JavaScript each page loads before its load event, against an empty Next.js page
// of the same version built the same way (webpack), measured in one run in headless Chromium.
// Budget: at most 1.3 times the empty page. Needs a production build of the app (npm run build,
// NEXT_DIST_DIR for another folder); builds the empty app itself in .bench/empty-next.
//   npm run bench                      (scripts/bench.ts runs this after the engine's benches)
//   tsx scripts/benchPages.ts --check  exits 1 when a page is over budget
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

/** The pages measured, in each language; one lesson and one scenario family stand for their kind. */
const PATHS = ['/', '/learn', '/learn/what-is-a-revoke', '/scenarios', '/scenarios/established-partner-plays/2017', '/study', '/club', '/club/screen', '/case', '/offline', '/no-such-page'];
const LOCALES = ['en', 'sv', 'de'];

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
}

/** Scripts finished before the load event, from the page's own resource timing. */
const measure = async (browser: Browser, url: string): Promise<Weight> => {
  // A fresh context each time: nothing cached, and no service worker fetching in the background.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const w = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.initiatorType === 'script' && r.responseEnd <= nav.loadEventStart);
    return { transferred: scripts.reduce((s, r) => s + r.encodedBodySize, 0), decoded: scripts.reduce((s, r) => s + r.decodedBodySize, 0) };
  });
  await context.close();
  return w;
};

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

const main = async (): Promise<void> => {
  if (!existsSync(join(root, distDir, 'BUILD_ID'))) throw new Error(`no production build in ${distDir}: run npm run build first`);
  buildEmptyApp();
  const app = start(root, appPort, { NEXT_DIST_DIR: distDir });
  // The empty app has no next.config: it builds into and serves from its own .next.
  const empty = start(emptyDir, emptyPort, {});
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  let over = 0;
  try {
    await Promise.all([waitFor(`http://127.0.0.1:${appPort}/`), waitFor(`http://127.0.0.1:${emptyPort}/`)]);
    const base = await measure(browser, `http://127.0.0.1:${emptyPort}/`);
    console.log(`empty Next.js page: ${kb(base.transferred)} transferred, ${kb(base.decoded)} decoded (budget ${BUDGET}×)`);
    console.log(['page', 'transferred', 'ratio', 'decoded', 'ratio', ''].join('\t'));
    for (const locale of LOCALES) {
      for (const path of PATHS) {
        const address = `${locale === 'en' ? '' : `/${locale}`}${path === '/' && locale !== 'en' ? '' : path}`;
        const w = await measure(browser, `http://127.0.0.1:${appPort}${address}`);
        const rt = w.transferred / base.transferred;
        const rd = w.decoded / base.decoded;
        const ok = Math.max(rt, rd) <= BUDGET;
        if (!ok) over++;
        console.log([address, kb(w.transferred), rt.toFixed(2), kb(w.decoded), rd.toFixed(2), ok ? 'ok' : 'OVER BUDGET'].join('\t'));
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
