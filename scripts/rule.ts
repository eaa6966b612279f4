// `npm run --silent rule -- FILE...`: one ruling per file, one JSON line each, in order ("-" is stdin).
// A rejected file prints {"file", "error"} on its line; the command exits 2 after ruling on the rest.
import { readFileSync } from 'node:fs';
import { parseCaseText, ruleCase, type CaseError, type Ruling } from '../lib/engine';

export type RuleLine = Ruling | { file: string; error: { code: string; action: number | null; field?: string; message: string } };

const errorLine = (file: string, e: CaseError | { code: string; message: string; action?: number; field?: string }): RuleLine => ({
  file,
  error: { code: e.code, action: e.action ?? null, ...(e.field ? { field: e.field } : {}), message: e.message },
});

export const ruleFile = (file: string, readText: (f: string) => string): RuleLine => {
  let text: string;
  try {
    text = readText(file);
  } catch (e) {
    return errorLine(file, { code: 'unreadable', message: `cannot read ${file}: ${(e as Error).message}` });
  }
  try {
    const parsed = parseCaseText(text);
    if (!parsed.ok) return errorLine(file, parsed.error);
    const ruled = ruleCase(parsed.value);
    return ruled.ok ? ruled.value : errorLine(file, ruled.error);
  } catch (e) {
    // The engine answers bad input with coded errors; an exception is an engine defect. Say so on
    // this file's line and go on with the others, rather than end the run with a stack trace.
    return errorLine(file, { code: 'engine-error', message: `the engine failed on this file (please report it): ${(e as Error).message}` });
  }
};

const main = (files: string[]): number => {
  if (files.length === 0) {
    process.stderr.write('usage: npm run --silent rule -- FILE... ("-" reads standard input)\n');
    return 2;
  }
  // `rule … | head`: once the reader has gone, stop quietly instead of dying of EPIPE.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
  let failed = false;
  for (const f of files) {
    const line = ruleFile(f, (x) => readFileSync(x === '-' ? 0 : x, 'utf8'));
    if ('error' in line) failed = true;
    process.stdout.write(JSON.stringify(line) + '\n');
  }
  return failed ? 2 : 0;
};

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) process.exitCode = main(process.argv.slice(2));
