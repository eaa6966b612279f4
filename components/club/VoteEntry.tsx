// The presenter types in how many hands went up for each answer; the screen shows the bars.
import { useTranslations } from 'next-intl';
import type { Votes } from './deck';
import { answersFor, useAnswerText, type Question } from './Poll';
import styles from './club.module.css';

export const VoteEntry = ({ question, votes, onChange }: { question: Question; votes: Votes; onChange: (v: Votes) => void }) => {
  const t = useTranslations('study.club');
  const text = useAnswerText();
  const counts = votes[question] as Readonly<Record<string, number>>;
  return (
    <fieldset className={styles.voteEntry}>
      <legend>{t(question === 'status' ? 'votesStatus' : 'votesTransfer')}</legend>
      {answersFor(question).map((a) => (
        <label key={a}>
          <span>{text(question, a)}</span>
          <input
            type="number"
            min={0}
            max={999}
            inputMode="numeric"
            value={counts[a]}
            // Enter gives the keys back to the evening (arrows would otherwise change the count).
            onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
            onChange={(e) => {
              const n = Math.max(0, Math.min(999, Math.floor(Number(e.target.value) || 0)));
              onChange({ ...votes, [question]: { ...votes[question], [a]: n } });
            }}
          />
        </label>
      ))}
    </fieldset>
  );
};
