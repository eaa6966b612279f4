// One board of a study session: a fresh deal of the chosen family, played in the quiz's player
// (which records each answer); once answered the learner moves on, says it was too easy, or, after
// a wrong answer, opens the board that proves the point.
import { useMemo } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { StudyItem } from '@/lib/progress/schedule';
import { scenarioPath } from '@/components/quiz/scenarioPath';
import { Player, generate, type BoardResult } from './quizSeam';
import { useDealAhead } from '@/components/quiz/dealCache';
import { CounterExample } from './CounterExample';
import styles from './study.module.css';
import { useFamilyTitle } from './useFamilyTitle';

export interface SessionBoard extends StudyItem {
  readonly seed: number;
  /** Set once the board is answered. */
  readonly result: BoardResult | null;
  readonly easy: boolean;
}

interface Props {
  readonly board: SessionBoard;
  readonly number: number;
  /** The board "next" opens, once this one is answered: dealt ahead meanwhile. */
  readonly upcoming?: SessionBoard | null;
  readonly onFinished: (r: BoardResult) => void;
  readonly onEasy: () => void;
  readonly onNext: () => void;
  readonly onEnd: () => void;
}

/** The first question answered wrong that a counter-example can speak to. */
const wrongField = (r: BoardResult): 'status' | 'transfer' | null => {
  for (const g of r.graded) if (!g.right && (g.question.ask === 'status' || g.question.ask === 'transfer')) return g.question.ask;
  return null;
};

export const StudySession = ({ board, number, upcoming = null, onFinished, onEasy, onNext, onEnd }: Props) => {
  const t = useTranslations('study.session');
  const tRoot = useTranslations();
  const familyTitle = useFamilyTitle();
  // Memoised: a new case object would restart the board (the cache may have let it go meanwhile).
  const dealt = useMemo(() => generate(board.family, board.seed, board.edition), [board.family, board.seed, board.edition]);
  useDealAhead(upcoming ? [upcoming] : []);
  const r = board.result;
  const field = r ? wrongField(r) : null;
  return (
    <section aria-label={t('heading', { number })} className={styles.session}>
      <p className={styles.sessionHeader}>
        <span className={styles.badge}>{t('reason', { reason: board.reason })}</span>
      </p>
      {dealt.ok ? (
        // The board's own title and the family's name would give the answer away: a neutral heading.
        <Player
          key={`${board.family}/${board.seed}`}
          caseFile={dealt.value}
          title={t('heading', { number })}
          answeredTitle={familyTitle(board.family)}
          source="study"
          family={board.family}
          seed={board.seed}
          onFinished={r ? undefined : onFinished}
        />
      ) : (
        <>
          <h2>{t('heading', { number })}</h2>
          <p role="alert">{t('generatorError', { code: dealt.error.code })}</p>
        </>
      )}
      <div className={styles.after} role="status">
        {r && (
          <p className={styles.familyName}>
            {t('family', { family: familyTitle(board.family) })} · <Link href={scenarioPath(board.family, board.edition, board.seed)}>{tRoot('scenarios.shareLink')}</Link>
          </p>
        )}
        {r && !r.correct && <p>{t('ratedAgain')}</p>}
        {r?.correct && !board.easy && <p>{t('ratedGood')}</p>}
        {r?.correct && board.easy && <p>{t('ratedEasy')}</p>}
      </div>
      {field && <CounterExample family={board.family} seed={board.seed} edition={board.edition} field={field} />}
      <div className={styles.actions}>
        {r?.correct && !board.easy && (
          <button type="button" className="button" onClick={onEasy}>
            {t('easy')}
          </button>
        )}
        {(r || !dealt.ok) && (
          <button type="button" className="button button--primary" onClick={onNext}>
            {t('next')}
          </button>
        )}
        <button type="button" className="button" onClick={onEnd}>
          {t('end')}
        </button>
      </div>
    </section>
  );
};
