// The embedded store: sessions in memory, every change written through to SQLite at once, so the
// evening's answers outlive a restart of the laptop's server. One process: a change runs start to
// end without awaiting, so two changes of one session never interleave.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SessionState } from '@/lib/live/session';
import type { Change, SessionStore } from './types';

/** Ended and expired sessions stay this long, so their code says "expired" rather than "unknown". */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export const openEmbeddedStore = (file: string, now: number): SessionStore => {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // NORMAL in WAL mode loses at most the last moment before a power cut, never the file.
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE IF NOT EXISTS sessions (code TEXT PRIMARY KEY, state TEXT NOT NULL, active_at INTEGER NOT NULL, ended INTEGER NOT NULL DEFAULT 0)');
  db.prepare('DELETE FROM sessions WHERE active_at < ?').run(now - KEEP_MS);
  const insertRow = db.prepare('INSERT OR IGNORE INTO sessions (code, state, active_at, ended) VALUES (?, ?, ?, ?)');
  const saveRow = db.prepare('UPDATE sessions SET state = ?, active_at = ?, ended = ? WHERE code = ?');
  const readRow = db.prepare<[string], { state: string }>('SELECT state FROM sessions WHERE code = ?');
  const countRows = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM sessions WHERE ended = 0 AND active_at >= ?');
  const cache = new Map<string, SessionState>();

  const load = (code: string): SessionState | null => {
    const hit = cache.get(code);
    if (hit) return hit;
    const row = readRow.get(code);
    if (!row) return null;
    const s = JSON.parse(row.state) as SessionState;
    cache.set(code, s);
    return s;
  };

  return {
    insert: (s) => {
      const done = insertRow.run(s.code, JSON.stringify(s), s.lastActivity, s.ended ? 1 : 0).changes === 1;
      if (done) cache.set(s.code, s);
      return Promise.resolve(done);
    },
    get: (code) => Promise.resolve(load(code)),
    update: <T>(code: string, fn: (s: SessionState) => Change<T>) => {
      const s = load(code);
      if (!s) return Promise.resolve(null);
      const { state, result } = fn(s);
      if (state === null) return Promise.resolve({ result, state: s });
      const saved = { ...state, rev: s.rev + 1 };
      saveRow.run(JSON.stringify(saved), saved.lastActivity, saved.ended ? 1 : 0, code);
      cache.set(code, saved);
      return Promise.resolve({ result, state: saved });
    },
    countActive: (since) => Promise.resolve(countRows.get(since)?.n ?? 0),
    close: () => {
      db.close();
      cache.clear();
      return Promise.resolve();
    },
  };
};
