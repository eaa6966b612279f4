// /club/live: the presenter's window of a live evening. It creates the evening the setup asked
// for (or comes back to the one this browser holds the key of), paces it, and sees what only the
// presenter may see before the reveal: the ruling's answer.
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { EVENTS } from '@/lib/live/protocol';
import type { PresenterCommand } from '@/lib/live/session';
import type { RoomView } from '@/lib/live/view';
import { DeferredPlaceholder, useDeferred } from '@/components/layout/Deferred';
import { readLiveRequest, readPresenter, writeLiveRequest, writePresenter } from './storage';
import { useDealt } from './useDealt';
import { useLive, type LiveApi } from './useLive';
import { useLiveKeys } from './useLiveKeys';
import { useLiveText } from './useLiveText';
import styles from './club.module.css';

type Created = { code: string; key: string; room: RoomView; joinOrigin: string | null; problems: { family: string; code: string }[] };

const loadLivePresenterKit = () => import('./livePresenterKit');

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
  const { state: kit, retry } = useDeferred(loadLivePresenterKit);
  const dealt = useDealt(room, kit.kind === 'ready' ? kit.value.dealBoard : null);

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
        ) : live.failed ? (
          <DeferredPlaceholder failed onRetry={live.retry} />
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
      {kit.kind === 'ready' ? (
        <kit.value.LivePresenterView room={room} board={board} joinUrl={joinUrl} onCommand={command} onOpenScreen={openScreen} onDownloadCsv={() => void downloadCsv()} />
      ) : (
        <DeferredPlaceholder failed={kit.kind === 'failed'} onRetry={retry} />
      )}
    </div>
  );
};
