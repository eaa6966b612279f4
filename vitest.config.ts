import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    globals: true,
    include: ['lib/**/*.test.ts', 'components/**/*.test.tsx', 'pages/**/*.test.tsx', 'content/**/*.test.ts', 'scripts/**/*.test.ts', 'messages/**/*.test.ts', 'server/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // One worker a core, said outright: left to itself this Vitest ran the files one at a time on
    // the two-core CI machine (the whole unit run 189 s here, 1.3 cores busy; 103 s with two
    // workers, 107 s with three, 140 s with four).
    maxWorkers: availableParallelism(),
  },
});
