// The one interface the live layer keeps its sessions behind: embedded (memory + SQLite) for a
// club laptop, Redis for several instances behind a load balancer.
import type { SessionState } from '@/lib/live/session';

export type Change<T> = { readonly state: SessionState | null; readonly result: T };

export interface SessionStore {
  /** Adds a new session; false when its code is already taken. */
  insert(s: SessionState): Promise<boolean>;
  get(code: string): Promise<SessionState | null>;
  /**
   * Runs `fn` on the current state and saves the state it returns (null: nothing changed), one
   * change at a time per session, across instances too; `rev` is bumped on every save. Null when
   * the session does not exist.
   */
  update<T>(code: string, fn: (s: SessionState) => Change<T>): Promise<{ readonly result: T; readonly state: SessionState } | null>;
  /** Sessions neither ended nor idle since `since`. */
  countActive(since: number): Promise<number>;
  close(): Promise<void>;
}
