// The presenter's window: controls, where the room is, the room's votes, and what only the
// presenter sees: the answers, the whole ruling and the family's teaching note.
import { useLocale, useTranslations } from 'next-intl';
import { renderStep } from '@/lib/i18n/explain';
import { toLocale } from '@/lib/i18n/locales';
import { useLooseT } from '@/components/quiz/useLooseT';
import { answersOf } from './answers';
import { currentPhase, isRevealed, type ClubState, type Command } from './deck';
import { useAnswerText } from './Poll';
import { VoteEntry } from './VoteEntry';
import { BoardList } from './BoardList';
import { BoardTable } from './BoardTable';
import { Situation } from './Situation';
import styles from './club.module.css';

interface Props {
  readonly state: ClubState;
  readonly onCommand: (c: Command) => void;
  readonly onEnd: () => void;
}

export const PresenterView = ({ state, onCommand, onEnd }: Props) => {
  const t = useTranslations('study.club');
  const root = useLooseT();
  const locale = toLocale(useLocale());
  const text = useAnswerText();
  const board = state.boards[state.board];
  const phase = currentPhase(state);
  const revealed = isRevealed(state);
  const right = answersOf(board.caseFile, board.ruling);
  const shown = phase.kind === 'step' ? phase.index + 1 : 0;
  const where =
    phase.kind === 'question' ? t(phase.question === 'status' ? 'phaseStatus' : 'phaseTransfer') : phase.kind === 'reveal' ? t('phaseReveal') : t('stepOf', { number: shown, total: board.ruling.steps.length });

  return (
    <div className={styles.presenter}>
      <section aria-labelledby="presenter-now" className={styles.now}>
        <h2 id="presenter-now">
          {t('boardOf', { number: state.board + 1, total: state.boards.length })}: {root(`families.${board.family}.title`)}
        </h2>
        <Situation board={board} />
        <p className={styles.where}>{t('nowShowing', { what: where })}</p>
        <div className={styles.controls} role="group" aria-label={t('controls')}>
          <button type="button" className="button" onClick={() => onCommand({ type: 'prev' })}>
            ← {t('back')}
          </button>
          <button type="button" className="button" onClick={() => onCommand({ type: 'reveal' })} disabled={revealed}>
            {t('reveal')}
          </button>
          <button type="button" className="button button--primary" onClick={() => onCommand({ type: 'next' })}>
            {t('next')} →
          </button>
        </div>
        <p className={styles.keys}>{t('keys')}</p>
        <button type="button" className="button" onClick={onEnd}>
          {t('end')}
        </button>
      </section>

      <div className={styles.presenterGrid}>
        <section aria-labelledby="presenter-votes">
          <h2 id="presenter-votes">{t('votesHeading')}</h2>
          <VoteEntry question="status" votes={state.votes[state.board]} onChange={(votes) => onCommand({ type: 'votes', votes })} />
          <VoteEntry question="transfer" votes={state.votes[state.board]} onChange={(votes) => onCommand({ type: 'votes', votes })} />
        </section>

        <section aria-labelledby="presenter-notes" className={styles.private}>
          <h2 id="presenter-notes">{t('presenterOnly')}</h2>
          <dl>
            {right.status && (
              <>
                <dt>{t('questionStatus')}</dt>
                <dd>{text('status', right.status)}</dd>
              </>
            )}
            {right.transfer && (
              <>
                <dt>{t('questionTransfer')}</dt>
                <dd>{text('transfer', right.transfer)}</dd>
              </>
            )}
          </dl>
          <h3>{t('notes')}</h3>
          <p>{root(`families.${board.family}.description`)}</p>
          <h3>{t('ruling')}</h3>
          <ol className={styles.presenterSteps}>
            {board.ruling.steps.map((s, i) => {
              const r = renderStep(s, root, locale, board.edition);
              return (
                <li key={i} className={i < shown ? styles.doneStep : undefined}>
                  <cite>{r.law}</cite> {r.text}
                </li>
              );
            })}
          </ol>
        </section>
      </div>

      <section aria-labelledby="presenter-preview" className={styles.preview}>
        <h2 id="presenter-preview">{t('preview')}</h2>
        <BoardTable board={board} revealed={revealed} step={shown > 0 ? board.ruling.steps[shown - 1] : undefined} />
      </section>

      <BoardList label={t('boards')} boards={state.boards.map((b, i) => `${i + 1}. ${root(`families.${b.family}.title`)}`)} current={state.board} onGoto={(board) => onCommand({ type: 'goto', board })} />
    </div>
  );
};
