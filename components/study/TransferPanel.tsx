// Export everything (answers, board attempts, lessons solved) to a JSON file and import one back,
// merged so nothing already here is lost; the answers as CSV for a teacher; and the damaged data
// kept aside, to download or delete.
import { useId, useState, type ChangeEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { deleteBackup, type Backup } from '@/lib/progress/localStore';
import { browserStore } from '@/lib/progress/record';
import { makeExportText, mergeStores, readStoreText, type ProgressStore, type StoreError } from '@/lib/progress/store';
import { CSV_COLUMNS, makeAnswersCsv, type CsvColumn } from '@/lib/progress/csv';
import { ProgressProblem } from './ProgressProblem';
import { downloadText, exportFilename } from './download';
import styles from './study.module.css';

type ImportOutcome =
  | { readonly ok: true; readonly file: string; readonly added: number; readonly skipped: readonly StoreError[] }
  /** `error` null: the file could not be read at all. */
  | { readonly ok: false; readonly file: string; readonly error: StoreError | null };

// FileReader rather than Blob.text(): older Safari and jsdom lack the latter.
const readText = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });

const size = (s: ProgressStore): number => s.answers.length + s.attempts.length + s.easy.length + Object.values(s.lessons).reduce((n, b) => n + b.length, 0);

interface Props {
  readonly progress: ProgressStore;
  readonly backups: readonly Backup[];
  readonly onChange: (fn: (p: ProgressStore) => ProgressStore) => void;
  readonly onBackupsChanged: () => void;
}

export const TransferPanel = ({ progress, backups, onChange, onBackupsChanged }: Props) => {
  const t = useTranslations('study.transfer');
  const tc = useTranslations('study.csv');
  const inputId = useId();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    let text: string;
    try {
      text = await readText(file);
    } catch {
      return setOutcome({ ok: false, file: file.name, error: null });
    }
    const read = readStoreText(text);
    if (!read.ok) return setOutcome({ ok: false, file: file.name, error: read.error });
    const merged = mergeStores(progress, read.value.value);
    setOutcome({ ok: true, file: file.name, added: size(merged) - size(progress), skipped: read.value.problems });
    onChange((p) => mergeStores(p, read.value.value));
  };

  const csv = () => {
    const titles = Object.fromEntries(CSV_COLUMNS.map((c) => [c, tc(c)])) as Record<CsvColumn, string>;
    downloadText(exportFilename(new Date(), 'answers').replace(/\.json$/, '.csv'), makeAnswersCsv(progress.answers, titles), 'text/csv');
  };

  return (
    <section aria-labelledby="transfer-heading" className={styles.panel}>
      <h2 id="transfer-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => downloadText(exportFilename(new Date()), makeExportText(progress, new Date()))}>
          {t('export')}
        </button>
        <label htmlFor={inputId} className={`button ${styles.fileLabel}`}>
          {t('import')}
        </label>
        <input id={inputId} className={styles.fileInput} type="file" accept="application/json,.json" onChange={(e) => void importFile(e)} />
        <button type="button" className="button" onClick={csv} disabled={progress.answers.length === 0}>
          {t('csv')}
        </button>
      </div>
      <div role="status">{outcome?.ok === true && <p>{t('imported', { added: outcome.added })}</p>}</div>
      {outcome?.ok === true && outcome.skipped.length > 0 && (
        <div role="alert" className={styles.notice}>
          <p>
            <strong>{t('importSkipped', { file: outcome.file, count: outcome.skipped.length })}</strong>
          </p>
          {outcome.skipped.slice(0, 3).map((e, i) => (
            <ProgressProblem key={i} error={e} />
          ))}
        </div>
      )}
      {outcome?.ok === false && (
        <div role="alert" className={styles.notice}>
          <p>
            <strong>{t('importFailed', { file: outcome.file })}</strong>
          </p>
          {outcome.error ? <ProgressProblem error={outcome.error} /> : <p>{t('readFailed')}</p>}
        </div>
      )}
      <Backups backups={backups} onChanged={onBackupsChanged} />
    </section>
  );
};

const Backups = ({ backups, onChanged }: { backups: readonly Backup[]; onChanged: () => void }) => {
  const t = useTranslations('study.transfer');
  const format = useFormatter();
  if (backups.length === 0) return null;
  return (
    <>
      <h3>{t('backups')}</h3>
      <ul className={styles.backups}>
        {backups.map((b) => (
          <li key={b.key}>
            {t('backupFound', { when: format.dateTime(new Date(b.savedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}{' '}
            <button type="button" className="button" onClick={() => downloadText(`revoke-trainer-damaged-${b.savedAt.slice(0, 10)}.txt`, b.raw, 'text/plain')}>
              {t('downloadBackup')}
            </button>{' '}
            <button
              className="button"
              type="button"
              onClick={() => {
                const store = browserStore();
                if (store) deleteBackup(store, b.key);
                onChanged();
              }}
            >
              {t('deleteBackup')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
};
