import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import withSerwistInit from '@serwist/next';

const dev = process.env.NODE_ENV === 'development';

// A strict policy: scripts only from this origin (the webpack build emits no inline script; the
// __NEXT_DATA__ block is JSON, which CSP does not execute). React refresh needs eval in `next dev`
// only. Styles allow inline attributes because server-rendered style="" (card positions,
// animation start states) is not script and cannot run code. connect-src 'self' covers the live
// club's same-origin WebSocket (ws:/wss: on this host and port, CSP Level 3).
export const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self'${dev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Older browsers that ignore frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
];

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const require = createRequire(import.meta.url);
const here = import.meta.dirname;

// The service worker (lib/sw/sw.ts) is bundled by the webpack build into the build's own folder,
// not public/, so two builds side by side never serve each other's worker. It is served from
// /_next/static/sw.js with the whole site as its scope (Service-Worker-Allowed below). In
// development it is off, so a stale worker never serves old code while editing.
const withSerwist = withSerwistInit({
  swSrc: 'lib/sw/sw.ts',
  swDest: `${distDir}/static/sw.js`,
  swUrl: '/_next/static/sw.js',
  scope: '/',
  disable: dev,
  // The worker checks for an update on every navigation; the new one takes over at once (see sw.ts).
  reloadOnOnline: false,
  cacheOnNavigation: false,
});

// WEIGHT_STATS=1 next build --webpack writes <distDir>/weight-stats.json: per browser chunk, its
// files, size and modules, and which chunks each page loads. For finding what makes a page heavy
// (@next/bundle-analyzer is not a dependency); off in every ordinary build.
class WeightStatsPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('WeightStatsPlugin', (stats) => {
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true, chunkGroups: true, ids: true, nestedModules: true, chunkModulesSpace: Infinity, nestedModulesSpace: Infinity, reasons: true, reasonsSpace: 3, groupModulesByPath: false, groupModulesByExtension: false, groupModulesByType: false, groupModulesByCacheStatus: false, groupModulesByAttributes: false, groupModulesByLayer: false });
      // A concatenated module lists the modules it holds; each row is [name, size, first importer].
      const rows = (ms) => (ms ?? []).flatMap((m) => (m.modules || m.children ? rows(m.modules ?? m.children) : [[m.name, m.size, m.reasons?.[0]?.moduleName ?? null]]));
      const chunks = (json.chunks ?? []).map((c) => ({
        id: c.id,
        names: c.names,
        files: c.files,
        initial: c.initial,
        size: c.size,
        modules: rows(c.modules).sort((a, b) => b[1] - a[1]),
      }));
      const groups = Object.fromEntries(Object.entries(json.namedChunkGroups ?? {}).map(([name, g]) => [name, g.chunks]));
      mkdirSync(distDir, { recursive: true });
      writeFileSync(join(distDir, 'weight-stats.json'), JSON.stringify({ chunks, groups }, null, 1));
    });
  }
}

// The chunks a board is dealt and ruled with start with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136 on; other browsers read a comment): their functions
// are compiled on the thread that streams the script in, instead of one by one on the main thread
// at the first deal. The first board a page deals on a phone had spent most of its time compiling
// (a board's code is ~170 functions run once each): scripts/benchPhone.ts, CPU slowed 4x, first
// boards of all 41 families, deal median 40.2 / 37.5 ms before, 19.6 / 15.1 ms after (two
// alternating runs, machine loaded). Hinting only the generator's own chunk still left 8-17
// functions compiled on the main thread inside the first deal (pure-rand's, and the engine's that
// the generator reads): Chromium traces of the first board of both-sides-revoke, score-slam-bonus
// and transfer-64a1-one, three rounds each, 0.5-3.8 ms of the 4x-slowed deal. With these, none.
// Hinted: chunks loaded later (not a page's own, which hold the page's components too) that hold
// the generator's play simulation (sim.ts, with which webpack puts the rest of the generator), the
// engine (which rules the board as soon as it is dealt) or pure-rand: 290 KB in all, against 83 KB
// for the generator's chunk alone. The hint is added after minification, which strips comments,
// and before the content hashes, so the file names still name what is served.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const HINTED = /[\\/](lib[\\/]generator[\\/]sim\.ts$|lib[\\/]engine[\\/]|node_modules[\\/]pure-rand[\\/])/;
class CompileHintPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const holds = (m) => HINTED.test(m.resource ?? '') || (m.modules ? [...m.modules].some(holds) : false);
        for (const chunk of compilation.chunks) {
          if (chunk.canBeInitial() || ![...compilation.chunkGraph.getChunkModulesIterable(chunk)].some(holds)) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (old) => new sources.ConcatSource(COMPILE_HINT, old));
          }
        }
      });
    });
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npx tsc --noEmit` checks types in CI; NEXT_SKIP_TYPECHECK=1 lets a developer build while
  // someone else's half-finished file in the shared tree does not type-check.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  // Several builds side by side (a developer's tests and screenshots) each get their own folder.
  distDir,
  // Pages-router i18n routing: /sv/..., /en/..., /de/...; English is the default.
  i18n: { locales: ['en', 'sv', 'de'], defaultLocale: 'en' },
  // Catalogues are compiled ahead of time (lib/i18n/compiled.ts), so pages format with use-intl's
  // format-only runtime, not intl-messageformat and its ICU parser. next-intl and use-intl are
  // bundled (not left to Node) so the server renders with the same formatter as the browser.
  env: { REVOKE_PRECOMPILED_MESSAGES: '1' },
  transpilePackages: ['next-intl', 'use-intl'],
  webpack(config, { isServer }) {
    config.resolve.alias['use-intl/format-message$'] = require.resolve('use-intl/format-message/format-only');
    // A catalogue imported by code (a namespace loaded on demand) is compiled the same way.
    config.module.rules.push({ test: /\.json$/, include: [join(here, 'messages')], type: 'json', use: [{ loader: join(here, 'lib/i18n/catalogueLoader.mjs') }] });
    // The app's own modules have no import-time effects, so a module none of whose exports a page
    // uses is left out: the engine's zod schema (caseSchema.ts) only reaches pages that parse a
    // case file. (The service worker's modules are bundled on their own and left as they are.)
    config.module.rules.push({ test: /\.tsx?$/, include: [join(here, 'lib'), join(here, 'components')], exclude: [join(here, 'lib/sw')], sideEffects: false });
    // The worker is registered by lib/sw/entry.ts, put in place of @serwist/next's own entry, which
    // throws uncaught when a browser refuses the registration and ships @serwist/window to every page.
    config.resolve.alias[join(require.resolve('@serwist/next'), '..', 'sw-entry.mjs')] = join(here, 'lib/sw/entry.ts');
    if (!isServer && !dev) config.plugins.push(new CompileHintPlugin());
    if (process.env.WEIGHT_STATS === '1' && !isServer) config.plugins.push(new WeightStatsPlugin());
    return config;
  },
  async headers() {
    return [
      // locale: false, so the rule matches every address as written: pages in every language and
      // Next's own files (the service worker's script takes its policy from its response).
      { source: '/:path*', locale: false, headers: securityHeaders },
      // The worker lives under /_next/static but looks after the whole site. (Browsers fetch a
      // worker's script past the HTTP cache when they check for an update.)
      { source: '/_next/static/sw.js', locale: false, headers: [{ key: 'Service-Worker-Allowed', value: '/' }] },
      // The manifest is never served stale from an HTTP cache.
      { source: '/:name(manifest|manifest-sv|manifest-de).webmanifest', locale: false, headers: [{ key: 'Cache-Control', value: 'no-cache' }, { key: 'Content-Type', value: 'application/manifest+json' }] },
    ];
  },
};

export default withSerwist(nextConfig);
