// Shown when part of the saved progress could not be read: what is wrong and where, that nothing
// was deleted (the raw text is kept aside, listed under export and import), and what was kept.
import { useTranslations } from 'next-intl';
import type { DamagedProgress } from '@/lib/progress/localStore';
import { ProgressProblem } from './ProgressProblem';
import styles from './study.module.css';

// More than a few problems say the same thing; the first ones show where.
const SHOWN = 3;

export const DamagedNotice = ({ damaged, onDismiss }: { damaged: readonly DamagedProgress[]; onDismiss: () => void }) => {
  const t = useTranslations('study.damaged');
  return (
    <section role="alert" aria-labelledby="damaged-heading" className={styles.notice}>
      <h2 id="damaged-heading">{t('heading')}</h2>
      {damaged.map((d) => (
        <div key={`${d.source}-${d.backupKey ?? ''}`}>
          <p>
            <strong>{t('source', { source: d.source })}</strong> {t('problems', { count: d.errors.length })}
          </p>
          {d.errors.slice(0, SHOWN).map((e, i) => (
            <ProgressProblem key={i} error={e} />
          ))}
          <p>{d.backupKey ? t('kept') : t('notKept')}</p>
        </div>
      ))}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onDismiss}>
          {t('dismiss')}
        </button>
      </div>
    </section>
  );
};
