// Shown once when the saved progress could not be read: what is wrong, that nothing was deleted,
// and a way to take the damaged text away for repair.
import { useTranslations } from 'next-intl';
import type { DamagedProgress } from '@/lib/progress/storage';
import { ProgressProblem } from './ProgressProblem';
import { downloadText, exportFilename } from './download';
import styles from './study.module.css';

export const DamagedNotice = ({ damaged, onDismiss }: { damaged: DamagedProgress; onDismiss: () => void }) => {
  const t = useTranslations('study.damaged');
  return (
    <section role="alert" aria-labelledby="damaged-heading" className={styles.notice}>
      <h2 id="damaged-heading">{t('heading')}</h2>
      <ProgressProblem error={damaged.error} />
      <p>{damaged.backupKey ? t('kept') : t('notKept')}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => downloadText(exportFilename(new Date(), 'damaged-progress'), damaged.raw, 'text/plain')}>
          {t('download')}
        </button>
        <button type="button" className="button" onClick={onDismiss}>
          {t('dismiss')}
        </button>
      </div>
    </section>
  );
};
