// The evening's answers outlive a restart of the server (SQLite): the presenter gets back in with
// the key, a phone with its token, and both see the answer given before the restart, as does the CSV.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENTS } from '@/lib/live/messages';
import { dealBoard } from '@/lib/live/plan';
import type { PlayerView, RoomView } from '@/lib/live/view';
import { E2E_PORT } from './browser';
import { connectClient } from './clubClient';
import { startAppServer, type AppServer } from './globalSetup';

const PORT = E2E_PORT + 11;
const FAMILY = 'established-partner-plays';
const SEED = 11;
let dir = '';
let server: AppServer | null = null;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'revoke-restart-'));
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('answers given before a restart are there after it', async () => {
  const env = { CLUB_DB: join(dir, 'club.sqlite') };
  const dealt = dealBoard(FAMILY, '2017', SEED);
  if (!dealt.ok) throw new Error(dealt.error.code);
  const firstQuestion = dealt.value.plan.stops.findIndex((s) => s.kind === 'question');
  const q = dealt.value.plan.questions[0];

  server = await startAppServer(PORT, env);
  const presenter = await connectClient(server.url);
  const created = await presenter.send<{ code: string; key: string }>(EVENTS.create, { edition: '2017', locale: 'de', boards: [{ family: FAMILY, seed: SEED }] });
  if (!created.ok) throw new Error(created.error);
  const { code, key } = created;
  const phone = await connectClient(server.url);
  const joined = await phone.send<{ token: string }>(EVENTS.join, { code, nickname: '=Ärger+1', locale: 'sv' });
  if (!joined.ok) throw new Error(joined.error);
  for (let i = 0; i < firstQuestion; i++) expect((await presenter.send(EVENTS.command, { type: 'next' })).ok).toBe(true);
  expect(await phone.send(EVENTS.answer, { board: 0, question: 0, choice: q.answer })).toMatchObject({ ok: true });
  presenter.close();
  phone.close();

  await server.stop();
  server = await startAppServer(PORT, env);

  const back = await connectClient(server.url);
  const again = await back.send<{ you: PlayerView; room: RoomView }>(EVENTS.rejoin, { code, token: joined.token });
  if (!again.ok) throw new Error(again.error);
  expect(again.you.answers).toEqual({ '0:0': q.answer });
  expect(again.room).toMatchObject({ stop: firstQuestion, players: 1, current: { question: 0, answered: 1, state: 'open' } });

  const driver = await connectClient(server.url);
  expect(await driver.send(EVENTS.presenter, { code, key: 'x'.repeat(22) })).toEqual({ ok: false, error: 'not-allowed' });
  expect((await driver.send(EVENTS.presenter, { code, key })).ok).toBe(true);
  // The reveal after the restart counts the answer from before it.
  const revealed = await driver.send<{ room: RoomView }>(EVENTS.command, { type: 'next' });
  if (!revealed.ok) throw new Error(revealed.error);
  expect(revealed.room.current).toMatchObject({ state: 'revealed', counts: { [q.answer]: 1 } });

  const csv = await driver.send<{ csv: string }>(EVENTS.exportCsv, { code });
  if (!csv.ok) throw new Error(csv.error);
  // German Excel: BOM, ';' between cells, the nickname's formula neutralised.
  expect(csv.csv.startsWith('\uFEFFSpitzname;Sprache;Board;')).toBe(true);
  expect(csv.csv).toContain(`'=Ärger+1;sv;1;${FAMILY};2017;1;status;${q.answer};${q.answer};ja;`);
  back.close();
  driver.close();
});

// A restart needs the old server gone before the new one is asked: stop() returns only once no
// process of the server is left and its port is let go (it had returned while the server still
// answered, and a restarted server's first websocket reached the old one closing).
test('a stopped server is gone, its port let go', async () => {
  const port = E2E_PORT + 12;
  const s = await startAppServer(port, { CLUB_DB: join(dir, 'stop.sqlite') });
  await s.stop();
  // signal 0 to the group: ESRCH once no process of it is left
  expect(() => process.kill(-s.group, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  const accepted = await new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  expect(accepted).toBe(false);
});
