// The whole quiz flow for one case file: watch the play; at the moment attention is drawn, predict
// what the table has decided then (status, then the penalty card once it must be corrected); play
// on; when play is over, predict the transfer; then the worked explanation on the table, the
// transferred tricks and the score. Questions, answers and grading come from lib/quiz, so every
// screen that embeds this (scenario page, lessons, study, exam, club) asks and grades the same way.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { replayFrames, ruleCase, sideOf, otherSide, type CaseFile, type RevokeRuling } from '@/lib/engine';
import { attentionOf, lawOf, questionsFor, revokeOf, type AnyQuestion } from '@/lib/quiz';
import type { AnswerEvent } from '@/lib/progress/answers';
import { useSettings } from '@/components/settings/SettingsContext';
import { Table } from '@/components/table/Table';
import { BoardInfo, boardOf } from '@/components/table/BoardInfo';
import { highlightsOf, NO_HIGHLIGHTS } from './model';
import { gradeOne, type Graded } from './grading';
import { flowOf, nextStage } from './flow';
import { Prediction } from './Prediction';
import { BoardFacts } from './BoardFacts';
import { Feedback } from './Feedback';
import { Banner } from './Banner';
import { Explanation } from './Explanation';
import { ScoreSummary } from './ScoreSummary';
import { PlayControls } from './PlayControls';
import { describeAction } from './describeAction';
import { useLooseT } from './useLooseT';
import styles from './quiz.module.css';
import { useLocale } from 'next-intl';
import { toLocale } from '@/lib/i18n/locales';
import { afterLoad } from '@/components/layout/afterLoad';

export type QuizSource = 'scenario' | 'lesson' | 'study' | 'exam' | 'club';

export interface ScenarioResult {
  /** Every answer right (true for a board that asks nothing). */
  readonly correct: boolean;
  /** Every answer, graded against the ruling, in the order asked. */
  readonly graded: readonly Graded[];
}

export interface ScenarioPlayerProps {
  readonly caseFile: CaseFile;
  /** Called once, when the learner has answered the last question (or seen the ruling of a board that asks none). */
  readonly onFinished?: (result: ScenarioResult) => void;
  /** A smaller layout for inline use in lessons. */
  readonly compact?: boolean;
  /**
   * Heading until the learner has answered: names the situation, never the ruling. Defaults to a
   * neutral "A board": a case file's own title is free English text and often names the answer.
   */
  readonly title?: string;
  /** Heading once every question is answered: may name the ruling. */
  readonly answeredTitle?: string;
  /** Where the answers are recorded as coming from. */
  readonly source?: QuizSource;
  /** False for the director's exam: no verdicts, no explanation; answers still collected and passed on. */
  readonly feedback?: boolean;
  /** The generator family and seed, or null for a hand-written case (then `caseKey` names it). */
  readonly family?: string | null;
  readonly seed?: number | null;
  readonly caseKey?: string;
}

const AUTOPLAY_MS = 900;

// The progress record (localStorage, read through its zod schemas) is only needed once the
// learner answers: fetched after the page's load event, long before the first question, so the
// board's first paint does not wait for it. An answer given before it arrives waits for it, and
// is recorded before onFinished is called, as always.
type Recorder = (event: AnswerEvent) => void;
let recorder: Recorder | null = null;
let loadingRecorder: Promise<Recorder> | null = null;
const loadRecorder = (): Promise<Recorder> => (loadingRecorder ??= import('@/lib/progress/record').then((m) => (recorder = m.recordAnswer)));

/** When an answer is committed (called from the submit handler only, never while rendering). */
const answeredAt = (): number => Date.now();

/** Keyed on the content, not the object: a parent that rebuilds an equal case file each render must
 *  not restart the quiz; a different case starts over with fresh state. */
export function ScenarioPlayer(props: ScenarioPlayerProps) {
  const key = useMemo(() => JSON.stringify(props.caseFile), [props.caseFile]);
  return <PlayerBody key={key} {...props} />;
}

function PlayerBody({ caseFile, onFinished, compact, title, answeredTitle, source = 'scenario', feedback = true, family = null, seed = null, caseKey }: ScenarioPlayerProps) {
  const t = useTranslations('quiz');
  const ta = useLooseT('action');
  const tt = useTranslations('table');
  const locale = toLocale(useLocale());
  const { settings, update } = useSettings();
  const tableRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void afterLoad().then(loadRecorder);
  }, []);
  /** An answer committed while the recorder was still on its way (ignores a second click meanwhile). */
  const waiting = useRef(false);

  // The body is keyed on the case's content (above), so the first case file it saw is the one it plays.
  const [board] = useState(() => {
    const ruled = ruleCase(caseFile);
    // the table after every action from one replay (replaying up to each action was one replay per frame)
    return { frames: replayFrames(caseFile), ruling: ruled, questions: ruled.ok ? questionsFor(caseFile, ruled.value, { mayAsk: true }) : [] };
  });
  const { frames, ruling, questions } = board;
  const flow = useMemo(() => flowOf(questions, feedback), [questions, feedback]);

  const [pos, setPos] = useState(0);
  /** The learner's answer to each question asked so far. */
  const [answers, setAnswers] = useState<ReadonlyMap<AnyQuestion, string>>(() => new Map());
  /** A board that asks nothing shows its ruling once the learner asks for it at the end. */
  const [shown, setShown] = useState(false);
  const [revealed, setRevealed] = useState(1);
  const [playing, setPlaying] = useState(false);

  const total = caseFile.timeline.length;
  const current = nextStage(flow, answers, feedback);
  const finished = current === null && (flow.stages.length > 0 || shown);
  const max = current ? current.askedAt : total;
  const go = (n: number) => setPos(Math.max(0, Math.min(n, max)));

  // Autoplay runs until the next question (or the end): it stops there by itself.
  const running = playing && pos < max;
  useEffect(() => {
    if (!running) return;
    const id = setTimeout(() => setPos((p) => Math.min(p + 1, max)), AUTOPLAY_MS);
    return () => clearTimeout(id);
  }, [running, pos, max]);

  /** The player's keys; true when the key was one of them. */
  const handleKey = (k: string, target: HTMLElement): boolean => {
    const tag = target.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return false;
    switch (k) {
      case 'ArrowRight':
        go(pos + 1);
        return true;
      case 'ArrowLeft':
        go(pos - 1);
        return true;
      case 'Home':
        go(0);
        return true;
      case 'End':
        go(max);
        return true;
      case ' ':
      case 'k':
        if (tag === 'BUTTON' && k === ' ') return false;
        setPlaying(!running);
        return true;
      default:
        return false;
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (handleKey(e.key, e.target as HTMLElement)) e.preventDefault();
  };
  // A full-page player also answers keys when nothing has focus yet (just after the page loads).
  const handleKeyRef = useRef(handleKey);
  useEffect(() => {
    handleKeyRef.current = handleKey;
  });
  useEffect(() => {
    if (compact) return;
    const onDocKey = (e: globalThis.KeyboardEvent) => {
      if (e.target !== document.body || e.altKey || e.ctrlKey || e.metaKey) return;
      if (handleKeyRef.current(e.key, document.body)) e.preventDefault();
    };
    document.addEventListener('keydown', onDocKey);
    return () => document.removeEventListener('keydown', onDocKey);
  }, [compact]);

  // A board number is shown as one (with dealer and vulnerability below), never a seed.
  const { board: boardNumber } = boardOf(caseFile);
  const heading = (finished ? answeredTitle : undefined) ?? title ?? (boardNumber !== null ? tt('boardNumber', { board: boardNumber }) : t('untitled'));
  if (!frames.ok || !ruling.ok) {
    const error = !frames.ok ? frames.error : !ruling.ok ? ruling.error : null;
    return (
      <section className="player player--error" role="alert">
        <p>{t('engineError', { message: error?.message ?? '' })}</p>
        {error && <p>{t('engineErrorCode', { code: error.code })}</p>}
      </section>
    );
  }

  const frameList = frames.value;
  const rul = ruling.value;
  const final = frameList[frameList.length - 1];
  const graded: Graded[] = [...answers].filter(([q]) => !flow.ungraded.has(q)).map(([q, chosen]) => gradeOne(caseFile, rul, final, q, chosen));
  const atQuestion = current !== null && pos >= current.askedAt;
  const atEnd = finished && pos >= total;
  const explain = finished && feedback;
  const activeStep = explain ? rul.steps[revealed - 1] : undefined;
  const highlights = explain ? highlightsOf(activeStep) : NO_HIGHLIGHTS;
  const frame = frameList[Math.min(pos, frameList.length - 1)];
  const nameRevoke = new Set(questions.map((q) => `${q.revoke.seat}${q.revoke.trick}`)).size > 1;

  const record = (recordAnswer: Recorder, q: AnyQuestion, g: Graded, at: number) =>
    recordAnswer({ source, family, edition: rul.edition, seed, ...(caseKey ? { caseKey } : {}), ask: q.ask, law: lawOf(rul, q), chosen: g.chosen, answer: q.answer, right: g.right, mistake: g.mistake, at });

  const submit = (chosen: readonly string[]) => {
    if (!current || waiting.current) return;
    const recordAnswer = recorder;
    if (!recordAnswer) {
      waiting.current = true;
      void loadRecorder().then(() => {
        waiting.current = false;
        submit(chosen);
      });
      return;
    }
    const next = new Map(answers);
    const at = answeredAt();
    // An exam board is recorded once it is finished: a reload in the middle of a board starts that
    // board again (components/study/exam), and its answers must count once, not twice.
    const whole = source === 'exam';
    current.questions.forEach((q, j) => {
      next.set(q, chosen[j]);
      if (!whole && !flow.ungraded.has(q)) record(recordAnswer, q, gradeOne(caseFile, rul, final, q, chosen[j]), at);
    });
    setAnswers(next);
    setRevealed(1);
    setPlaying(false);
    if (nextStage(flow, next, feedback) === null) {
      const asked = [...next].filter(([q]) => !flow.ungraded.has(q));
      const all = asked.map(([q, c]) => gradeOne(caseFile, rul, final, q, c));
      if (whole) asked.forEach(([q], i) => record(recordAnswer, q, all[i], at));
      onFinished?.({ correct: all.every((g) => g.right), graded: all });
    }
  };
  const showRuling = () => {
    setShown(true);
    onFinished?.({ correct: true, graded: [] });
  };

  // A step that points at a trick not yet played moves the table forward to show it.
  const reveal = (n: number) => {
    const k = Math.max(1, Math.min(n, rul.steps.length));
    setRevealed(k);
    const hl = highlightsOf(rul.steps[k - 1]);
    let need = pos;
    for (const tr of hl.tricks) {
      const at = frameList.findIndex((f) => f.tricks.some((x) => x.number === tr && x.winner !== null));
      if (at > need) need = at;
    }
    if (need !== pos) setPos(need);
  };

  const net = rul.tricks ? rul.tricks.declarer.final - rul.tricks.declarer.won : 0;
  const transfer = atEnd && feedback && net !== 0 ? { count: Math.abs(net), to: net > 0 ? sideOf(caseFile.declarer) : otherSide(sideOf(caseFile.declarer)) } : null;

  // The revokes asked about at this moment (or, once finished, every revoke asked about).
  const bannerRevokes: RevokeRuling[] = (current && atQuestion ? [...current.questions] : finished ? questions : [])
    .map((q) => revokeOf(rul, q))
    .filter((r, i, all): r is RevokeRuling => r !== null && all.indexOf(r) === i);
  const askerOf = (r: RevokeRuling) => {
    const a = attentionOf(caseFile, r);
    return { drawn: a !== null && a.at < Math.max(pos, current?.askedAt ?? 0), by: a?.by ?? null };
  };
  const noQuestions = flow.stages.length === 0;

  return (
    <section className={`player ${styles.root} ${compact ? 'player--compact' : ''} ${settings.fourColour ? 'four-colour' : ''}`} aria-label={t('region', { title: heading })} onKeyDown={onKeyDown}>
      <header className="player__header">
        <h2 className="player__title">{heading}</h2>
        <span className="player__edition">{t('edition', { edition: rul.edition })}</span>
        <label className="toggle">
          <input type="checkbox" checked={settings.showAllHands} onChange={(e) => update({ showAllHands: e.target.checked })} />
          {tt('showAllHands')}
        </label>
      </header>
      <div className="player__body">
        <div className="player__table" ref={tableRef}>
          {/* Its cards fly by layoutId in a layout group of their own (components/table/Motion.tsx). */}
          <Table state={frame} caseFile={caseFile} showAllHands={settings.showAllHands || atEnd} highlights={highlights} transfer={transfer} />
        </div>
        <div className="player__side">
          <BoardFacts caseFile={caseFile} />
          <div className={`player__controls ${styles.controls}`}>
            <PlayControls
              position={pos}
              total={total}
              max={max}
              playing={running}
              onGo={go}
              onToggle={() => setPlaying(!running)}
              description={describeAction(caseFile, pos - 1, frame, ta, locale)}
            />
          </div>
          {current && !atQuestion && <p className="player__hint">{t(answers.size === 0 ? 'watch' : 'playToEnd')}</p>}
          {noQuestions && !shown && (
            pos >= total ? (
              <>
                <Banner caseFile={caseFile} revokes={rul.revokes.filter((r) => r.status === 'unnoticed')} askerOf={askerOf} />
                <button type="button" className="button button--primary" onClick={showRuling}>
                  {t('showRuling')}
                </button>
              </>
            ) : (
              <p className="player__hint">{t('watchToEnd')}</p>
            )
          )}
          {atQuestion && bannerRevokes.length > 0 && <Banner caseFile={caseFile} revokes={bannerRevokes} askerOf={askerOf} />}
          {feedback && graded.length > 0 && <Feedback graded={graded} nameRevoke={nameRevoke} />}
          {atQuestion && current && <Prediction key={answers.size} stage={current} nameRevoke={nameRevoke} exam={!feedback} onSubmit={submit} />}
          {finished && !feedback && <p className="player__hint" role="status">{t('answersCollected')}</p>}
          {explain && (
            <>
              <Explanation steps={rul.steps} edition={rul.edition} revealed={revealed} onReveal={reveal} onShowTable={() => tableRef.current?.scrollIntoView({ block: 'start' })} />
              {pos < total && <p className="player__hint">{t('continuePlay')}</p>}
              {atEnd && <ScoreSummary ruling={rul} declarer={caseFile.declarer} />}
            </>
          )}
          {/* Last in the column: read first while watching, it never pushes a question out of sight. */}
          {!compact && <BoardInfo caseFile={caseFile} />}
        </div>
      </div>
    </section>
  );
}
