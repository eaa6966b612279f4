// Build (unless E2E_SKIP_BUILD=1 and a build exists), start `next start -p 3107`, wait for it,
// and stop it afterwards: by its own process group id, nothing else.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { E2E_PORT } from './browser';

const waitFor = async (url: string, ms: number): Promise<void> => {
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

let server: ChildProcess | null = null;

export async function setup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return; // a server someone else runs
  if (!(process.env.E2E_SKIP_BUILD === '1' && existsSync(`${process.env.NEXT_DIST_DIR ?? '.next'}/BUILD_ID`))) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`next build failed (exit ${build.status})`);
  }
  server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(E2E_PORT)], { stdio: 'ignore', detached: true });
  await waitFor(`http://127.0.0.1:${E2E_PORT}/`, 60_000);
}

export async function teardown(): Promise<void> {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
