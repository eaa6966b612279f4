// The Redis store, for several instances: the session is one JSON value, changed under WATCH so
// that two instances changing it at once never lose each other's change (the loser retries on
// the new state). Within one instance changes of a session queue up first, so a room of phones
// answering together does not make the instance race itself.
import type { Redis } from 'ioredis';
import type { SessionState } from '@/lib/live/session';
import type { Change, SessionStore } from './types';

const KEEP_SECONDS = 7 * 24 * 60 * 60;
const MAX_TRIES = 50;

const keyOf = (code: string): string => `revoke:live:session:${code}`;
const ACTIVE = 'revoke:live:active';

export const openRedisStore = (redis: Redis): SessionStore => {
  const queues = new Map<string, Promise<unknown>>();
  const queued = <T>(code: string, job: () => Promise<T>): Promise<T> => {
    const before = queues.get(code) ?? Promise.resolve();
    const run = before.then(job, job);
    const settled = run.catch(() => undefined);
    queues.set(code, settled);
    void settled.then(() => {
      if (queues.get(code) === settled) queues.delete(code);
    });
    return run;
  };

  const get = async (code: string): Promise<SessionState | null> => {
    const text = await redis.get(keyOf(code));
    return text ? (JSON.parse(text) as SessionState) : null;
  };

  const tryUpdate = async <T>(code: string, fn: (s: SessionState) => Change<T>) => {
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      await redis.watch(keyOf(code));
      const s = await get(code);
      if (!s) {
        await redis.unwatch();
        return null;
      }
      const { state, result } = fn(s);
      if (state === null) {
        await redis.unwatch();
        return { result, state: s };
      }
      const saved = { ...state, rev: s.rev + 1 };
      const tx = redis.multi().set(keyOf(code), JSON.stringify(saved), 'EX', KEEP_SECONDS);
      tx.zadd(ACTIVE, saved.ended ? 0 : saved.lastActivity, code);
      const done = await tx.exec();
      if (done !== null) return { result, state: saved };
      // Another instance changed it first: back off a little, then run fn again on its state.
      await new Promise((r) => setTimeout(r, 2 + attempt * 3));
    }
    throw new Error(`session ${code}: too many concurrent changes`);
  };

  return {
    insert: async (s) => {
      const done = await redis.set(keyOf(s.code), JSON.stringify(s), 'EX', KEEP_SECONDS, 'NX');
      if (done !== 'OK') return false;
      await redis.zadd(ACTIVE, s.lastActivity, s.code);
      return true;
    },
    get,
    // WATCH belongs to a connection, so one instance's changes must run one at a time on it.
    update: (code, fn) => queued('watch', () => tryUpdate(code, fn)),
    countActive: async (since) => redis.zcount(ACTIVE, since, '+inf'),
    close: async () => {
      await redis.quit();
    },
  };
};
