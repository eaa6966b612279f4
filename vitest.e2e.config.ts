// End-to-end tests in real headless Chromium against `next start` (see e2e/globalSetup.ts).
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    globals: true,
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['./e2e/globalSetup.ts'],
    testTimeout: 90_000,
    hookTimeout: 600_000,
    fileParallelism: false,
    // Tests marked concurrent (pages in contexts of their own) run this many at once: the browser's
    // pages and the server overlap their waits; more only queue on a two-core machine.
    maxConcurrency: 4,
  },
});
