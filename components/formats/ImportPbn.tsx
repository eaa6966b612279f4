// Start a case from a PBN file: open or paste it, pick a board, and the case begins with its deal,
// contract, auction and play. The file's size is checked before it is read, so a huge file never
// freezes the tab; every problem is told in the reader's language with its line. The PBN reader
// and the converter are fetched when the learner first reads a file, not with the page.
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { EDITIONS, type CaseFile, type Edition } from '@/lib/engine';
import type { PbnErrorCode, PbnGame } from '@/lib/formats/pbn';
import type { ImportErrorCode } from '@/lib/formats/convert';
// The parser's own bound (lib/formats/pbn MAX_PBN_BYTES, the same 1 MB: a test checks), here so the
// size is checked before the parser is fetched or the file read.
import { MAX_CASE_BYTES as MAX_PBN_BYTES } from '@/components/case/limits';
import styles from './formats.module.css';

type Problem = { readonly code: PbnErrorCode | ImportErrorCode | 'load-failed'; readonly line: number; readonly text: string };

type Reader = { readonly parsePbn: typeof import('@/lib/formats/pbn').parsePbn; readonly pbnToCase: typeof import('@/lib/formats/convert').pbnToCase };
let loadingReader: Promise<Reader> | null = null;
/** Fetched once; a failed fetch (offline before the worker saved it) is forgotten, so the next try fetches again. */
const loadReader = (): Promise<Reader> =>
  (loadingReader ??= Promise.all([import('@/lib/formats/pbn'), import('@/lib/formats/convert')]).then(
    ([pbn, convert]) => ({ parsePbn: pbn.parsePbn, pbnToCase: convert.pbnToCase }),
    (e: unknown) => {
      loadingReader = null;
      throw e;
    },
  ));

export interface ImportPbnProps {
  /** Called with the new case once the reader picks a board. */
  onCase: (caseFile: CaseFile) => void;
  /** The edition the new case starts in. */
  edition?: Edition;
}

export function ImportPbn({ onCase, edition: initialEdition = '2017' }: ImportPbnProps) {
  const t = useTranslations('formats');
  const ta = useTranslations('app');
  const id = useId();
  const [text, setText] = useState('');
  const [games, setGames] = useState<readonly PbnGame[]>([]);
  const [chosen, setChosen] = useState(0);
  const [edition, setEdition] = useState<Edition>(initialEdition);
  const [problem, setProblem] = useState<Problem | null>(null);

  /** Runs `then` with the reader, or says that it could not be fetched. */
  const withReader = (then: (reader: Reader) => void): void => {
    loadReader().then(then, () => setProblem({ code: 'load-failed', line: 0, text: '' }));
  };

  const read = (source: string): void => withReader(({ parsePbn }) => {
    const r = parsePbn(source);
    if (!r.ok) {
      setGames([]);
      setProblem(r.error);
      return;
    }
    setProblem(null);
    setGames(r.value);
    setChosen(0);
  });

  const onFile = (e: ChangeEvent<HTMLInputElement>): void => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_PBN_BYTES) {
      setGames([]);
      setProblem({ code: 'too-large', line: 0, text: `${Math.ceil(file.size / 1024)} KB` });
      return;
    }
    void file.text().then((content) => {
      setText(content);
      read(content);
    });
  };

  // A paste over the bound is refused whole, and the text already in the box stays.
  const onPaste = (next: string): void => {
    if (next.length > MAX_PBN_BYTES) {
      setProblem({ code: 'too-large', line: 0, text: `${Math.ceil(next.length / 1024)} KB` });
      return;
    }
    setText(next);
  };

  const use = (): void => {
    const game = games[chosen];
    if (!game) return;
    withReader(({ pbnToCase }) => {
      const c = pbnToCase(game, edition);
      if (!c.ok) {
        setProblem(c.error);
        return;
      }
      setProblem(null);
      onCase(c.value);
    });
  };

  return (
    <section className={styles.import} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('import.heading')}</h2>
      <p>{t('import.intro')}</p>
      <div>
        <input id={`${id}-file`} className={styles.fileInput} type="file" accept=".pbn,text/plain" onChange={onFile} />
        <label htmlFor={`${id}-file`} className={styles.button}>
          {t('import.file')}
        </label>
      </div>
      <label htmlFor={`${id}-text`}>{t('import.paste')}</label>
      <textarea id={`${id}-text`} value={text} spellCheck={false} onChange={(e) => onPaste(e.target.value)} />
      <div>
        <button type="button" className={styles.button} onClick={() => read(text)} disabled={text.trim() === ''}>
          {t('import.read')}
        </button>
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem.code === 'load-failed' ? ta('partFailed') : t('error.where', { line: String(problem.line), problem: t(`error.${problem.code}`, { text: problem.text }) })}
        </p>
      )}
      {games.length > 0 && (
        <div className={styles.row}>
          <p role="status" className={styles.note}>{t('import.found', { count: games.length })}</p>
          <label>
            {t('import.board')}{' '}
            <select value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
              {games.map((g, i) => (
                <option key={i} value={i}>
                  {t('import.boardOption', { board: g.board ? String(g.board) : 'none', index: i + 1, contract: g.contract ?? '–' })}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('import.edition')}{' '}
            <select value={edition} onChange={(e) => setEdition(EDITIONS.find((x) => x === e.target.value) ?? edition)}>
              {EDITIONS.map((ed) => (
                <option key={ed} value={ed}>
                  {ed}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={styles.button} onClick={use}>
            {t('import.use')}
          </button>
        </div>
      )}
    </section>
  );
}
