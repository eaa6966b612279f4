// Sitting the exam: one board at a time in the quiz's player with feedback off (answers are
// recorded with source 'exam'), a clock counting down, and hand-in at any time. Where it stands
// (the board shown, the answers so far, the clock's start) is saved in the progress record after
// every change, so a reload resumes it at the same board with the same deadline.
import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Edition } from '@/lib/engine';
import type { ExamBoard } from '@/lib/progress/exam';
import type { SavedExam } from '@/lib/progress/examSave';
import { changeProgress } from '@/lib/progress/record';
import { withExam } from '@/lib/progress/store';
import { isFamilyName } from '@/lib/generator/familyNames';
import { Player, generate, type BoardResult } from '../quizSeam';
import { useDealAhead, type BoardRef } from '@/components/quiz/dealCache';
import { formatDuration, type SatBoard } from './examResult';
import styles from './exam.module.css';

interface Props {
  readonly boards: readonly ExamBoard[];
  readonly edition: Edition;
  /** The paper's seed (with edition and the number of boards, what names it). */
  readonly seed: number;
  readonly minutes: number;
  /** When the learner pressed start (ms since the epoch). */
  readonly startedAt: number;
  readonly onHandIn: (sat: SatBoard[], timeUp: boolean) => void;
  /** Where a reloaded page left this paper: its board and answers (its clock is `startedAt`). */
  readonly resume?: SavedExam;
}

type Result = BoardResult & { ms: number };

/** The paper's boards as the deal cache names them (a family this version does not know is left out: it shows as a failed board). */
export const examBoardRefs = (boards: readonly ExamBoard[], edition: Edition): BoardRef[] =>
  boards.flatMap((b) => (isFamilyName(b.family) ? [{ family: b.family, seed: b.seed, edition }] : []));

/** A saved board's answers as the player reported them (no verdicts: the exam shows none). */
const fromSaved = (r: SavedExam['results'][number]): Result | null =>
  r && { correct: r.answers.every((a) => a.right), graded: r.answers.map((a) => ({ question: a.question, chosen: a.chosen, right: a.right, mistake: null, why: [] })), ms: r.ms };

export const ExamSitting = ({ boards, edition, seed, minutes, startedAt, onHandIn, resume }: Props) => {
  const t = useTranslations('study.exam');
  // One board dealt when it is shown, the later ones ahead in idle time (all at the start was one
  // long task of 20 deals on a phone); all are kept, so hand-in finds them dealt.
  const dealt = (i: number) => {
    const b = boards[i];
    return isFamilyName(b.family) ? generate(b.family, b.seed, edition) : { ok: false as const, error: { code: 'unknown-family' } };
  };
  const [index, setIndex] = useState(() => resume?.index ?? 0);
  const [results, setResults] = useState<(Result | null)[]>(() => boards.map((_, i) => fromSaved(resume?.results[i] ?? null)));
  useDealAhead(examBoardRefs(boards.slice(index + 1), edition));
  const [boardStartedAt, setBoardStartedAt] = useState(() => resume?.boardStartedAt ?? startedAt);
  // The clock from the first render: a resumed paper's time went on while the page was away.
  const [now, setNow] = useState(() => (resume ? Date.now() : startedAt));
  const deadline = startedAt + minutes * 60_000;

  useEffect(() => {
    const saved: SavedExam = {
      edition, seed, size: boards.length, startedAt, index, boardStartedAt,
      results: results.map((r) => r && { ms: r.ms, answers: r.graded.map((g) => ({ question: g.question, chosen: g.chosen, right: g.right })) }),
    };
    changeProgress((p) => withExam(p, saved));
  }, [edition, seed, boards.length, startedAt, index, boardStartedAt, results]);

  const handIn = (timeUp: boolean) => {
    // Handed in: nothing left to resume.
    changeProgress((p) => withExam(p, null));
    onHandIn(
      boards.map((b, i) => {
        const d = dealt(i);
        const r = results[i];
        return { family: b.family, seed: b.seed, caseFile: d.ok ? d.value : null, answers: r ? r.graded.map((g) => ({ question: g.question, chosen: g.chosen, right: g.right })) : null, ms: r?.ms ?? 0 };
      }),
      timeUp,
    );
  };

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = deadline - now;
  // Checked after every render (the clock renders once a second): time up hands the paper in.
  useEffect(() => {
    if (left <= 0) handIn(true);
  });

  // Memoised: the clock renders every second, and a new case object would restart the board.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- dealt reads only boards and edition
  const d = useMemo(() => dealt(index), [boards, edition, index]);
  const done = results[index] !== null || !d.ok;
  const last = index === boards.length - 1;
  const next = () => {
    setBoardStartedAt(Date.now());
    setIndex(index + 1);
  };
  return (
    <section aria-label={t('boardOf', { n: index + 1, total: boards.length })} className={styles.sitting}>
      <div className={styles.bar}>
        <p className={styles.progress}>{t('boardOf', { n: index + 1, total: boards.length })}</p>
        <progress max={boards.length} value={results.filter((r) => r !== null).length} aria-label={t('boardOf', { n: index + 1, total: boards.length })} />
        {/* role=timer is not announced every second; the text is there when asked for. */}
        <p role="timer" className={left < 5 * 60_000 ? styles.clockLow : styles.clock}>
          {t('timeLeft', { time: formatDuration(left) })}
        </p>
        <button type="button" className="button" onClick={() => handIn(false)}>
          {t('handIn')}
        </button>
      </div>
      {d.ok ? (
        <Player
          key={index}
          caseFile={d.value}
          title={t('board', { n: index + 1 })}
          answeredTitle={t('board', { n: index + 1 })}
          feedback={false}
          source="exam"
          family={boards[index].family}
          seed={boards[index].seed}
          onFinished={(r) => setResults((rs) => rs.map((x, i) => (i === index ? { ...r, ms: Date.now() - boardStartedAt } : x)))}
        />
      ) : (
        <p role="alert">{t('dealError', { n: index + 1, code: d.error.code })}</p>
      )}
      {done && (
        <div className={styles.actions}>
          {last ? (
            <button type="button" className="button button--primary" onClick={() => handIn(false)}>
              {t('handIn')}
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={next}>
              {t('next')}
            </button>
          )}
        </div>
      )}
    </section>
  );
};
