// The whole quiz flow for one case file: watch the play, predict at the moment attention is drawn
// (or at the end of play), then the verdicts, the worked explanation on the table, the rest of the
// play, the transferred tricks and the score. Reusable: lessons and study/club modes embed it.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { LayoutGroup } from 'framer-motion';
import { useLocale, useTranslations } from 'next-intl';
import { kindOf, type CaseFile } from '@/lib/engine';
import { replayCase } from '@/lib/engine';
import { ruleCase } from '@/lib/engine';
import { sideOf, otherSide } from '@/lib/engine';
import { formatCard, seatName, suitName, suitSymbol } from '@/lib/i18n/format';
import { toLocale } from '@/lib/i18n/locales';
import { useSettings } from '@/components/settings/SettingsContext';
import { Table } from '@/components/table/Table';
import { buildFrames, expectedAnswers, highlightsOf, judge, predictionFrame, targetRevoke, NO_HIGHLIGHTS, type Answers, type Verdict } from './model';
import { Prediction } from './Prediction';
import { Feedback } from './Feedback';
import { Explanation } from './Explanation';
import { ScoreSummary } from './ScoreSummary';
import { PlayControls } from './PlayControls';
import { describeAction } from './describeAction';
import { useLooseT } from './useLooseT';

export interface ScenarioResult {
  readonly correct: boolean;
  readonly answers: Answers;
  readonly verdicts: readonly Verdict[];
}

export interface ScenarioPlayerProps {
  readonly caseFile: CaseFile;
  /** Called once, when the learner commits the predictions. */
  readonly onFinished?: (result: ScenarioResult) => void;
  /** A smaller layout for inline use in lessons. */
  readonly compact?: boolean;
  /**
   * Heading text. Defaults to a neutral "A board": a case file's own title is free English text
   * and often names the answer, so callers show it only where that is wanted (an uploaded case).
   */
  readonly title?: string;
}

const AUTOPLAY_MS = 900;

export function ScenarioPlayer({ caseFile, onFinished, compact, title }: ScenarioPlayerProps) {
  const t = useTranslations('quiz');
  const tc = useTranslations('case');
  const ta = useLooseT('action');
  const tt = useTranslations('table');
  const locale = toLocale(useLocale());
  const { settings, update } = useSettings();
  // Cards fly between hand, trick and pile by layoutId; several players on one page (a lesson)
  // must not share those ids.
  const layoutGroup = useId();
  const tableRef = useRef<HTMLDivElement>(null);

  // Keyed on the content, not the object: a parent that rebuilds an equal case file each render
  // must not restart the quiz or replay the board again.
  const caseKey = useMemo(() => JSON.stringify(caseFile), [caseFile]);
  const frames = useMemo(() => buildFrames(caseFile, replayCase), [caseKey]);
  const ruling = useMemo(() => ruleCase(caseFile), [caseKey]);
  const stopAt = useMemo(() => predictionFrame(caseFile), [caseKey]);

  const [pos, setPos] = useState(0);
  const [answers, setAnswers] = useState<Answers | null>(null);
  const [revealed, setRevealed] = useState(1);
  const [playing, setPlaying] = useState(false);

  // A new case starts over.
  useEffect(() => {
    setPos(0);
    setAnswers(null);
    setRevealed(1);
    setPlaying(false);
  }, [caseKey]);

  const total = caseFile.timeline.length;
  const max = answers ? total : stopAt;
  const go = useCallback((n: number) => setPos(Math.max(0, Math.min(n, max))), [max]);

  useEffect(() => {
    if (!playing) return;
    if (pos >= max) {
      setPlaying(false);
      return;
    }
    const id = setTimeout(() => setPos((p) => Math.min(p + 1, max)), AUTOPLAY_MS);
    return () => clearTimeout(id);
  }, [playing, pos, max]);

  /** The player's keys; true when the key was one of them. */
  const handleKey = (key: string, target: HTMLElement): boolean => {
    const tag = target.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return false;
    switch (key) {
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
        if (tag === 'BUTTON' && key === ' ') return false;
        setPlaying((p) => !p);
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
  handleKeyRef.current = handleKey;
  useEffect(() => {
    if (compact) return;
    const onDocKey = (e: globalThis.KeyboardEvent) => {
      if (e.target !== document.body || e.altKey || e.ctrlKey || e.metaKey) return;
      if (handleKeyRef.current(e.key, document.body)) e.preventDefault();
    };
    document.addEventListener('keydown', onDocKey);
    return () => document.removeEventListener('keydown', onDocKey);
  }, [compact]);

  const heading = title ?? t('untitled');
  if (!frames.ok || !ruling.ok) {
    const error = !frames.ok ? frames.error : !ruling.ok ? ruling.error : null;
    return (
      <section className="player player--error" role="alert">
        <p>{t('engineError', { message: error?.message ?? '' })}</p>
        {error && <p>{tc('errorCode', { code: error.code })}</p>}
      </section>
    );
  }

  const frameList = frames.value;
  const rul = ruling.value;
  const final = frameList[frameList.length - 1];
  const revoke = targetRevoke(caseFile, rul);
  const expected = revoke ? expectedAnswers(revoke) : {};
  const verdicts = answers && revoke ? judge(caseFile, rul, revoke, final, answers) : [];
  const atPrediction = pos >= stopAt && !answers;
  const atEnd = answers !== null && pos >= total;
  const activeStep = answers ? rul.steps[revealed - 1] : undefined;
  const highlights = answers ? highlightsOf(activeStep) : NO_HIGHLIGHTS;
  const frame = frameList[Math.min(pos, frameList.length - 1)];

  const submit = (a: Answers) => {
    setAnswers(a);
    setRevealed(1);
    setPlaying(false);
    const v = revoke ? judge(caseFile, rul, revoke, final, a) : [];
    onFinished?.({ correct: v.every((x) => x.correct), answers: a, verdicts: v });
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
  const transfer = atEnd && net !== 0 ? { count: Math.abs(net), to: net > 0 ? sideOf(caseFile.declarer) : otherSide(sideOf(caseFile.declarer)) } : null;

  const banner = revoke ? (
    <p className="player__banner" role="status">
      {t(caseFile.timeline.some((a) => kindOf(a) === 'attention') ? 'attentionDrawn' : 'endOfPlay', {
        seat: seatName(revoke.seat, locale),
        trick: revoke.trick,
        card: formatCard(revoke.card, locale),
        suit: `${suitSymbol(revoke.suitLed)} ${suitName(revoke.suitLed, locale)}`,
      })}
    </p>
  ) : (
    <p className="player__banner" role="status">{t('noRevoke')}</p>
  );

  return (
    <section className={`player ${compact ? 'player--compact' : ''} ${settings.fourColour ? 'four-colour' : ''}`} aria-label={t('region', { title: heading })} onKeyDown={onKeyDown}>
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
          <LayoutGroup id={layoutGroup}>
            <Table state={frame} caseFile={caseFile} showAllHands={settings.showAllHands || atEnd} highlights={highlights} transfer={transfer} />
          </LayoutGroup>
        </div>
        <div className="player__side">
          <PlayControls
            position={pos}
            total={total}
            max={max}
            playing={playing}
            onGo={go}
            onToggle={() => setPlaying((p) => !p)}
            description={describeAction(caseFile, pos - 1, frame, ta, locale)}
          />
          {!answers && !atPrediction && <p className="player__hint">{t('watch')}</p>}
          {atPrediction && (
            <>
              {banner}
              {revoke ? (
                <Prediction expected={expected} onSubmit={submit} />
              ) : (
                <button type="button" className="button button--primary" onClick={() => submit({})}>
                  {t('showRuling')}
                </button>
              )}
            </>
          )}
          {answers && (
            <>
              {banner}
              <Feedback verdicts={verdicts} edition={rul.edition} />
              <Explanation steps={rul.steps} edition={rul.edition} revealed={revealed} onReveal={reveal} onShowTable={() => tableRef.current?.scrollIntoView({ block: 'start' })} />
              {pos < total && <p className="player__hint">{t('continuePlay')}</p>}
              {atEnd && <ScoreSummary ruling={rul} declarer={caseFile.declarer} />}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
