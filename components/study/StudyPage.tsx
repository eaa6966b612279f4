// /study: the learner's progress from every board answered anywhere in the app, and sessions that
// bring due families back first, then new families in difficulty order. All dates come from the
// clock here, never inside lib/progress.
import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { boardKeyOf } from '@/lib/progress/answers';
import { boardOutcomes, commonMistakes, masteryOf, neverTried, overallStats } from '@/lib/progress/analysis';
import { familiesFor, freshSeed, nextItem, recentSeeds, summarise, type FamilyInfo } from '@/lib/progress/schedule';
import { withEasy, type ProgressStore } from '@/lib/progress/store';
import { useSettings } from '@/components/settings/SettingsContext';
import { useStoredProgress } from './useStoredProgress';
import { DamagedNotice } from './DamagedNotice';
import { EditionSelect } from './EditionSelect';
import { ProgressView } from './ProgressView';
import { MasteryChart } from './MasteryChart';
import { CommonMistakes } from './CommonMistakes';
import { NeverTried } from './NeverTried';
import { ReviewQueue } from './ReviewQueue';
import { TransferPanel } from './TransferPanel';
import { StudySession, type SessionBoard } from './StudySession';
import type { BoardResult } from './quizSeam';
import type { LessonMap } from './lessonLink';
import styles from './study.module.css';

type Mode = 'study' | 'review' | 'ahead';
interface Session {
  readonly mode: Mode;
  readonly number: number;
  /** null when nothing is left to study in this mode. */
  readonly board: SessionBoard | null;
  /** Random numbers drawn for the next board's seed, so it can be known (and dealt ahead) before "next". */
  readonly nextDraws: readonly number[];
}

/** Four draws: a fresh seed needs one unless it lands on a recent seed (freshSeed then steps on). */
const draws = (): number[] => [Math.random(), Math.random(), Math.random(), Math.random()];

/** The draws as a random source, repeating the last once they run out. */
const replay = (xs: readonly number[]): (() => number) => {
  let i = 0;
  return () => xs[Math.min(i++, xs.length - 1)];
};

interface Props {
  readonly families: readonly FamilyInfo[];
  readonly lessons: LessonMap;
}

export const StudyPage = ({ families, lessons }: Props) => {
  const t = useTranslations('study');
  const { settings, update: updateSettings } = useSettings();
  const edition = settings.edition;
  const { loaded, backups, saveFailed, change, dismissDamaged, refresh } = useStoredProgress();
  const [session, setSession] = useState<Session | null>(null);

  if (!loaded) return <p role="status">{t('page.loading')}</p>;
  const now = new Date();
  const progress = loaded.progress;
  const boards = boardOutcomes(progress);
  const cards = summarise(boards, families, edition, now);
  const due = cards.filter((c) => c.isDue).length;

  /** The board the schedule gives next; `random` for its seed (the session's draws, or fresh ones). */
  const pick = (p: ProgressStore, mode: Mode, number: number, random: readonly number[] = draws()): Session => {
    const played = boardOutcomes(p);
    const item = nextItem(summarise(played, families, edition, new Date()), { ahead: mode === 'ahead' });
    const fits = item && (mode !== 'review' || item.reason === 'due');
    // A fresh seed, never one of the family's last boards: review is of the law, not of a deal remembered.
    const seed = item ? freshSeed(replay(random), recentSeeds(played, item.family)) : 0;
    return { mode, number, board: fits ? { ...item, seed, result: null, easy: false } : null, nextDraws: draws() };
  };
  // Once a board is answered (its answer in the progress record), the next one is known: the
  // session deals it ahead, and "next" opens exactly that board.
  const upcoming = session?.board?.result ? pick(progress, session.mode, session.number + 1, session.nextDraws) : null;

  const finish = (board: SessionBoard) => (r: BoardResult) => setSession((s) => s && { ...s, board: { ...board, result: r } });

  const markEasy = (board: SessionBoard) => () => {
    change((p) => withEasy(p, boardKeyOf({ family: board.family, edition: board.edition, seed: board.seed })));
    setSession((s) => s && { ...s, board: { ...board, easy: true } });
  };

  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      {session === null && <p className={styles.intro}>{t('page.intro')}</p>}
      {loaded.damaged.length > 0 && <DamagedNotice damaged={loaded.damaged} onDismiss={dismissDamaged} />}
      {loaded.damaged.length === 0 && backups.length > 0 && session === null && (
        <p className={styles.warn}>
          <a href="#transfer-heading">{t('damaged.keptEarlier')}</a>
        </p>
      )}
      {(loaded.storage === 'unavailable' || saveFailed) && (
        <p role="alert" className={styles.warn}>
          {t('page.storageUnavailable')}
        </p>
      )}
      {session === null && (
        <div className={styles.toolbar}>
          <EditionSelect label={t('page.edition')} value={edition} onChange={(e) => updateSettings({ edition: e })} option={(e) => t('page.editionOption', { edition: e })} />
          <button type="button" className="button button--primary" onClick={() => setSession(pick(progress, 'study', 1))}>
            {t('page.start')}
          </button>
          <button type="button" className="button" onClick={() => setSession(pick(progress, 'review', 1))} disabled={due === 0}>
            {t('page.reviewNow', { count: due })}
          </button>
          <Link className="button" href={`/study/exam?edition=${edition}`}>
            {t('page.exam')}
          </Link>
        </div>
      )}
      {session?.board && (
        <StudySession
          board={session.board}
          number={session.number}
          onFinished={finish(session.board)}
          onEasy={markEasy(session.board)}
          upcoming={upcoming?.board ?? null}
          onNext={() => setSession(upcoming ?? pick(progress, session.mode, session.number + 1))}
          onEnd={() => setSession(null)}
        />
      )}
      {session && !session.board && (
        <section className={styles.session} aria-live="polite">
          <p>{session.mode === 'review' ? t('session.doneReview') : t('session.doneAll', { edition })}</p>
          <div className={styles.actions}>
            {session.mode !== 'review' && (
              <button type="button" className="button button--primary" onClick={() => setSession(pick(progress, 'ahead', session.number))}>
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
          <ProgressView stats={overallStats(progress)} />
          <MasteryChart mastery={masteryOf(progress.answers)} />
          <CommonMistakes mistakes={commonMistakes(progress.answers)} lessons={lessons} />
          <ReviewQueue cards={cards} now={now} />
          <NeverTried families={neverTried(progress, familiesFor(families, edition).map((f) => f.name), edition)} edition={edition} />
          <TransferPanel progress={progress} backups={backups} onChange={change} onBackupsChanged={refresh} />
        </>
      )}
    </div>
  );
};
