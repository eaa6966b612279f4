// The presenter's controls and preview of a live evening once the room is there: where the room
// is, the ruling's answer (only the presenter sees it before the reveal), the pace, the table and
// the join code. Fetched after the load event with the deal (./livePresenterKit.ts).
import { useTranslations } from 'next-intl';
import { currentQuestionOf, type DealtBoard } from '@/lib/live/plan';
import type { PresenterCommand } from '@/lib/live/session';
import type { RoomView } from '@/lib/live/view';
import { BoardList } from './BoardList';
import { JoinBlock } from './RoomScreen';
import { LiveTable } from './LiveTable';
import { tricksDone } from './TricksShown';
import { useLiveText } from './useLiveText';
import styles from './club.module.css';

interface Props {
  readonly room: RoomView;
  readonly board: DealtBoard | null;
  /** Where phones join, e.g. http://192.168.1.20:3000/join. */
  readonly joinUrl: string;
  readonly onCommand: (c: PresenterCommand) => void;
  readonly onOpenScreen: () => void;
  readonly onDownloadCsv: () => void;
}

export const LivePresenterView = ({ room, board, joinUrl, onCommand, onOpenScreen, onDownloadCsv }: Props) => {
  const t = useTranslations('club');
  return (
    <>
    <div className={styles.livePresenter}>
      <section aria-labelledby="live-now" className={styles.now}>
        <h2 id="live-now">{board ? <WhereWeAre room={room} board={board} /> : null}</h2>
        <AnswerKey room={room} board={board} />
        <div className={styles.controls} role="group" aria-label={t('presenter.boards')}>
          <button type="button" className="button" onClick={() => onCommand({ type: 'prev' })} disabled={room.ended !== null}>
            ← {t('presenter.prev')}
          </button>
          <button type="button" className="button button--primary" onClick={() => onCommand({ type: 'next' })} disabled={room.ended !== null}>
            {t('presenter.next')} →
          </button>
        </div>
        <div className={styles.controls}>
          <button type="button" className="button" onClick={() => onCommand({ type: 'close' })} disabled={room.current?.state !== 'open'}>
            {t('presenter.close')}
          </button>
          <button type="button" className="button" onClick={() => onCommand({ type: 'reset' })} disabled={!room.current || room.ended !== null}>
            {t('presenter.reset')}
          </button>
          <button type="button" className="button" onClick={() => onCommand({ type: 'scoreboard', show: !room.scoreboard })}>
            {room.scoreboard ? t('presenter.scoreboardHide') : t('presenter.scoreboardShow')}
          </button>
        </div>
        <label className={styles.speed}>
          <input type="checkbox" checked={room.speedPoints} onChange={(e) => onCommand({ type: 'speedPoints', on: e.target.checked })} /> {t('presenter.speed')}
        </label>
        <p className={styles.keys}>{t('presenter.keys')}</p>
        <div className={styles.controls}>
          <button type="button" className="button" onClick={onOpenScreen}>
            {t('presenter.openScreen')}
          </button>
          <button type="button" className="button" onClick={onDownloadCsv}>
            {t('presenter.csv')}
          </button>
          <button type="button" className="button" onClick={() => onCommand({ type: 'end' })} disabled={room.ended !== null}>
            {t('presenter.end')}
          </button>
        </div>
      </section>
      <section className={styles.preview}>
        <JoinBlock code={room.code} joinUrl={joinUrl} />
        {room.current && (
          <p className={styles.answeredCount}>
            {t('room.answered', { count: room.current.answered, players: room.players })}
          </p>
        )}
        {!room.current && <p>{t('room.players', { count: room.players })}</p>}
        {board && <LiveTable board={board} stop={room.stop} />}
      </section>
    </div>
    <BoardList label={t('presenter.boards')} boards={room.boards.map((_, i) => String(i + 1))} current={room.board} onGoto={(board) => onCommand({ type: 'goto', board })} />
    </>
  );
};

const WhereWeAre = ({ room, board }: { room: RoomView; board: DealtBoard }) => {
  const t = useTranslations('club');
  const tStudy = useTranslations('study.club');
  const stop = board.plan.stops[room.stop];
  const what = !stop
    ? ''
    : stop.kind === 'play'
      ? t('presenter.stopPlay', { count: tricksDone(board, room.stop) })
      : stop.kind === 'question'
        ? t('presenter.stopQuestion', { number: stop.question + 1, open: room.current?.state === 'open' ? 'open' : 'closed' })
        : stop.kind === 'reveal'
          ? t('presenter.stopReveal', { number: stop.question + 1 })
          : t('presenter.stopStep', { number: stop.index + 1, total: board.ruling.steps.length });
  return (
    <>
      {tStudy('boardOf', { number: room.board + 1, total: room.boards.length })}: {t('presenter.now', { what })}
    </>
  );
};

/** The ruling's answer to the question on the screen, for the presenter's eyes. */
const AnswerKey = ({ room, board }: { room: RoomView; board: DealtBoard | null }) => {
  const t = useTranslations('club');
  const text = useLiveText();
  const q = board ? currentQuestionOf(board.plan, room.stop) : null;
  if (!q || !board) return null;
  const question = board.plan.questions[q];
  return (
    <p className={styles.private}>
      <strong>{text.ask(question.ask)}</strong> {t('presenter.answerKey', { answer: question.right.map((o) => text.option(question.ask, o)).join(' / ') })}
    </p>
  );
};
