// The browser's end of the live layer: one socket.io connection to this same origin (CSP
// connect-src 'self'), the newest room view, and `send` with the server's reply. On every
// (re)connect `hello` runs again, so the client says who it is and gets the whole state back.
// socket.io's client is fetched after the load event (components/layout/Deferred): the page and its status
// line are on the phone first, and the connection starts as soon as the client is there.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import type { TransportError } from '@/lib/live/protocol';
import { EVENTS } from '@/lib/live/protocol';
import type { LiveError } from '@/lib/live/session';
import type { RoomView } from '@/lib/live/view';
import { useDeferred } from '@/components/layout/Deferred';
import { useLatest } from './useLatest';

/** socket.io's client chunk (webpack fetches a chunk once; a second call shares the first). */
export const loadSocketClient = () => import('socket.io-client');

export type LiveReply<T = Record<string, unknown>> = ({ readonly ok: true } & T) | { readonly ok: false; readonly error: LiveError | TransportError };

/** A reply that never comes (a server gone mid-message) counts as a server error after this. */
const REPLY_TIMEOUT_MS = 10_000;

export interface Live {
  readonly connected: boolean;
  /** socket.io's client could not be fetched (offline with nothing cached); `retry` fetches it again. */
  readonly failed: boolean;
  readonly retry: () => void;
  readonly room: RoomView | null;
  /** Take a view the server sent in a reply (newer views only). */
  readonly setRoom: (view: RoomView) => void;
  readonly send: <T = Record<string, unknown>>(event: string, payload: unknown) => Promise<LiveReply<T>>;
}

/** What `hello` may use: the sender, and the room setter for the view in a reply. */
export type LiveApi = Pick<Live, 'send' | 'setRoom'>;

export const useLive = (hello: ((api: LiveApi) => void) | null): Live => {
  const socket = useRef<Socket | null>(null);
  const [connected, setConnected] = useState(false);
  const [room, setRoomState] = useState<RoomView | null>(null);
  const greet = useLatest(hello);

  // A view older than the one shown (a reply overtaken by a broadcast) is dropped.
  const setRoom = useCallback((view: RoomView) => setRoomState((old) => (old && old.code === view.code && old.rev > view.rev ? old : view)), []);

  const send = useCallback(<T,>(event: string, payload: unknown): Promise<LiveReply<T>> => {
    const s = socket.current;
    if (!s) return Promise.resolve({ ok: false, error: 'server-error' });
    return s
      .timeout(REPLY_TIMEOUT_MS)
      .emitWithAck(event, payload)
      .then(
        (r: LiveReply<T>) => r,
        (): LiveReply<T> => ({ ok: false, error: 'server-error' }),
      );
  }, []);

  const { state: client, retry } = useDeferred(loadSocketClient);
  useEffect(() => {
    if (client.kind !== 'ready') return;
    const s = client.value.io({ path: '/socket.io', autoConnect: true, reconnectionDelayMax: 4000 });
    socket.current = s;
    s.on('connect', () => {
      setConnected(true);
      greet.current?.({ send, setRoom });
    });
    s.on('disconnect', () => setConnected(false));
    s.on(EVENTS.room, (view: RoomView) => setRoom(view));
    return () => {
      socket.current = null;
      s.disconnect();
    };
  }, [client, send, setRoom, greet]);

  return { connected, failed: client.kind === 'failed', retry, room, setRoom, send };
};
