// `npx tsx scripts/benchLive.ts` (part of `npm run bench`): the live layer under a full hall. 300
// simulated phones on loopback join one evening and answer the same question at once; the
// presenter reveals, and every phone's arrival of the revealed view is timed. Bounded: a fixed
// count of participants, and the whole run stops itself after 120 s.
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { EVENTS } from '@/lib/live/messages';
import { dealBoard } from '@/lib/live/plan';
import type { RoomView } from '@/lib/live/view';
import { attachLive } from '@/server/live';
import { openEmbeddedStore } from '@/server/store/embedded';

const PARTICIPANTS = Number(process.env.LIVE_PARTICIPANTS ?? 300);
const LIMIT_MS = 120_000;
const FAMILY = 'established-partner-plays';
const SEED = 1;

const deadline = setTimeout(() => {
  console.error(`live: gave up after ${LIMIT_MS / 1000} s`);
  process.exit(1);
}, LIMIT_MS);

type Ack = { ok: boolean; error?: string; [k: string]: unknown };
const send = (s: Socket, event: string, payload: unknown): Promise<Ack> => s.timeout(30_000).emitWithAck(event, payload) as Promise<Ack>;
const connect = (url: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const s = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });

const percentile = (xs: number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const main = async (): Promise<void> => {
  const dir = mkdtempSync(join(tmpdir(), 'revoke-bench-live-'));
  const store = openEmbeddedStore(join(dir, 'club.sqlite'), Date.now());
  const http = createServer();
  const live = attachLive(http, { store });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const { port } = http.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;

  const dealt = dealBoard(FAMILY, '2017', SEED);
  if (!dealt.ok) throw new Error(dealt.error.code);
  const askAt = dealt.value.plan.stops.findIndex((s) => s.kind === 'question');
  const q = dealt.value.plan.questions[0];

  const presenter = await connect(url);
  const created = await send(presenter, EVENTS.create, { edition: '2017', locale: 'sv', boards: [{ family: FAMILY, seed: SEED }] });
  if (!created.ok) throw new Error(String(created.error));
  const code = created.code as string;

  // Everyone connects and joins at once, as a room does when the code goes up.
  const phones = await Promise.all(Array.from({ length: PARTICIPANTS }, () => connect(url)));
  const joined = await Promise.all(phones.map((s, i) => send(s, EVENTS.join, { code, nickname: `player ${i + 1}`, locale: (['sv', 'en', 'de'] as const)[i % 3] })));
  const refusedJoins = joined.filter((r) => !r.ok).length;
  if (refusedJoins > 0) throw new Error(`${refusedJoins} joins refused: ${joined.find((r) => !r.ok)?.error}`);

  for (let i = 0; i < askAt; i++) await send(presenter, EVENTS.command, { type: 'next' });
  const answers = await Promise.all(phones.map((s, i) => send(s, EVENTS.answer, { board: 0, question: 0, choice: q.options[i % q.options.length] })));
  const accepted = answers.filter((r) => r.ok).length;

  // The reveal: every phone's arrival of the revealed view, from the moment the presenter sends it.
  const arrivals = phones.map(
    (s) =>
      new Promise<number>((resolve) => {
        const on = (v: RoomView) => {
          if (v.current?.state !== 'revealed') return;
          s.off(EVENTS.room, on);
          resolve(performance.now());
        };
        s.on(EVENTS.room, on);
      }),
  );
  const t0 = performance.now();
  const revealed = await send(presenter, EVENTS.command, { type: 'next' });
  if (!revealed.ok) throw new Error(String(revealed.error));
  const times = (await Promise.all(arrivals)).map((t) => t - t0);
  const view = (revealed.room as RoomView).current!;
  const counted = Object.values(view.counts ?? {}).reduce((n, c) => n + c, 0);

  console.log(`live: participants ${PARTICIPANTS}, answers received ${Math.min(accepted, counted)}/${PARTICIPANTS}, reveal fan-out p95 ${Math.round(percentile(times, 95))} ms`);
  console.log(`live: reveal fan-out p50 ${Math.round(percentile(times, 50))} ms, max ${Math.round(Math.max(...times))} ms; answers acknowledged ${accepted}, counted in the reveal ${counted}`);

  for (const s of [presenter, ...phones]) s.disconnect();
  await live.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  clearTimeout(deadline);
  if (counted !== PARTICIPANTS || accepted !== PARTICIPANTS) process.exitCode = 1;
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
