// The live layer: socket.io on the same HTTP server as Next. Each message is rate-limited and
// parsed with its zod schema at the edge, turned into an event for the pure reducer, applied to the
// one stored state of its session, and the room is sent its whole new view. A client that
// reconnects says who it is again and gets the whole current state back: nothing is replayed.
import type { Server as HttpServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import { makeJoinCode } from '@/lib/live/code';
import {
  EVENTS, MAX_MESSAGE_BYTES, answerMessage, commandMessage, createMessage, joinMessage, localeMessage, presenterMessage, rejoinMessage, watchMessage,
  type TransportError,
} from '@/lib/live/messages';
import { dealBoard } from '@/lib/live/plan';
import { IDLE_EXPIRY_MS, createSession, isExpired, reduce, type LiveError, type LiveEvent, type Reduced, type SessionState } from '@/lib/live/session';
import { playerView, roomView } from '@/lib/live/view';
import { sessionCsv } from './csv';
import { makeBucket } from './rateLimit';
import { hashSecret, matchesHash, newId, newSecret } from './secrets';
import type { SessionStore } from './store/types';

export interface LiveOptions {
  readonly store: SessionStore;
  /** socket.io adapter (Redis streams) so that rooms span instances. */
  readonly adapter?: NonNullable<ConstructorParameters<typeof Server>[1]>['adapter'];
  /** Where phones reach this server, when the presenter's browser uses another address (localhost). */
  readonly joinOrigin?: (presenterHost: string | undefined) => string | null;
  readonly maxSessions?: number;
  readonly messagesPerSecond?: number;
  readonly burst?: number;
  readonly clock?: () => number;
  readonly log?: (message: string) => void;
}

type Reply = { readonly ok: true; readonly [k: string]: unknown } | { readonly ok: false; readonly error: LiveError | TransportError };
type Role =
  | { readonly kind: 'none' }
  | { readonly kind: 'presenter'; readonly code: string }
  | { readonly kind: 'screen'; readonly code: string }
  | { readonly kind: 'player'; readonly code: string; readonly id: string };

const roomOf = (code: string): string => `session:${code}`;
/** Answers and joins arrive in bursts: the room is sent the newest state at most this often. */
const COALESCE_MS = 100;

const no = (error: LiveError | TransportError): Reply => ({ ok: false, error });

/** Why a stored session takes nothing more, if it does not. */
const closedReason = (s: SessionState, now: number): LiveError | null =>
  s.ended === 'ended' ? 'session-ended' : s.ended === 'expired' || isExpired(s, now) ? 'session-expired' : null;

export const attachLive = (http: HttpServer, options: LiveOptions): { readonly io: Server; close(): Promise<void> } => {
  const { store } = options;
  const clock = options.clock ?? Date.now;
  const log = options.log ?? ((m: string) => console.error(m));
  const maxSessions = options.maxSessions ?? 200;
  const io = new Server(http, {
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    serveClient: false,
    // Next's own upgrades (dev mode's hot reload) must not be cut off by socket.io.
    destroyUpgrade: false,
    adapter: options.adapter,
  });

  const pending = new Map<string, { state: SessionState; timer: NodeJS.Timeout }>();
  const publish = (state: SessionState, now: boolean): void => {
    const waiting = pending.get(state.code);
    if (now) {
      if (waiting) clearTimeout(waiting.timer);
      pending.delete(state.code);
      io.to(roomOf(state.code)).emit(EVENTS.room, roomView(state));
      return;
    }
    if (waiting) {
      if (state.rev > waiting.state.rev) waiting.state = state;
      return;
    }
    const timer = setTimeout(() => {
      const latest = pending.get(state.code);
      pending.delete(state.code);
      if (latest) io.to(roomOf(state.code)).emit(EVENTS.room, roomView(latest.state));
    }, COALESCE_MS);
    pending.set(state.code, { state, timer });
  };

  /** The reducer applied to the stored state; a refusal that changed the state (expiry) is saved too. */
  const apply = (code: string, event: LiveEvent) =>
    store.update<Reduced>(code, (s) => {
      const r = reduce(s, event);
      return { state: r.ok || r.state !== s ? r.state : null, result: r };
    });

  io.on('connection', (socket: Socket) => {
    let role: Role = { kind: 'none' };
    const bucket = makeBucket(options.messagesPerSecond ?? 10, options.burst ?? 20, clock());
    const host = socket.handshake.headers.host;

    const bind = async (next: Role): Promise<void> => {
      if (role.kind !== 'none') await socket.leave(roomOf(role.code));
      role = next;
      if (next.kind !== 'none') await socket.join(roomOf(next.code));
    };

    const on = <S extends z.ZodType>(event: string, schema: S, run: (msg: z.infer<S>, now: number) => Promise<Reply>): void => {
      socket.on(event, (payload: unknown, ack: unknown) => {
        // Every message of ours expects an answer; one without a callback is not from our client.
        if (typeof ack !== 'function') return;
        const reply = ack as (r: Reply) => void;
        const now = clock();
        if (!bucket.take(now)) return reply(no('rate-limited'));
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return reply(no('bad-message'));
        run(parsed.data, now).then(reply, (e: unknown) => {
          log(`live: ${event} failed: ${e instanceof Error ? e.message : String(e)}`);
          reply(no('server-error'));
        });
      });
    };

    const origin = () => options.joinOrigin?.(host) ?? null;

    on(EVENTS.create, createMessage, async (msg, now) => {
      if ((await store.countActive(now - IDLE_EXPIRY_MS)) >= maxSessions) return no('too-many-sessions');
      const dealt = msg.boards.map((b) => ({ ...b, dealt: dealBoard(b.family, msg.edition, b.seed) }));
      const plans = dealt.flatMap((d) => (d.dealt.ok && d.dealt.value.plan.questions.length > 0 ? [d.dealt.value.plan] : []));
      const problems = dealt.flatMap((d) => (d.dealt.ok ? (d.dealt.value.plan.questions.length > 0 ? [] : [{ family: d.family, code: 'no-question' }]) : [{ family: d.family, code: d.dealt.error.code }]));
      if (plans.length === 0) return no('deal-failed');
      const key = newSecret();
      for (let tries = 0; tries < 20; tries++) {
        const s = createSession({ code: makeJoinCode(randomBytes(8)), presenterKeyHash: hashSecret(key), locale: msg.locale, boards: plans, at: now });
        if (await store.insert(s)) {
          await bind({ kind: 'presenter', code: s.code });
          return { ok: true, code: s.code, key, problems, room: roomView(s), joinOrigin: origin() };
        }
      }
      return no('server-error');
    });

    on(EVENTS.presenter, presenterMessage, async ({ code, key }, now) => {
      const s = await store.get(code);
      if (!s) return no('code-unknown');
      if (!matchesHash(key, s.presenterKeyHash)) return no('not-allowed');
      await bind({ kind: 'presenter', code });
      return { ok: true, room: roomView(s), closed: closedReason(s, now), joinOrigin: origin() };
    });

    on(EVENTS.watch, watchMessage, async ({ code }, now) => {
      const s = await store.get(code);
      if (!s) return no('code-unknown');
      const closed = closedReason(s, now);
      if (closed) return no(closed);
      await bind({ kind: 'screen', code });
      return { ok: true, room: roomView(s), joinOrigin: origin() };
    });

    on(EVENTS.join, joinMessage, async ({ code, nickname, locale }, now) => {
      const token = newSecret();
      const id = newId();
      const done = await apply(code, { type: 'join', id, nickname, locale, tokenHash: hashSecret(token), at: now });
      if (!done) return no('code-unknown');
      if (!done.result.ok) return no(done.result.error);
      await bind({ kind: 'player', code, id });
      publish(done.state, false);
      return { ok: true, token, you: playerView(done.state, id), room: roomView(done.state) };
    });

    on(EVENTS.rejoin, rejoinMessage, async ({ code, token, locale }, now) => {
      const s = await store.get(code);
      if (!s) return no('code-unknown');
      const closed = closedReason(s, now);
      if (closed) return no(closed);
      const player = s.players.find((p) => matchesHash(token, p.tokenHash));
      if (!player) return no('not-a-player');
      await bind({ kind: 'player', code, id: player.id });
      if (locale && locale !== player.locale) {
        const done = await apply(code, { type: 'locale', player: player.id, locale, at: now });
        if (done?.result.ok) return { ok: true, you: playerView(done.state, player.id), room: roomView(done.state) };
      }
      return { ok: true, you: playerView(s, player.id), room: roomView(s) };
    });

    on(EVENTS.locale, localeMessage, async ({ locale }, now) => {
      if (role.kind !== 'player') return no('not-a-player');
      const done = await apply(role.code, { type: 'locale', player: role.id, locale, at: now });
      if (!done) return no('code-unknown');
      if (!done.result.ok) return no(done.result.error);
      return { ok: true, you: playerView(done.state, role.id) };
    });

    on(EVENTS.answer, answerMessage, async ({ board, question, choice }, now) => {
      if (role.kind !== 'player') return no('not-a-player');
      const { id, code } = role;
      const done = await apply(code, { type: 'answer', player: id, board, question, choice, at: now });
      if (!done) return no('code-unknown');
      if (!done.result.ok) return no(done.result.error);
      publish(done.state, false);
      return { ok: true, you: playerView(done.state, id) };
    });

    on(EVENTS.command, commandMessage, async (command, now) => {
      if (role.kind !== 'presenter') return no('not-allowed');
      const done = await apply(role.code, { type: 'command', command, at: now });
      if (!done) return no('code-unknown');
      if (!done.result.ok) return no(done.result.error);
      publish(done.state, true);
      return { ok: true, room: roomView(done.state) };
    });

    on(EVENTS.exportCsv, watchMessage, async ({ code }) => {
      if (role.kind !== 'presenter' || role.code !== code) return no('not-allowed');
      const s = await store.get(code);
      if (!s) return no('code-unknown');
      return { ok: true, csv: sessionCsv(s), filename: `revoke-club-${code}.csv` };
    });
  });

  return {
    io,
    close: async () => {
      for (const { timer } of pending.values()) clearTimeout(timer);
      pending.clear();
      await io.close();
    },
  };
};
