// `npm run --silent quiz -- FILE...`: the questions the quiz asks on each case file, one JSON line
// per file in order ("-" is stdin). A rejected file gets the `rule` command's error line, and the
// command exits 2 after the rest, as `rule` does.
import { readFileSync } from 'node:fs';
import { parseCaseText, ruleCase } from '../lib/engine';
import { questionsFor, type AnyQuestion } from '../lib/quiz';
import { ruleFile, type RuleLine } from './rule';

export type QuizLine = { questions: AnyQuestion[] } | Extract<RuleLine, { file: string }>;

export const quizFile = (file: string, readText: (f: string) => string): QuizLine => {
  // Read once (stdin cannot be read twice); the rule command's own path gives the error line.
  let text: string | null = null;
  const once = (f: string): string => (text ??= readText(f));
  const line = ruleFile(file, once);
  if ('file' in line) return line;
  const parsed = parseCaseText(text ?? '');
  const ruled = parsed.ok ? ruleCase(parsed.value) : null;
  if (!parsed.ok || !ruled?.ok) throw new Error(`${file}: ruled once, then not again`);
  return { questions: questionsFor(parsed.value, ruled.value, { mayAsk: true }) };
};

const main = (files: string[]): number => {
  if (files.length === 0) {
    process.stderr.write('usage: npm run --silent quiz -- FILE... ("-" reads standard input)\n');
    return 2;
  }
  let failed = false;
  for (const f of files) {
    const line = quizFile(f, (x) => readFileSync(x === '-' ? 0 : x, 'utf8'));
    if ('error' in line) failed = true;
    process.stdout.write(JSON.stringify(line) + '\n');
  }
  return failed ? 2 : 0;
};

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) process.exitCode = main(process.argv.slice(2));
