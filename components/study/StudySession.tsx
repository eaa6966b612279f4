// One board of a study session: a fresh deal of the chosen family, played in the quiz's player;
// once answered, the result is recorded and the learner moves on (or says it was too easy).
import { useMemo } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Attempt } from '@/lib/progress/progress';
import type { StudyItem } from '@/lib/progress/schedule';
import { scenarioPath } from '@/components/quiz/scenarioPath';
import { Player, generate, type BoardResult } from './quizSeam';
import styles from './study.module.css';

export interface SessionBoard extends StudyItem {
  readonly seed: number;
  /** Set once the board is answered and recorded. */
  readonly attempt: Attempt | null;
}

interface Props {
  readonly board: SessionBoard;
  readonly number: number;
  readonly onFinished: (r: BoardResult) => void;
  readonly onEasy: () => void;
  readonly onNext: () => void;
  readonly onEnd: () => void;
}

export const StudySession = ({ board, number, onFinished, onEasy, onNext, onEnd }: Props) => {
  const t = useTranslations('study.session');
  const tRoot = useTranslations();
  const dealt = useMemo(() => generate(board.family, board.seed, board.edition), [board.family, board.seed, board.edition]);
  const rating = board.attempt?.rating;
  return (
    <section aria-label={t('heading', { number })} className={styles.session}>
      <p className={styles.sessionHeader}>
        <span className={styles.badge}>{t('reason', { reason: board.reason })}</span>
      </p>
      {dealt.ok ? (
        // The board's own title and the family's name would give the answer away: a neutral heading.
        <Player key={`${board.family}/${board.seed}`} caseFile={dealt.value} title={t('heading', { number })} onFinished={board.attempt ? undefined : onFinished} />
      ) : (
        <>
          <h2>{t('heading', { number })}</h2>
          <p role="alert">{t('generatorError', { code: dealt.error.code })}</p>
        </>
      )}
      <div className={styles.after} role="status">
        {board.attempt && (
          <p className={styles.familyName}>
            {t('family', { family: tRoot(`families.${board.family}.title`) })} ·{' '}
            <Link href={scenarioPath(board.family, board.edition, board.seed)}>{tRoot('scenarios.shareLink')}</Link>
          </p>
        )}
        {rating === 'again' && <p>{t('ratedAgain')}</p>}
        {rating === 'good' && <p>{t('ratedGood')}</p>}
        {rating === 'easy' && <p>{t('ratedEasy')}</p>}
      </div>
      <div className={styles.actions}>
        {rating === 'good' && (
          <button type="button" className="button" onClick={onEasy}>
            {t('easy')}
          </button>
        )}
        {(board.attempt || !dealt.ok) && (
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
