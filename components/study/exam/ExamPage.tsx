// /study/exam: choose an edition (or open a shared link), sit the paper, read the report. The
// exam is its seed in the address (?edition=2017&seed=123), so a shared link is the same paper.
// A paper being sat when the page was left is resumed: at its own address, or at the bare one.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { EDITIONS, type Edition } from '@/lib/engine';
import { EXAM_MINUTES, EXAM_SIZE, drawExam, examPath, newExamSeed, type ExamFamily } from '@/lib/progress/exam';
import { useSettings } from '@/components/settings/SettingsContext';
import { isSamePaper, type SavedExam } from '@/lib/progress/examSave';
import { loadProgress } from '@/lib/progress/localStore';
import { browserStore } from '@/lib/progress/record';
import type { LessonMap } from '../lessonLink';
import { EditionSelect } from '../EditionSelect';
import { useDealAhead } from '@/components/quiz/dealCache';
import { ExamSitting, examBoardRefs } from './ExamSitting';
import { ExamReport } from './ExamReport';
import { examOutcome, type SatBoard } from './examResult';
import styles from './exam.module.css';

// The paper saved when the page was left, read once in the browser (nothing on the server): the
// sitting's own saves after that must not change what this visit resumes.
let savedAtLoad: SavedExam | null | undefined;
const readSaved = (): SavedExam | null => {
  if (savedAtLoad === undefined) {
    const store = browserStore();
    savedAtLoad = store ? (loadProgress(store, new Date()).progress.exam ?? null) : null;
  }
  return savedAtLoad;
};
const noSubscription = () => () => {};

type Phase = { readonly name: 'setup' } | { readonly name: 'sitting'; readonly startedAt: number } | { readonly name: 'report'; readonly sat: SatBoard[]; readonly timeUp: boolean };

const digits = (x: unknown, max: number): number | null => (typeof x === 'string' && /^\d{1,10}$/.test(x) && Number(x) <= max ? Number(x) : null);
const isEdition = (x: unknown): x is Edition => typeof x === 'string' && (EDITIONS as readonly string[]).includes(x);

export const ExamPage = ({ families, lessons }: { families: readonly ExamFamily[]; lessons: LessonMap }) => {
  const t = useTranslations('study.exam');
  const router = useRouter();
  const { settings } = useSettings();
  const [phase, setPhase] = useState<Phase>({ name: 'setup' });
  const [copied, setCopied] = useState(false);
  const q = router.query;
  const edition: Edition = isEdition(q.edition) ? q.edition : settings.edition;
  const seed = digits(q.seed, 2 ** 31 - 1);
  // A short paper (?boards=5) for a quick class check; 20 unless the link says otherwise.
  const size = digits(q.boards, EXAM_SIZE) || EXAM_SIZE;
  const minutes = Math.ceil((EXAM_MINUTES * size) / EXAM_SIZE);
  const exam = useMemo(() => (seed === null ? null : drawExam(families, edition, seed, size)), [families, edition, seed, size]);
  // While the learner reads the paper's page, its first board is dealt in idle time, so "Start"
  // waits for no deal (the sitting deals the later boards ahead itself).
  useDealAhead(phase.name === 'setup' && exam ? examBoardRefs(exam.boards.slice(0, 1), edition) : []);

  // The paper being sat when the page was last left: resumed once, at its own address.
  const saved = useSyncExternalStore(noSubscription, readSaved, () => null);
  const [resumed, setResumed] = useState(false);
  useEffect(
    () => () => {
      savedAtLoad = undefined; // the next visit reads afresh
    },
    [],
  );
  const ready = router.isReady !== false;
  const bare = ready && seed === null;
  useEffect(() => {
    // The bare address: go to the saved paper's own, and resume it there.
    if (saved && bare && !resumed) void router.replace({ pathname: router.pathname, query: { edition: saved.edition, seed: String(saved.seed), ...(saved.size === EXAM_SIZE ? {} : { boards: String(saved.size) }) } }, undefined, { shallow: true });
  }, [saved, bare, resumed, router]);
  const resume = !resumed && phase.name === 'setup' && saved && seed !== null && isSamePaper(saved, { edition, seed, size }) ? saved : null;
  const handedIn = (sat: SatBoard[], timeUp: boolean) => {
    setResumed(true);
    setPhase({ name: 'report', sat, timeUp });
  };

  const go = (next: { edition?: Edition; seed?: number }) =>
    void router.replace({ pathname: router.pathname, query: { ...q, edition: next.edition ?? edition, ...(next.seed !== undefined ? { seed: String(next.seed) } : {}) } }, undefined, { shallow: true });

  if (resume && exam) return <ExamSitting key={resume.startedAt} boards={exam.boards} edition={edition} seed={exam.seed} minutes={minutes} startedAt={resume.startedAt} resume={resume} onHandIn={handedIn} />;
  if (phase.name === 'sitting' && exam)
    return <ExamSitting key={phase.startedAt} boards={exam.boards} edition={edition} seed={exam.seed} minutes={minutes} startedAt={phase.startedAt} onHandIn={handedIn} />;
  if (phase.name === 'report' && exam)
    return <ExamReport outcome={examOutcome(phase.sat, edition)} edition={edition} seed={exam.seed} size={size} timeUp={phase.timeUp} lessons={lessons} onAgain={() => setPhase({ name: 'sitting', startedAt: Date.now() })} />;

  const link = exam && typeof window !== 'undefined' ? `${window.location.origin}${router.basePath}${router.locale && router.locale !== router.defaultLocale ? `/${router.locale}` : ''}${examPath(edition, exam.seed)}${size === EXAM_SIZE ? '' : `&boards=${size}`}` : '';
  return (
    <div className={styles.setup}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <p>{t('rules', { count: size, edition, minutes })}</p>
      <div className={styles.actions}>
        <EditionSelect label={t('edition')} value={edition} onChange={(e) => go({ edition: e })} option={(e) => t('editionOption', { edition: e })} />
      </div>
      {exam && (
        <div className={styles.shared}>
          <p>
            <strong>{t('number', { seed: exam.seed, edition })}</strong>
          </p>
          <label>
            {t('share')} <input readOnly value={link} onFocus={(e) => e.target.select()} className={styles.link} />
          </label>{' '}
          <button
            type="button"
            className="button"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => setCopied(true));
            }}
          >
            {t('copy')}
          </button>
          <span role="status">{copied ? t('copied') : ''}</span>
        </div>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            if (seed === null) go({ seed: newExamSeed(Math.random) });
            setPhase({ name: 'sitting', startedAt: Date.now() });
          }}
        >
          {t('start')}
        </button>
        {exam && (
          <button type="button" className="button" onClick={() => go({ seed: newExamSeed(Math.random) })}>
            {t('newPaper')}
          </button>
        )}
      </div>
    </div>
  );
};
