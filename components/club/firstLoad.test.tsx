// What each club window loads before its load event (issue 15: at most 1.3x an empty Next page;
// scripts/benchPages.ts measures it). This walks the static imports of each window's component
// and fails when one reaches code the window fetches later (./*Kit.ts, socket.io's client) or a
// schema library: one eager import of the table or the deal puts ~45 KB gzip back in front of the
// setup and the join form. Type-only imports and import() are not followed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '../..');

const WINDOWS = ['ClubPresenterPage', 'ClubScreenPage', 'LivePresenterPage', 'LiveScreenPage', 'PhonePage', 'JoinCodePage'];

/** Reached only after load, or never in the browser. */
const LATER = [
  'socket.io-client',
  'zod',
  'zod/mini',
  'ts-fsrs',
  'qrcode.react',
  'lib/live/plan.ts',
  'lib/live/messages.ts',
  'lib/generator/index.ts',
  'lib/quiz/index.ts',
  'lib/progress/record.ts',
  'lib/progress/schedule.ts',
  'components/quiz/model.ts',
  'components/table/Table.tsx',
];
/** The engine's index is not walked (webpack keeps only what is used): these constants may be named. */
const ENGINE_NAMES = new Set(['EDITIONS']);

const resolveFile = (spec: string, from: string): string | null => {
  const base = spec.startsWith('@/') ? join(root, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (base === null) return null;
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find((f) => existsSync(f) && statSync(f).isFile()) ?? null;
};

// import x from '...'; import { a, type B } from '...'; export { a } from '...'; import '...'
const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'|^\s*import\s+'([^']+)'/gm;

interface Found {
  readonly chain: readonly string[];
  readonly what: string;
}

const walk = (entry: string): Found[] => {
  const found: Found[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: readonly string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, relative(root, file)];
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[4] ?? m[5];
      if (m[2]) continue; // import type / export type
      const clause = m[3] ?? '';
      const names = /\{([^}]*)\}/.exec(clause)?.[1].split(',').map((s) => s.trim()).filter(Boolean) ?? [];
      const defaultOrStar = clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim();
      if (!defaultOrStar && names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
      if (spec === '@/lib/engine') {
        const used = names.filter((n) => !n.startsWith('type ')).map((n) => n.split(' as ')[0]);
        for (const n of used) if (!ENGINE_NAMES.has(n)) found.push({ chain: here, what: `@/lib/engine ${n}` });
        if (defaultOrStar) found.push({ chain: here, what: `@/lib/engine ${defaultOrStar}` });
        continue;
      }
      const target = resolveFile(spec, file);
      const key = target ? relative(root, target) : spec;
      if (LATER.includes(key)) found.push({ chain: here, what: key });
      else if (target && /\.tsx?$/.test(target)) visit(target, here);
    }
  };
  visit(entry, []);
  return found;
};

test.each(WINDOWS)('%s loads no deal, table, socket client or schema library before the load event', (name) => {
  const found = walk(join(root, 'components/club', `${name}.tsx`));
  expect(found.map((f) => `${f.what} via ${f.chain.join(' -> ')}`)).toEqual([]);
});

test('the walk finds what a window would wrongly load (it can fail)', () => {
  // The kits are what the windows fetch later: walked as if imported eagerly, they reach it all.
  const kit = walk(join(root, 'components/club/phoneKit.ts')).map((f) => f.what);
  expect(kit).toEqual(expect.arrayContaining(['lib/live/plan.ts', 'lib/progress/record.ts']));
  expect(walk(join(root, 'components/club/presenterKit.ts')).map((f) => f.what)).toEqual(expect.arrayContaining(['components/table/Table.tsx', 'lib/generator/index.ts']));
  expect(walk(join(root, 'components/club/useDealt.ts'))).toEqual([]);
});
