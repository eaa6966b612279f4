import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    globals: true,
    include: ['lib/**/*.test.ts', 'components/**/*.test.tsx', 'pages/**/*.test.tsx', 'content/**/*.test.ts', 'scripts/**/*.test.ts', 'messages/**/*.test.ts', 'server/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
