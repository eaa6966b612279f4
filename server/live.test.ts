// The live layer (./live.ts) on a real socket.io server on loopback, with the embedded store in
// memory and a clock the test moves: whatever a hostile or broken client sends (no answer callback,
// a payload of the wrong shape, an unknown event, a packet past the size bound, a flood, a message
// its role may not send, a store that fails) gets a coded refusal or is dropped, and the server
// goes on answering everyone else. Every wait is bounded (./e2e/clubClient.ts, 5 s).
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EVENTS, MAX_MESSAGE_BYTES } from '@/lib/live/messages';
import { connectClient, type TestClient } from '@/e2e/clubClient';
import { attachLive } from './live';
import { openEmbeddedStore } from './store/embedded';
import type { SessionStore } from './store/types';

const BOARD = { family: 'established-partner-plays', seed: 11 } as const;
const WAIT = 5_000;

interface Running {
  readonly url: string;
  readonly logged: string[];
  readonly clock: { now: number };
  stop(): Promise<void>;
}
const clients: TestClient[] = [];
const running: Running[] = [];

const start = async (options: { store?: SessionStore; maxSessions?: number; messagesPerSecond?: number; burst?: number } = {}): Promise<Running> => {
  const http: HttpServer = createServer();
  const clock = { now: 1_000_000 };
  const logged: string[] = [];
  const store = options.store ?? openEmbeddedStore(':memory:', clock.now);
  const live = attachLive(http, { ...options, store, clock: () => clock.now, log: (m) => logged.push(m) });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const r: Running = {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    logged,
    clock,
    stop: async () => {
      await live.close();
      await store.close();
      http.close();
    },
  };
  running.push(r);
  return r;
};
const client = async (url: string): Promise<TestClient> => {
  const c = await connectClient(url, WAIT);
  clients.push(c);
  return c;
};
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const r of running.splice(0)) await r.stop();
});

/** A new evening with one board; its code and presenter key. */
const evening = async (presenter: TestClient) => {
  const r = await presenter.send<{ code: string; key: string }>(EVENTS.create, { edition: '2017', locale: 'en', boards: [BOARD] });
  if (!r.ok) throw new Error(r.error);
  return r;
};

test('payloads of the wrong shape are refused as bad-message, for every event', { timeout: 20_000 }, async () => {
  const server = await start();
  const c = await client(server.url);
  const bad: [string, unknown][] = [
    [EVENTS.create, null],
    [EVENTS.create, 'create'],
    [EVENTS.create, { edition: '2017', locale: 'en', boards: [] }],
    [EVENTS.create, { edition: '1963', locale: 'en', boards: [BOARD] }],
    [EVENTS.create, { edition: '2017', locale: 'fr', boards: [BOARD] }],
    [EVENTS.create, { edition: '2017', locale: 'en', boards: [{ family: 'no-such-family', seed: 1 }] }],
    [EVENTS.create, { edition: '2017', locale: 'en', boards: [{ family: BOARD.family, seed: -1 }] }],
    [EVENTS.create, { edition: '2017', locale: 'en', boards: [{ family: BOARD.family, seed: 1.5 }] }],
    [EVENTS.create, { edition: '2017', locale: 'en', boards: Array.from({ length: 25 }, () => BOARD) }],
    [EVENTS.presenter, { code: 'ABCDE', key: 'short' }],
    [EVENTS.presenter, { code: 'ABCDE', key: '<script>alert(1)</script>' }],
    [EVENTS.watch, { code: 'ABCDEFGH' }],
    [EVENTS.watch, [1, 2, 3]],
    [EVENTS.join, { code: 'ABCDE', nickname: 'x'.repeat(97), locale: 'en' }],
    [EVENTS.join, { code: 'ABCDE', nickname: 42, locale: 'en' }],
    [EVENTS.rejoin, { code: 'ABCDE', token: 'a'.repeat(65) }],
    [EVENTS.answer, { board: 0, question: 0, choice: 'x'.repeat(25) }],
    [EVENTS.answer, { board: -1, question: 0, choice: 'established' }],
    [EVENTS.answer, { board: 0, question: 51, choice: 'established' }],
    [EVENTS.locale, { locale: 'xx' }],
    [EVENTS.command, { type: 'explode' }],
    [EVENTS.command, { type: 'goto', board: 'first' }],
    [EVENTS.command, { type: 'scoreboard', show: 'yes' }],
    [EVENTS.exportCsv, {}],
  ];
  for (const [event, payload] of bad) {
    server.clock.now += 1_000; // a second apart: the rate limit is not what refuses them
    expect(await c.send(event, payload), `${event} ${JSON.stringify(payload)}`).toEqual({ ok: false, error: 'bad-message' });
  }
  // And the same connection still works.
  expect((await c.send(EVENTS.watch, { code: 'ZZZZZ' })).ok).toBe(false);
  expect((await evening(c)).ok).toBe(true);
});

test('a message without an answer callback, or an event we do not have, is dropped and the connection goes on', async () => {
  const { url, logged } = await start();
  const c = await client(url);
  c.socket.emit(EVENTS.create, { edition: '2017', locale: 'en', boards: [BOARD] });
  c.socket.emit(EVENTS.command, { type: 'next' });
  c.socket.emit('__proto__', { polluted: true });
  const unknown = await c.socket
    .timeout(300)
    .emitWithAck('no-such-event', {})
    .then(() => 'answered', () => 'no answer');
  expect(unknown).toBe('no answer');
  expect(await c.send(EVENTS.watch, { code: 'ZZZZZ' })).toEqual({ ok: false, error: 'code-unknown' });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(logged).toEqual([]);
});

test('a packet past the size bound closes that connection only', async () => {
  const { url } = await start();
  const hostile = await client(url);
  const other = await client(url);
  const closed = new Promise<string>((resolve) => hostile.socket.once('disconnect', (reason) => resolve(String(reason))));
  hostile.socket.emit(EVENTS.join, { code: 'ABCDE', nickname: 'x'.repeat(MAX_MESSAGE_BYTES * 2), locale: 'en' }, () => undefined);
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('still connected'), WAIT));
  expect(await Promise.race([closed, timeout])).not.toBe('still connected');
  expect(await other.send(EVENTS.watch, { code: 'ZZZZZ' })).toEqual({ ok: false, error: 'code-unknown' });
});

test('a flood is refused as rate-limited past the burst, and served again once tokens come back', async () => {
  const server = await start({ messagesPerSecond: 2, burst: 3 });
  const c = await client(server.url);
  const replies = [];
  for (let i = 0; i < 5; i++) replies.push(await c.send(EVENTS.watch, { code: 'ZZZZZ' }));
  expect(replies.map((r) => (r.ok ? 'ok' : r.error))).toEqual(['code-unknown', 'code-unknown', 'code-unknown', 'rate-limited', 'rate-limited']);
  // Another phone has a bucket of its own.
  const other = await client(server.url);
  expect(await other.send(EVENTS.watch, { code: 'ZZZZZ' })).toEqual({ ok: false, error: 'code-unknown' });
  server.clock.now += 500; // one token at two a second
  expect(await c.send(EVENTS.watch, { code: 'ZZZZZ' })).toEqual({ ok: false, error: 'code-unknown' });
  expect(await c.send(EVENTS.watch, { code: 'ZZZZZ' })).toEqual({ ok: false, error: 'rate-limited' });
});

test('each role may send only its own messages', { timeout: 20_000 }, async () => {
  const { url } = await start();
  const presenter = await client(url);
  const { code, key } = await evening(presenter);
  const stranger = await client(url);
  expect(await stranger.send(EVENTS.command, { type: 'next' })).toEqual({ ok: false, error: 'not-allowed' });
  expect(await stranger.send(EVENTS.exportCsv, { code })).toEqual({ ok: false, error: 'not-allowed' });
  expect(await stranger.send(EVENTS.answer, { board: 0, question: 0, choice: 'established' })).toEqual({ ok: false, error: 'not-a-player' });
  expect(await stranger.send(EVENTS.locale, { locale: 'sv' })).toEqual({ ok: false, error: 'not-a-player' });
  expect(await stranger.send(EVENTS.presenter, { code, key: 'A'.repeat(22) })).toEqual({ ok: false, error: 'not-allowed' });
  expect(await stranger.send(EVENTS.rejoin, { code, token: 'A'.repeat(22) })).toEqual({ ok: false, error: 'not-a-player' });

  // A screen watches, but drives nothing and exports nothing.
  expect((await stranger.send(EVENTS.watch, { code })).ok).toBe(true);
  expect(await stranger.send(EVENTS.command, { type: 'next' })).toEqual({ ok: false, error: 'not-allowed' });
  expect(await stranger.send(EVENTS.exportCsv, { code })).toEqual({ ok: false, error: 'not-allowed' });

  // A player answers, but does not drive; a nickname the reducer will not take is refused with its code.
  const phone = await client(url);
  expect(await phone.send(EVENTS.join, { code, nickname: '   ', locale: 'de' })).toEqual({ ok: false, error: 'nickname-invalid' });
  expect((await phone.send(EVENTS.join, { code, nickname: 'Åsa', locale: 'sv' })).ok).toBe(true);
  expect(await phone.send(EVENTS.command, { type: 'end' })).toEqual({ ok: false, error: 'not-allowed' });
  expect(await phone.send(EVENTS.answer, { board: 0, question: 0, choice: 'established' })).toEqual({ ok: false, error: 'answer-not-open' });
  expect(await phone.send(EVENTS.answer, { board: 7, question: 0, choice: 'established' })).toMatchObject({ ok: false });

  // The presenter, with the key, drives; a twin key from another connection drives too.
  const twin = await client(url);
  expect((await twin.send(EVENTS.presenter, { code, key })).ok).toBe(true);
  expect((await twin.send(EVENTS.command, { type: 'next' })).ok).toBe(true);
  expect((await presenter.send(EVENTS.exportCsv, { code })).ok).toBe(true);
});

test('codes that are not an evening are code-unknown', async () => {
  const { url } = await start();
  const c = await client(url);
  expect(await c.send(EVENTS.watch, { code: 'ZZZZZ' })).toEqual({ ok: false, error: 'code-unknown' });
  expect(await c.send(EVENTS.join, { code: 'ZZZZZ', nickname: 'Bob', locale: 'en' })).toEqual({ ok: false, error: 'code-unknown' });
  expect(await c.send(EVENTS.presenter, { code: 'ZZZZZ', key: 'A'.repeat(22) })).toEqual({ ok: false, error: 'code-unknown' });
  expect(await c.send(EVENTS.rejoin, { code: 'ZZZZZ', token: 'A'.repeat(22) })).toEqual({ ok: false, error: 'code-unknown' });
});

test('past the bound on evenings, a new one is refused as too-many-sessions', { timeout: 20_000 }, async () => {
  const { url } = await start({ maxSessions: 1 });
  const c = await client(url);
  await evening(c);
  expect(await c.send(EVENTS.create, { edition: '2017', locale: 'en', boards: [BOARD] })).toEqual({ ok: false, error: 'too-many-sessions' });
});

test('a store that fails gives server-error, logged, and the next message is served', async () => {
  const inner = openEmbeddedStore(':memory:', 0);
  let fail = true;
  const flaky: SessionStore = {
    ...inner,
    get: (code) => (fail ? Promise.reject(new Error('disk gone')) : inner.get(code)),
  };
  const { url, logged } = await start({ store: flaky });
  const c = await client(url);
  expect(await c.send(EVENTS.watch, { code: 'ZZZZZ' })).toEqual({ ok: false, error: 'server-error' });
  expect(logged).toEqual(['live: watch failed: disk gone']);
  fail = false;
  expect(await c.send(EVENTS.watch, { code: 'ZZZZZ' })).toEqual({ ok: false, error: 'code-unknown' });
});
