// The report after handing in: score, time per board, each board with the learner's answers, the
// ruling and the worked explanation, the weak laws linked to their lessons; printable on A4.
import Link from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { Edition } from '@/lib/engine';
import { GROUP_SECTIONS } from '@/lib/progress/laws';
import { examPath } from '@/lib/progress/exam';
import { renderStep } from '@/lib/i18n/explain';
import { formatContract, seatName } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import { useAnswerLabel } from '@/components/quiz/answerLabel';
import { useLooseT } from '@/components/quiz/useLooseT';
import { lessonHref, type LessonMap } from '../lessonLink';
import { DealText } from './DealText';
import { WEAK_SHARE, formatDuration, weakLaws, type ExamOutcome, type ReportBoard } from './examResult';
import styles from './exam.module.css';
import { useFamilyTitle } from '../useFamilyTitle';

// The site's header and navigation are not part of a printed report; A4 with room for a binder.
const PRINT_CSS = '@page { size: A4; margin: 14mm 12mm; } @media print { .site-header, .site-footer, nav, .skip-link { display: none !important; } }';

interface Props {
  readonly outcome: ExamOutcome;
  readonly edition: Edition;
  readonly seed: number;
  readonly size: number;
  readonly timeUp: boolean;
  readonly lessons: LessonMap;
  readonly onAgain: () => void;
}

export const ExamReport = ({ outcome, edition, seed, size, timeUp, lessons, onAgain }: Props) => {
  const t = useTranslations('study.exam.report');
  const te = useTranslations('study.exam');
  const tm = useTranslations('study.mastery');
  const format = useFormatter();
  const share = outcome.asked ? outcome.right / outcome.asked : 0;
  const weak = weakLaws(outcome);
  return (
    <article className={styles.report} aria-labelledby="report-heading">
      <style>{PRINT_CSS}</style>
      <h1 id="report-heading">{t('heading')}</h1>
      <p className={styles.printed}>{t('printed', { edition, seed, date: format.dateTime(new Date(), { dateStyle: 'long' }) })}</p>
      {timeUp && <p role="status">{te('timeUp')}</p>}
      <dl className={styles.score}>
        <div>
          <dt>{t('score', { right: outcome.right, asked: outcome.asked, share })}</dt>
        </div>
        <div>
          <dt>{t('boards', { right: outcome.boardsRight, total: outcome.boards.length })}</dt>
        </div>
        <div>
          <dt>{t('time', { time: formatDuration(outcome.ms) })}</dt>
        </div>
      </dl>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('print')}
        </button>
        <button type="button" className="button" onClick={onAgain}>
          {t('again')}
        </button>
        <Link className="button" href={examPath(edition, seed) + (size === 20 ? '' : `&boards=${size}`)}>
          {t('shareLink')}
        </Link>
      </div>

      <section aria-labelledby="weak-heading">
        <h2 id="weak-heading">{t('weak')}</h2>
        {weak.length === 0 ? (
          <p>{t('weakNone', { share: WEAK_SHARE })}</p>
        ) : (
          <ul>
            {weak.map((g) => (
              <li key={g}>
                {t('weakLaw', { law: tm(`laws.${g}.long`), right: outcome.byLaw[g].right, asked: outcome.byLaw[g].asked })} ·{' '}
                <Link href={lessonHref(lessons, GROUP_SECTIONS[g])}>{t('read', { lesson: lessons[GROUP_SECTIONS[g].lesson]?.title ?? GROUP_SECTIONS[g].lesson })}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <BoardTable outcome={outcome} />
      {outcome.boards.map((b, i) => (
        <BoardDetail key={i} board={b} n={i + 1} edition={edition} />
      ))}
    </article>
  );
};

const ResultText = ({ board }: { board: ReportBoard }) => {
  const t = useTranslations('study.exam.report');
  if (!board.answers) return <>{t('notAnswered')}</>;
  const wrong = board.lines.filter((l) => !l.right).length;
  return <>{wrong === 0 ? t('right') : t('wrong', { count: wrong })}</>;
};

const BoardTable = ({ outcome }: { outcome: ExamOutcome }) => {
  const t = useTranslations('study.exam.report');
  const familyTitle = useFamilyTitle();
  return (
    <section aria-labelledby="per-board-heading">
      <h2 id="per-board-heading">{t('perBoard')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('colBoard')}</th>
            <th scope="col">{t('colFamily')}</th>
            <th scope="col">{t('colTime')}</th>
            <th scope="col">{t('colResult')}</th>
          </tr>
        </thead>
        <tbody>
          {outcome.boards.map((b, i) => (
            <tr key={i}>
              <th scope="row">
                <a href={`#exam-board-${i + 1}`}>{i + 1}</a>
              </th>
              <td>{familyTitle(b.family)}</td>
              <td>{b.ms > 0 ? formatDuration(b.ms) : '–'}</td>
              <td>
                <ResultText board={b} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};

const BoardDetail = ({ board, n, edition }: { board: ReportBoard; n: number; edition: Edition }) => {
  const t = useTranslations('study.exam.report');
  const te = useTranslations('study.exam');
  const familyTitle = useFamilyTitle();
  const root = useLooseT();
  const label = useAnswerLabel();
  const locale = toLocale(useLocale());
  return (
    <section id={`exam-board-${n}`} className={styles.board} aria-labelledby={`exam-board-${n}-heading`}>
      <h2 id={`exam-board-${n}-heading`}>
        {te('board', { n })}: {familyTitle(board.family)}
      </h2>
      <p>
        {t('colTime')}: {board.ms > 0 ? formatDuration(board.ms) : '–'} · <ResultText board={board} />
      </p>
      {board.caseFile && (
        <p className={styles.contract}>
          {formatContract(board.caseFile.contract, locale)} · {seatName(board.caseFile.declarer, locale)}
        </p>
      )}
      {board.caseFile && <DealText deal={board.caseFile.deal} />}
      {board.lines.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('question')}</th>
              <th scope="col">{t('yours')}</th>
              <th scope="col">{t('ruling')}</th>
            </tr>
          </thead>
          <tbody>
            {board.lines.map((l, i) => (
              <tr key={i} className={l.right ? styles.right : styles.wrong}>
                <th scope="row">{t('ask', { ask: l.question.ask })}</th>
                <td>
                  {l.chosen === null ? t('none') : label(l.question.ask, l.chosen)} <span className={styles.mark}>{l.right ? '✓' : '✗'}</span>
                </td>
                <td>
                  {label(l.question.ask, l.question.answer)} {l.law && <cite>({l.law})</cite>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {board.ruling && board.ruling.steps.length > 0 && (
        <>
          <h3>{t('explanation')}</h3>
          <ol className={styles.steps}>
            {board.ruling.steps.map((s, i) => {
              const r = renderStep(s, root, locale, edition);
              return (
                <li key={i}>
                  <cite>{r.law}</cite> {r.text}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
};
