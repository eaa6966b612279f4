// A show-of-hands question: its answers, the room's counts as bars once entered, and after the
// reveal the right answer marked.
import { useTranslations } from 'next-intl';
import { STATUS_ANSWERS, TRANSFER_ANSWERS, type StatusAnswer, type TransferAnswer, type Votes } from './deck';
import styles from './club.module.css';

export type Question = 'status' | 'transfer';

export const useAnswerText = () => {
  const t = useTranslations('study.club');
  return (question: Question, answer: StatusAnswer | TransferAnswer): string =>
    question === 'status' ? t(answer === 'established' ? 'answerEstablished' : 'answerCorrected') : t('answerTransfer', { answer });
};

export const answersFor = (q: Question): readonly (StatusAnswer | TransferAnswer)[] => (q === 'status' ? STATUS_ANSWERS : TRANSFER_ANSWERS);

interface Props {
  readonly question: Question;
  readonly votes: Votes;
  /** The right answer, once revealed. */
  readonly right?: StatusAnswer | TransferAnswer;
  readonly active?: boolean;
}

export const Poll = ({ question, votes, right, active = true }: Props) => {
  const t = useTranslations('study.club');
  const text = useAnswerText();
  const counts = question === 'status' ? votes.status : votes.transfer;
  const answers = answersFor(question);
  const total = answers.reduce((n, a) => n + (counts as Record<string, number>)[a], 0);
  const headingId = `poll-${question}`;
  return (
    <section className={`${styles.poll} ${active ? '' : styles.pollQuiet}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.question}>
        {t(question === 'status' ? 'questionStatus' : 'questionTransfer')}
      </h2>
      <ol className={styles.answers}>
        {answers.map((a, i) => {
          const n = (counts as Record<string, number>)[a];
          const isRight = right !== undefined && a === right;
          return (
            <li key={a} className={`${styles.answer} ${isRight ? styles.right : ''} ${right !== undefined && !isRight ? styles.wrong : ''}`}>
              <span className={styles.answerKey} aria-hidden="true">
                {String.fromCharCode(65 + i)}
              </span>
              <span className={styles.answerText}>
                {text(question, a)}
                {isRight && <strong className={styles.rightMark}> ✓ {t('rightAnswer')}</strong>}
              </span>
              {total > 0 && (
                <span className={styles.bar} aria-label={t('hands', { count: n })}>
                  <span className={styles.barFill} style={{ width: `${(100 * n) / total}%` }} />
                  <span className={styles.barCount}>{n}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
};
