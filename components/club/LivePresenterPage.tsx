// /club/live: the presenter's window of a live evening. It creates the evening the setup asked
// for (or comes back to the one this browser holds the key of), paces it, and sees what only the
// presenter may see before the reveal: the ruling's answer.
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { EVENTS } from '@/lib/live/messages';
import { currentQuestionOf, type DealtBoard } from '@/lib/live/plan';
import type { PresenterCommand } from '@/lib/live/session';
import type { RoomView } from '@/lib/live/view';
import { JoinBlock } from './RoomScreen';
import { LiveTable } from './LiveTable';
import { tricksDone } from './TricksShown';
import { readLiveRequest, readPresenter, writeLiveRequest, writePresenter } from './storage';
import { useDealt } from './useDealt';
import { useLive, type LiveApi } from './useLive';
import { useLiveKeys } from './useLiveKeys';
import { useLiveText } from './useLiveText';
import styles from './club.module.css';

type Created = { code: string; key: string; room: RoomView; joinOrigin: string | null; problems: { family: string; code: string }[] };

export const LivePresenterPage = ({ clubHref, locale }: { clubHref: string; locale: string }) => {
  const t = useTranslations('club');
  const text = useLiveText();
  const [error, setError] = useState<string | null>(null);
  const [lost, setLost] = useState(false);
  const [origin, setOrigin] = useState<string | null>(null);
  const [problems, setProblems] = useState<Created['problems']>([]);

  const hello = useCallback(({ send, setRoom }: LiveApi) => {
    const request = readLiveRequest();
    const seat = readPresenter();
    if (request) {
      void send<Created>(EVENTS.create, { ...request, locale }).then((r) => {
        writeLiveRequest(null);
        if (!r.ok) return setError(text.error(r.error));
        writePresenter({ code: r.code, key: r.key });
        setOrigin(r.joinOrigin);
        setProblems(r.problems);
        setRoom(r.room);
      });
      return;
    }
    if (!seat) return setLost(true);
    void send<{ room: RoomView; joinOrigin: string | null }>(EVENTS.presenter, seat).then((r) => {
      if (!r.ok) {
        if (r.error === 'code-unknown' || r.error === 'not-allowed') {
          writePresenter(null);
          return setLost(true);
        }
        return setError(text.error(r.error, { code: seat.code }));
      }
      setError(null);
      setOrigin(r.joinOrigin);
      setRoom(r.room);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const live = useLive(hello);
  const { room, send, setRoom, connected } = live;
  const dealt = useDealt(room);

  const command = useCallback(
    (c: PresenterCommand) =>
      void send<{ room: RoomView }>(EVENTS.command, c).then((r) => {
        if (r.ok) setRoom(r.room);
        else setError(text.error(r.error));
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [send, setRoom],
  );
  useLiveKeys(room && !room.ended ? command : null, Boolean(room?.scoreboard));

  const downloadCsv = async () => {
    if (!room) return;
    const r = await send<{ csv: string; filename: string }>(EVENTS.exportCsv, { code: room.code });
    if (!r.ok) return setError(text.error(r.error));
    const url = URL.createObjectURL(new Blob([r.csv], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = r.filename;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  if (lost) {
    return (
      <div className={styles.page}>
        <p role="alert" className={styles.warn}>
          {t('presenter.lost')}
        </p>
        <a className="button" href={clubHref}>
          {t('presenter.back')}
        </a>
      </div>
    );
  }
  if (!room) {
    return (
      <div className={styles.page}>
        {error ? (
          <p role="alert" className={styles.warn}>
            {error}
          </p>
        ) : (
          <p role="status">{t('creating')}</p>
        )}
      </div>
    );
  }
  const seat = readPresenter();
  const joinUrl = `${origin ?? window.location.origin}/join`;
  const board = dealt[room.board] ?? null;
  const openScreen = () => seat && window.open(`${clubHref}/room#code=${room.code}&key=${seat.key}`, 'revoke-trainer-club-room', 'popup');

  return (
    <div className={styles.page}>
      <h1>{t('presenter.heading', { code: room.code })}</h1>
      {!connected && (
        <p role="status" className={styles.offline}>
          {text.error('offline')}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.warn}>
          {error}
        </p>
      )}
      {problems.map((p, i) => (
        <p key={i} role="alert" className={styles.warn}>
          {t('presenter.dealProblem', { code: p.code })}
        </p>
      ))}
      <div className={styles.livePresenter}>
        <section aria-labelledby="live-now" className={styles.now}>
          <h2 id="live-now">{board ? <WhereWeAre room={room} board={board} /> : null}</h2>
          <AnswerKey room={room} board={board} />
          <div className={styles.controls} role="group" aria-label={t('presenter.boards')}>
            <button type="button" className="button" onClick={() => command({ type: 'prev' })} disabled={room.ended !== null}>
              ← {t('presenter.prev')}
            </button>
            <button type="button" className="button button--primary" onClick={() => command({ type: 'next' })} disabled={room.ended !== null}>
              {t('presenter.next')} →
            </button>
          </div>
          <div className={styles.controls}>
            <button type="button" className="button" onClick={() => command({ type: 'close' })} disabled={room.current?.state !== 'open'}>
              {t('presenter.close')}
            </button>
            <button type="button" className="button" onClick={() => command({ type: 'reset' })} disabled={!room.current || room.ended !== null}>
              {t('presenter.reset')}
            </button>
            <button type="button" className="button" onClick={() => command({ type: 'scoreboard', show: !room.scoreboard })}>
              {room.scoreboard ? t('presenter.scoreboardHide') : t('presenter.scoreboardShow')}
            </button>
          </div>
          <label className={styles.speed}>
            <input type="checkbox" checked={room.speedPoints} onChange={(e) => command({ type: 'speedPoints', on: e.target.checked })} /> {t('presenter.speed')}
          </label>
          <p className={styles.keys}>{t('presenter.keys')}</p>
          <div className={styles.controls}>
            <button type="button" className="button" onClick={openScreen}>
              {t('presenter.openScreen')}
            </button>
            <button type="button" className="button" onClick={() => void downloadCsv()}>
              {t('presenter.csv')}
            </button>
            <button type="button" className="button" onClick={() => command({ type: 'end' })} disabled={room.ended !== null}>
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
      <nav aria-label={t('presenter.boards')} className={styles.boardList}>
        <ol>
          {room.boards.map((b, i) => (
            <li key={i}>
              <button type="button" className="button" aria-current={i === room.board ? 'true' : undefined} onClick={() => command({ type: 'goto', board: i })}>
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>
    </div>
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
