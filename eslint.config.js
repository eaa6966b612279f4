// ESLint, type-checked (typescript-eslint), with the React hooks rules. `npm run lint` runs inside `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/**', '.next*/**', '.bench/**', '.data/**', 'out/**', 'public/sw.js', 'public/swe-worker-*.js', 'public/workbox-*.js', 'next-env.d.ts', '**/*.d.ts', '.*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A switch over a union names every case, so a new case fails where it must be handled.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: false, requireDefaultForNonUnion: false }],
      // Next's data functions are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The engine is pure: no React, Next, Node built-ins or app code (tests may read files).
    files: ['lib/engine/**/*.ts'],
    ignores: ['lib/engine/**/*.test.ts', 'lib/engine/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['react', 'react-*', 'next', 'next/*', 'next-intl', 'framer-motion'], message: 'The engine has no UI: keep React and Next out of lib/engine.' },
        { group: ['node:*', 'fs', 'path', 'os', 'child_process', 'crypto'], message: 'The engine does no I/O: keep Node built-ins out of lib/engine.' },
        { group: ['@/*', '../*/**', '../../*'], message: 'The engine imports nothing from the app: only its own modules.' },
      ] }],
      'no-restricted-globals': ['error', { name: 'Date', message: 'The engine is deterministic: no clock.' }, { name: 'fetch', message: 'The engine does no I/O.' }],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Randomness is a seed (pure-rand), never Math.random.' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
