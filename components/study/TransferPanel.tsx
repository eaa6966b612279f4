// Export progress to a JSON file and import one back (merged, so nothing already here is lost);
// also the damaged data kept from earlier loads, to download or delete.
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { makeProgressText, mergeProgress, parseProgressText, type Progress, type ProgressError } from '@/lib/progress/progress';
import { deleteBackup, listBackups, type Backup } from '@/lib/progress/storage';
import { ProgressProblem } from './ProgressProblem';
import { browserStore } from './useStoredProgress';
import { downloadText, exportFilename } from './download';
import styles from './study.module.css';

/** `error` null: the file could not be read at all. */
type ImportOutcome = { readonly ok: true; readonly added: number } | { readonly ok: false; readonly file: string; readonly error: ProgressError | null };

// FileReader rather than Blob.text(): older Safari and jsdom lack the latter.
const readText = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

interface Props {
  readonly progress: Progress;
  readonly onImport: (merged: Progress) => void;
}

export const TransferPanel = ({ progress, onImport }: Props) => {
  const t = useTranslations('study.transfer');
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
    const parsed = parseProgressText(text);
    if (!parsed.ok) return setOutcome({ ok: false, file: file.name, error: parsed.error });
    const merged = mergeProgress(progress, parsed.value);
    setOutcome({ ok: true, added: merged.attempts.length - progress.attempts.length });
    onImport(merged);
  };

  return (
    <section aria-labelledby="transfer-heading" className={styles.panel}>
      <h2 id="transfer-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => downloadText(exportFilename(new Date()), makeProgressText(progress))}>
          {t('export')}
        </button>
        <label htmlFor={inputId} className={`button ${styles.fileLabel}`}>
          {t('import')}
        </label>
        <input id={inputId} className={styles.fileInput} type="file" accept="application/json,.json" onChange={importFile} />
      </div>
      <div role="status">
        {outcome?.ok === true && <p>{t('imported', { added: outcome.added })}</p>}
      </div>
      {outcome?.ok === false && (
        <div role="alert" className={styles.notice}>
          <p>
            <strong>{t('importFailed', { file: outcome.file })}</strong>
          </p>
          {outcome.error ? <ProgressProblem error={outcome.error} /> : <p>{t('readFailed')}</p>}
        </div>
      )}
      <Backups />
    </section>
  );
};

const Backups = () => {
  const t = useTranslations('study.transfer');
  const format = useFormatter();
  const [backups, setBackups] = useState<Backup[]>([]);
  const refresh = () => {
    const store = browserStore();
    setBackups(store ? listBackups(store) : []);
  };
  useEffect(refresh, []);
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
                refresh();
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
