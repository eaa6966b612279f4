// A live-evening client for tests and the load bench: socket.io-client from Node, speaking the same
// messages as the browser (lib/live/messages), every wait bounded.
import { io, type Socket } from 'socket.io-client';
import { EVENTS } from '@/lib/live/messages';
import type { RoomView } from '@/lib/live/view';

export type Reply = { ok: true; [k: string]: unknown } | { ok: false; error: string };

export interface TestClient {
  readonly socket: Socket;
  send<T = Record<string, unknown>>(event: string, payload: unknown): Promise<({ ok: true } & T) | { ok: false; error: string }>;
  /** The next room view that satisfies `check`, within `ms`. */
  nextRoom(check: (v: RoomView) => boolean, ms?: number): Promise<RoomView>;
  close(): void;
}

export const connectClient = async (url: string, ms = 10_000): Promise<TestClient> => {
  // WebSocket only: what several instances behind a load balancer without sticky sessions need.
  const socket = io(url, { transports: ['websocket'], reconnection: false, timeout: ms, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no connection to ${url} within ${ms} ms`)), ms);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
  return {
    socket,
    send: async (event, payload) => (await socket.timeout(ms).emitWithAck(event, payload)) as never,
    nextRoom: (check, wait = ms) =>
      new Promise<RoomView>((resolve, reject) => {
        const timer = setTimeout(() => {
          socket.off(EVENTS.room, on);
          reject(new Error(`no matching room view within ${wait} ms`));
        }, wait);
        const on = (v: RoomView) => {
          if (!check(v)) return;
          clearTimeout(timer);
          socket.off(EVENTS.room, on);
          resolve(v);
        };
        socket.on(EVENTS.room, on);
      }),
    close: () => socket.disconnect(),
  };
};
