// The projector: the table, the show-of-hands question with the room's votes, then the ruling
// unfolding step by step. Large type and strong contrast, readable from the back of the room.
import { useLocale, useTranslations } from 'next-intl';
import { renderStep } from '@/lib/i18n/explain';
import { toLocale } from '@/lib/i18n/locales';
import { useLooseT } from '@/components/quiz/useLooseT';
import { answersOf } from './answers';
import { currentPhase, isRevealed, type ClubState } from './deck';
import { BoardTable } from './BoardTable';
import { Poll } from './Poll';
import { Situation } from './Situation';
import styles from './club.module.css';

export const ScreenView = ({ state }: { state: ClubState }) => {
  const t = useTranslations('study.club');
  const root = useLooseT();
  const locale = toLocale(useLocale());
  const board = state.boards[state.board];
  if (!board) return <p className={styles.waiting}>{t('noBoards')}</p>;
  const phase = currentPhase(state);
  const revealed = isRevealed(state);
  const right = answersOf(board.caseFile, board.ruling);
  const votes = state.votes[state.board];
  const steps = board.ruling.steps;
  const shown = phase.kind === 'step' ? phase.index + 1 : 0;
  const first = Math.max(0, shown - 3);
  return (
    <div className={styles.screen}>
      <header className={styles.screenHeader}>
        <span>{t('boardOf', { number: state.board + 1, total: state.boards.length })}</span>
        <span>{t('editionLaws', { edition: board.edition })}</span>
      </header>
      <div className={styles.screenTable}>
        <BoardTable board={board} revealed={revealed} step={shown > 0 ? steps[shown - 1] : undefined} />
      </div>
      <div className={styles.screenSide} aria-live="polite">
        {!revealed && <Situation board={board} />}
        {phase.kind === 'question' && <Poll question={phase.question} votes={votes} />}
        {phase.kind === 'reveal' && (
          <div className={styles.revealed}>
            {right.status && <Poll question="status" votes={votes} right={right.status} />}
            {right.transfer && <Poll question="transfer" votes={votes} right={right.transfer} />}
          </div>
        )}
        {phase.kind === 'step' && (
          <section aria-labelledby="screen-steps">
            <h2 id="screen-steps" className={styles.question}>
              {t('ruling')} <span className={styles.stepCount}>{t('stepOf', { number: shown, total: steps.length })}</span>
            </h2>
            {/* The active step and the two before it: more would not fit the screen at this size. */}
            <ol className={styles.steps} start={first + 1}>
              {steps.slice(first, shown).map((s, j) => {
                const i = first + j;
                const r = renderStep(s, root, locale, board.edition);
                return (
                  <li key={i} className={i === shown - 1 ? styles.activeStep : styles.pastStep} aria-current={i === shown - 1 ? 'step' : undefined}>
                    <cite>{r.law}</cite> {r.text}
                  </li>
                );
              })}
            </ol>
          </section>
        )}
      </div>
    </div>
  );
};
