// /club/room#code=CODE(&key=KEY): the projector of a live evening. It watches the room; opened by
// the presenter (with the key in the address's fragment, never sent to a server as part of a
// URL) it also takes the presenter's keys, so a clicker works whichever window has the focus.
// The room screen and the deal come after the load event (./roomKit.ts).
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { parseJoinCode } from '@/lib/live/code';
import { EVENTS } from '@/lib/live/protocol';
import type { PresenterCommand } from '@/lib/live/session';
import type { RoomView } from '@/lib/live/view';
import { DeferredPlaceholder, useDeferred } from '@/components/layout/Deferred';
import { useDealt } from './useDealt';
import { useLive, type LiveApi } from './useLive';
import { useLiveKeys } from './useLiveKeys';
import { useLiveText } from './useLiveText';
import { FullscreenButton, useFullscreenKey } from './Fullscreen';
import styles from './club.module.css';

const fromHash = (): { code: string | null; key: string | null } => {
  const p = new URLSearchParams(window.location.hash.slice(1));
  return { code: parseJoinCode(p.get('code') ?? ''), key: p.get('key') };
};

const loadRoomKit = () => import('./roomKit');

export const LiveScreenPage = () => {
  const t = useTranslations('club');
  const text = useLiveText();
  const [error, setError] = useState<string | null>(null);
  const [origin, setOrigin] = useState<string | null>(null);
  const [driving, setDriving] = useState(false);

  const hello = useCallback(({ send, setRoom }: LiveApi) => {
    const { code, key } = fromHash();
    if (!code) return setError(text.error('badCode'));
    const asked = key ? send<{ room: RoomView; joinOrigin: string | null }>(EVENTS.presenter, { code, key }) : send<{ room: RoomView; joinOrigin: string | null }>(EVENTS.watch, { code });
    void asked.then((r) => {
      if (!r.ok) return setError(text.error(r.error, { code }));
      setError(null);
      setDriving(Boolean(key));
      setOrigin(r.joinOrigin);
      setRoom(r.room);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const live = useLive(hello);
  const { room, send } = live;
  const { state: kit, retry } = useDeferred(loadRoomKit);
  const dealt = useDealt(room, kit.kind === 'ready' ? kit.value.dealBoard : null);
  const command = useCallback((c: PresenterCommand) => void send(EVENTS.command, c), [send]);
  useLiveKeys(driving ? command : null, room?.scoreboard !== null && room?.scoreboard !== undefined);
  useFullscreenKey();

  if (error) return <p className={`${styles.waiting} ${styles.warn}`} role="alert">{error}</p>;
  if (live.failed) return <DeferredPlaceholder failed onRetry={live.retry} className={styles.waiting} />;
  if (!room) return <p className={styles.waiting}>{t('room.waiting')}</p>;
  const joinUrl = `${origin ?? window.location.origin}/join`;
  return (
    <>
      {!live.connected && (
        <p role="status" className={styles.offline}>
          {text.error('offline')}
        </p>
      )}
      {kit.kind === 'ready' ? (
        <kit.value.RoomScreen room={room} board={dealt[room.board] ?? null} joinUrl={joinUrl} />
      ) : (
        <DeferredPlaceholder failed={kit.kind === 'failed'} onRetry={retry} className={styles.waiting} />
      )}
      <FullscreenButton label={t('room.fullscreen')} />
    </>
  );
};
