// /study: the learner's progress, and sessions that bring due families back first, then new
// families in difficulty order. All dates come from the clock here, never inside lib/progress.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { EDITIONS, type Edition } from '@/lib/engine';
import { recordAttempt, rerateAttempt } from '@/lib/progress/progress';
import { nextItem, overallStats, summarise, type FamilyInfo } from '@/lib/progress/schedule';
import { useSettings } from '@/components/settings/SettingsContext';
import { randomSeed } from '@/components/quiz/scenarioPath';
import { useStoredProgress } from './useStoredProgress';
import { DamagedNotice } from './DamagedNotice';
import { ProgressView } from './ProgressView';
import { TransferPanel } from './TransferPanel';
import { StudySession, type SessionBoard } from './StudySession';
import type { BoardResult } from './quizSeam';
import styles from './study.module.css';

type Mode = 'study' | 'review' | 'ahead';
interface Session {
  readonly mode: Mode;
  readonly number: number;
  /** null when nothing is left to study in this mode. */
  readonly board: SessionBoard | null;
}

export const StudyPage = ({ families }: { families: readonly FamilyInfo[] }) => {
  const t = useTranslations('study');
  const { settings, update: updateSettings } = useSettings();
  const edition = settings.edition;
  const { loaded, saveFailed, update, dismissDamaged } = useStoredProgress();
  const [session, setSession] = useState<Session | null>(null);

  if (!loaded) return <p role="status">{t('page.loading')}</p>;
  const now = new Date();
  const cards = summarise(loaded.progress, families, edition, now);
  const due = cards.filter((c) => c.isDue).length;

  const pick = (mode: Mode, number: number): Session => {
    const item = nextItem(summarise(loaded.progress, families, edition, new Date()), { ahead: mode === 'ahead' });
    const fits = item && (mode !== 'review' || item.reason === 'due');
    return { mode, number, board: fits ? { ...item, seed: randomSeed(), attempt: null } : null };
  };

  const finish = (board: SessionBoard) => (r: BoardResult) => {
    const attempt = { family: board.family, edition: board.edition, seed: board.seed, at: new Date().toISOString(), rating: r.correct ? 'good' : 'again' } as const;
    update((p) => recordAttempt(p, attempt));
    setSession((s) => s && { ...s, board: { ...board, attempt } });
  };

  const markEasy = (board: SessionBoard) => () => {
    if (!board.attempt) return;
    const attempt = board.attempt;
    update((p) => rerateAttempt(p, attempt, 'easy'));
    setSession((s) => s && { ...s, board: { ...board, attempt: { ...attempt, rating: 'easy' } } });
  };

  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      {session === null && <p className={styles.intro}>{t('page.intro')}</p>}
      {loaded.damaged && <DamagedNotice damaged={loaded.damaged} onDismiss={dismissDamaged} />}
      {(loaded.storage === 'unavailable' || saveFailed) && (
        <p role="alert" className={styles.warn}>
          {t('page.storageUnavailable')}
        </p>
      )}
      {session === null && (
        <div className={styles.toolbar}>
          <label>
            {t('page.edition')}{' '}
            <select value={edition} onChange={(e) => updateSettings({ edition: e.target.value as Edition })}>
              {EDITIONS.map((e) => (
                <option key={e} value={e}>
                  {t('page.editionOption', { edition: e })}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button button--primary" onClick={() => setSession(pick('study', 1))}>
            {t('page.start')}
          </button>
          <button type="button" className="button" onClick={() => setSession(pick('review', 1))} disabled={due === 0}>
            {t('page.reviewNow', { count: due })}
          </button>
        </div>
      )}
      {session?.board && (
        <StudySession
          board={session.board}
          number={session.number}
          onFinished={finish(session.board)}
          onEasy={markEasy(session.board)}
          onNext={() => setSession(pick(session.mode, session.number + 1))}
          onEnd={() => setSession(null)}
        />
      )}
      {session && !session.board && (
        <section className={styles.session} aria-live="polite">
          <p>{session.mode === 'review' ? t('session.doneReview') : t('session.doneAll', { edition })}</p>
          <div className={styles.actions}>
            {session.mode !== 'review' && (
              <button type="button" className="button button--primary" onClick={() => setSession(pick('ahead', session.number))}>
                {t('session.practiseAhead')}
              </button>
            )}
            <button type="button" className="button" onClick={() => setSession(null)}>
              {t('session.end')}
            </button>
          </div>
        </section>
      )}
      {session === null && (
        <>
          <ProgressView cards={cards} stats={overallStats(loaded.progress)} now={now} />
          <TransferPanel progress={loaded.progress} onImport={(merged) => update(() => merged)} />
        </>
      )}
    </div>
  );
};
