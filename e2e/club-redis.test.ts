// Two instances of the server on one Redis (REDIS_URL): a presenter on one reaches phones on the
// other, and the answers of phones on both are counted in the one session state.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { EVENTS } from '@/lib/live/messages';
import { dealBoard } from '@/lib/live/plan';
import type { RoomView } from '@/lib/live/view';
import { E2E_PORT } from './browser';
import { connectClient, type TestClient } from './clubClient';
import { startAppServer, type AppServer } from './globalSetup';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

let redis: ChildProcess | null = null;
const servers: AppServer[] = [];
const clients: TestClient[] = [];

afterAll(async () => {
  for (const c of clients) c.close();
  for (const s of servers) await s.stop();
  if (redis?.pid && redis.exitCode === null) {
    const gone = new Promise((r) => redis!.once('exit', r));
    redis.kill('SIGTERM');
    await gone;
  }
});

test('a presenter on one instance drives phones on another; every answer counts once', async () => {
  const redisPort = await freePort();
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${redisPort}`;
  // Bounded wait for Redis to answer: up to 10 s.
  let pong = '';
  for (let i = 0; i < 50 && pong !== 'PONG'; i++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    pong = await probe.connect().then(() => probe.ping(), () => '');
    probe.disconnect();
    if (pong !== 'PONG') await new Promise((r) => setTimeout(r, 200));
  }
  expect(pong).toBe('PONG');

  const env = { REDIS_URL: url };
  servers.push(await startAppServer(E2E_PORT + 21, env), await startAppServer(E2E_PORT + 22, env));
  const [a, b] = servers;
  const presenter = await connectClient(a.url);
  const phoneA = await connectClient(a.url);
  const phoneB = await connectClient(b.url);
  clients.push(presenter, phoneA, phoneB);

  const seed = 21;
  const created = await presenter.send<{ code: string }>(EVENTS.create, { edition: '2017', locale: 'en', boards: [{ family: 'established-partner-plays', seed }] });
  if (!created.ok) throw new Error(created.error);
  const { code } = created;
  expect(await phoneA.send(EVENTS.join, { code, nickname: 'Ann', locale: 'sv' })).toMatchObject({ ok: true });
  expect(await phoneB.send(EVENTS.join, { code, nickname: 'Ben', locale: 'de' })).toMatchObject({ ok: true });
  // The nickname check sees the players of both instances.
  expect(await phoneB.send(EVENTS.join, { code, nickname: 'ann', locale: 'de' })).toEqual({ ok: false, error: 'nickname-taken' });

  const dealt = dealBoard('established-partner-plays', '2017', seed);
  if (!dealt.ok) throw new Error(dealt.error.code);
  const askAt = dealt.value.plan.stops.findIndex((s) => s.kind === 'question');
  const q = dealt.value.plan.questions[0];

  // The presenter's commands on A reach the phone on B as room views.
  const asked = phoneB.nextRoom((v) => v.stop === askAt);
  for (let i = 0; i < askAt; i++) expect((await presenter.send(EVENTS.command, { type: 'next' })).ok).toBe(true);
  expect((await asked).current).toMatchObject({ question: 0, state: 'open' });

  // Both phones answer at once, on different instances: neither answer is lost.
  const both = presenter.nextRoom((v) => v.current?.answered === 2);
  const [ra, rb] = await Promise.all([phoneA.send(EVENTS.answer, { board: 0, question: 0, choice: q.answer }), phoneB.send(EVENTS.answer, { board: 0, question: 0, choice: q.options.find((o) => o !== q.answer)! })]);
  expect([ra.ok, rb.ok]).toEqual([true, true]);
  await both;

  const revealedOnB = phoneB.nextRoom((v) => v.current?.state === 'revealed');
  const revealed = await presenter.send<{ room: RoomView }>(EVENTS.command, { type: 'next' });
  if (!revealed.ok) throw new Error(revealed.error);
  const view = (await revealedOnB).current!;
  expect(view.right).toEqual(q.right);
  expect(Object.values(view.counts!).reduce((n, c) => n + c, 0)).toBe(2);
  expect(view.counts![q.answer]).toBe(1);
  // Late, on the other instance: refused.
  expect(await phoneB.send(EVENTS.answer, { board: 0, question: 0, choice: q.answer })).toEqual({ ok: false, error: 'answer-late' });
});
