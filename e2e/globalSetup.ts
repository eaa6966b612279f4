// Build (unless E2E_SKIP_BUILD=1 and a build exists), start the app's own server (server/index.ts:
// Next and the live layer on one HTTP server, as `npm start` runs it) on 127.0.0.1 and E2E_PORT,
// wait for it, and stop it afterwards: by its own process group id, nothing else.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT } from './browser';

export const waitFor = async (url: string, ms: number): Promise<void> => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
};

export interface AppServer {
  readonly url: string;
  /** Its process group (the server started in a group of its own): stop() ends every process in it. */
  readonly group: number;
  stop(): Promise<void>;
}

/**
 * The production server from the build in NEXT_DIST_DIR, on loopback: what the club tests start
 * more of (a restart, two instances on one Redis). `env` adds CLUB_DB, REDIS_URL and the like.
 */
export const startAppServer = async (port: number, env: Record<string, string> = {}): Promise<AppServer> => {
  // node itself, with tsx's loader: the child is the server, so its exit is the port let go. Started
  // through npx, npm's process exited 14-22 ms after the signal while the server took connections
  // until 40-83 ms, and under CI's load a restarted server's first websocket reached the old one
  // closing (club-restart.test.ts failed with a websocket error).
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts', '--production'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, 60_000);
  return {
    url,
    group: child.pid ?? 0,
    stop: async () => {
      if (!child.pid || child.exitCode !== null) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      // Bounded: a server that does not stop in 10 s is killed.
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
};

let server: AppServer | null = null;
let dataDir: string | null = null;

export async function setup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return; // a server someone else runs
  if (!(process.env.E2E_SKIP_BUILD === '1' && existsSync(`${process.env.NEXT_DIST_DIR ?? '.next'}/BUILD_ID`))) {
    // Types are checked once, by `npm run typecheck` in `npm test`: the build's own second check
    // of the same program cost CI about a minute on two cores (next.config.mjs NEXT_SKIP_TYPECHECK).
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_SKIP_TYPECHECK: '1' } });
    if (build.status !== 0) throw new Error(`next build failed (exit ${build.status})`);
  }
  // The tests' evenings go into a database of their own, never the developer's .data/.
  dataDir = mkdtempSync(join(tmpdir(), 'revoke-e2e-'));
  server = await startAppServer(E2E_PORT, { CLUB_DB: join(dataDir, 'club.sqlite') });
}

export async function teardown(): Promise<void> {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
