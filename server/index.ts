// The app's one server process: Next and the live layer on one HTTP server. `npm run dev` runs it
// in Next's dev mode; `npm start` (after `npm run build`) in production. PORT (3000) and HOST (all
// interfaces, so the room's phones reach a club laptop) choose where it listens; REDIS_URL switches
// the session store to Redis for several instances; CLUB_DB names the SQLite file otherwise.
import { createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import type { Redis as RedisClient } from 'ioredis';
import type { SessionStore } from './store/types';

// A flag rather than NODE_ENV=... in package.json: that syntax does not run on a Windows laptop.
if (process.argv.includes('--production')) (process.env as Record<string, string>).NODE_ENV = 'production';
const dev = process.env.NODE_ENV !== 'production';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

/** The laptop's address on the club's network, for the QR code when the presenter uses localhost. */
const lanAddress = (): string | null => {
  for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return null;
};
const isLoopback = (h: string | undefined): boolean => !h || /^(localhost|127\.[\d.]+|\[::1\])(:\d+)?$/.test(h);

const main = async (): Promise<void> => {
  // Next is loaded after NODE_ENV is settled: it reads it when its module loads.
  const { default: next } = await import('next');
  const { attachLive } = await import('./live');
  const { localiseNotFound, notFoundPages } = await import('./notFound');
  const app = next({ dev, hostname: host === '0.0.0.0' ? 'localhost' : host, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  // A missing page under /sv or /de is sent in that language (server/notFound.ts); `next dev`
  // prerenders nothing, so there it keeps Next's answer and the page's own switch.
  const notFoundPage = dev ? () => null : notFoundPages(join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next'));
  const http = createServer((req, res) => {
    localiseNotFound(req, res, notFoundPage);
    void handle(req, res);
  });

  let store: SessionStore;
  let adapter: Parameters<typeof attachLive>[1]['adapter'];
  const redisUrl = process.env.REDIS_URL;
  const clients: RedisClient[] = [];
  if (redisUrl) {
    const { Redis } = await import('ioredis');
    const { createAdapter } = await import('@socket.io/redis-streams-adapter');
    const { openRedisStore } = await import('./store/redis');
    // The adapter blocks on its stream reads and the store WATCHes: each needs its own connection.
    const forStore = new Redis(redisUrl);
    const forAdapter = new Redis(redisUrl);
    clients.push(forAdapter);
    store = openRedisStore(forStore);
    adapter = createAdapter(forAdapter);
  } else {
    const { openEmbeddedStore } = await import('./store/embedded');
    store = openEmbeddedStore(process.env.CLUB_DB ?? join(process.cwd(), '.data', 'club.sqlite'), Date.now());
  }

  const publicUrl = process.env.PUBLIC_URL?.replace(/\/$/, '');
  const lan = host === '0.0.0.0' ? lanAddress() : null;
  const live = attachLive(http, {
    store,
    adapter,
    joinOrigin: (presenterHost) => publicUrl ?? (lan && isLoopback(presenterHost) ? `http://${lan}:${port}` : null),
  });

  http.listen(port, host, () => {
    console.log(`> Ready on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (${dev ? 'dev' : 'production'}, ${redisUrl ? 'Redis' : 'embedded'} store)`);
    if (lan) console.log(`> Phones join at http://${lan}:${port}/join`);
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      await live.close();
      await store.close();
      for (const c of clients) c.disconnect();
      await app.close?.();
      process.exit(0);
    })();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
