// One live club evening as plain data, and the only way it changes: reduce(state, event). The
// server holds the authoritative state (server/), validates what arrives (./messages.ts), runs the
// reducer and sends every client its view of the result (./view.ts). Nothing here does I/O, reads
// the clock or draws random numbers: time, ids and hashes come in with the event.
import type { Edition } from '@/lib/engine';
import type { FamilyName } from '@/lib/generator/familyNames';
import type { Locale } from '@/lib/i18n/locales';

/** What the room is shown, in order, for one board (./plan.ts builds it from the deal). */
export type Stop =
  /** The table after the first `upTo` timeline actions: the board played trick by trick. */
  | { readonly kind: 'play'; readonly upTo: number }
  /** A question, answering open unless the presenter closed it. */
  | { readonly kind: 'question'; readonly question: number }
  /** The room's answers and the right one. */
  | { readonly kind: 'reveal'; readonly question: number }
  /** The worked explanation, one step at a time. */
  | { readonly kind: 'step'; readonly index: number };

export type Ask = 'status' | 'penaltyCard' | 'transfer';

export interface PlannedQuestion {
  readonly ask: Ask;
  readonly options: readonly string[];
  /** The ruling's answer, as an option. */
  readonly answer: string;
  /** Every option the quiz grades right (a trick-12 revoke corrected in time is also "corrected"). */
  readonly right: readonly string[];
  /** The quiz's name for each wrong option's mistake, for the teacher's CSV. */
  readonly mistakes: Readonly<Record<string, string | null>>;
  readonly law: string | null;
}

export interface BoardPlan {
  readonly family: FamilyName;
  readonly edition: Edition;
  readonly seed: number;
  readonly stops: readonly Stop[];
  readonly questions: readonly PlannedQuestion[];
}

export interface Player {
  readonly id: string;
  readonly nickname: string;
  readonly locale: Locale;
  /** sha-256 of the token kept on the phone: the database never holds a usable token. */
  readonly tokenHash: string;
  readonly joinedAt: number;
}

export interface Answer {
  readonly choice: string;
  readonly at: number;
}

/** A question of the evening: `${board}:${question}`. */
export type QuestionKey = `${number}:${number}`;
export const questionKey = (board: number, question: number): QuestionKey => `${board}:${question}`;

export interface SessionState {
  readonly code: string;
  /** Bumped by the store on every saved change, so a client can drop a view older than one it has. */
  readonly rev: number;
  readonly presenterKeyHash: string;
  /** The presenter's language: the CSV's separator and headings follow it. */
  readonly locale: Locale;
  readonly createdAt: number;
  readonly lastActivity: number;
  readonly ended: null | 'ended' | 'expired';
  readonly boards: readonly BoardPlan[];
  readonly board: number;
  readonly stop: number;
  readonly players: readonly Player[];
  readonly answers: Readonly<Record<QuestionKey, Readonly<Record<string, Answer>>>>;
  /** When answering opened, for speed points. */
  readonly opened: Readonly<Record<QuestionKey, number>>;
  /** Questions no longer taking answers: closed by the presenter or revealed. */
  readonly closed: readonly QuestionKey[];
  readonly revealed: readonly QuestionKey[];
  readonly scoreboard: boolean;
  readonly speedPoints: boolean;
}

// Limits: a club room is far smaller, but a federation evening may fill a hall.
export const MAX_PLAYERS = 500;
export const NICKNAME_MAX = 24;
export const MAX_BOARDS = 24;
/** An evening nobody has touched for this long is over (a laptop left on over night). */
export const IDLE_EXPIRY_MS = 12 * 60 * 60 * 1000;
/** Speed points (when the presenter turns them on) fall from 500 to 0 over this time. */
export const SPEED_WINDOW_MS = 30_000;
export const POINTS_RIGHT = 1000;

export type PresenterCommand =
  | { readonly type: 'next' }
  | { readonly type: 'prev' }
  | { readonly type: 'goto'; readonly board: number }
  /** Close answering of the question on the screen. */
  | { readonly type: 'close' }
  /** Forget the answers to the question on the screen (or just revealed) and ask it again. */
  | { readonly type: 'reset' }
  | { readonly type: 'scoreboard'; readonly show: boolean }
  | { readonly type: 'speedPoints'; readonly on: boolean }
  | { readonly type: 'end' };

export type LiveEvent =
  | { readonly type: 'join'; readonly id: string; readonly nickname: string; readonly locale: Locale; readonly tokenHash: string; readonly at: number }
  | { readonly type: 'locale'; readonly player: string; readonly locale: Locale; readonly at: number }
  | { readonly type: 'answer'; readonly player: string; readonly board: number; readonly question: number; readonly choice: string; readonly at: number }
  | { readonly type: 'command'; readonly command: PresenterCommand; readonly at: number };

/** Why an event was refused; each has a message in the player's language (messages/club). */
export type LiveError =
  | 'session-ended'
  | 'session-expired'
  | 'room-full'
  | 'nickname-taken'
  | 'nickname-invalid'
  | 'not-a-player'
  | 'answer-late'
  | 'answer-not-open'
  | 'answer-invalid'
  | 'command-invalid';

export type Reduced = { readonly ok: true; readonly state: SessionState } | { readonly ok: false; readonly state: SessionState; readonly error: LiveError };

export interface NewSession {
  readonly code: string;
  readonly presenterKeyHash: string;
  readonly locale: Locale;
  readonly boards: readonly BoardPlan[];
  readonly at: number;
}

export const createSession = ({ code, presenterKeyHash, locale, boards, at }: NewSession): SessionState =>
  enter(
    {
      code, rev: 0, presenterKeyHash, locale, createdAt: at, lastActivity: at, ended: null, boards, board: 0, stop: 0, players: [], answers: {}, opened: {},
      closed: [], revealed: [], scoreboard: false, speedPoints: false,
    },
    at,
  );

export const currentStop = (s: SessionState): Stop | undefined => s.boards[s.board]?.stops[s.stop];

/** The question the screen is about now (asked, or being revealed), if any. */
export const currentQuestion = (s: SessionState): number | null => {
  const stop = currentStop(s);
  return stop && (stop.kind === 'question' || stop.kind === 'reveal') ? stop.question : null;
};

export const isOpen = (s: SessionState, key: QuestionKey): boolean => !s.closed.includes(key);

export const isExpired = (s: SessionState, now: number): boolean => s.ended === null && now - s.lastActivity > IDLE_EXPIRY_MS;

/** Nicknames compare without case, accents' encoding or surrounding space: "Anna" and "anna " are taken together. */
export const nicknameKey = (nickname: string): string => nickname.normalize('NFC').trim().toLocaleLowerCase('en');

/** A nickname as shown: one line of printable text, 1..NICKNAME_MAX characters; null if it is not one. */
export const cleanNickname = (raw: string): string | null => {
  const n = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  // Control and format characters (bidi overrides among them) would garble the screen.
  if (/[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/u.test(n)) return null;
  const length = [...n].length;
  return length >= 1 && length <= NICKNAME_MAX ? n : null;
};

const refuse = (state: SessionState, error: LiveError): Reduced => ({ ok: false, state, error });
const accept = (state: SessionState, at: number): Reduced => ({ ok: true, state: { ...state, lastActivity: Math.max(state.lastActivity, at) } });

/** Arriving at a stop: a question opens (once), a reveal closes its question for good. */
const enter = (s: SessionState, at: number): SessionState => {
  const stop = currentStop(s);
  if (!stop) return s;
  const key = stop.kind === 'question' || stop.kind === 'reveal' ? questionKey(s.board, stop.question) : null;
  if (key === null) return s;
  if (stop.kind === 'question') return key in s.opened ? s : { ...s, opened: { ...s.opened, [key]: at } };
  return s.revealed.includes(key)
    ? s
    : { ...s, revealed: [...s.revealed, key], closed: s.closed.includes(key) ? s.closed : [...s.closed, key] };
};

const move = (s: SessionState, board: number, stop: number, at: number): SessionState => enter({ ...s, board, stop }, at);

const command = (s: SessionState, c: PresenterCommand, at: number): Reduced => {
  const stops = s.boards[s.board]?.stops.length ?? 0;
  switch (c.type) {
    case 'next':
      if (s.stop + 1 < stops) return accept(move(s, s.board, s.stop + 1, at), at);
      return accept(s.board + 1 < s.boards.length ? move(s, s.board + 1, 0, at) : s, at);
    case 'prev':
      if (s.stop > 0) return accept(move(s, s.board, s.stop - 1, at), at);
      return accept(s.board > 0 ? move(s, s.board - 1, s.boards[s.board - 1].stops.length - 1, at) : s, at);
    case 'goto':
      return c.board >= 0 && c.board < s.boards.length ? accept(move(s, c.board, 0, at), at) : refuse(s, 'command-invalid');
    case 'close': {
      const q = currentQuestion(s);
      if (q === null) return refuse(s, 'command-invalid');
      const key = questionKey(s.board, q);
      return accept(s.closed.includes(key) ? s : { ...s, closed: [...s.closed, key] }, at);
    }
    case 'reset': {
      const q = currentQuestion(s);
      if (q === null) return refuse(s, 'command-invalid');
      const key = questionKey(s.board, q);
      const answers = { ...s.answers };
      delete answers[key];
      const questionStop = s.boards[s.board].stops.findIndex((x) => x.kind === 'question' && x.question === q);
      const cleared: SessionState = {
        ...s,
        answers,
        opened: { ...s.opened, [key]: at },
        closed: s.closed.filter((k) => k !== key),
        revealed: s.revealed.filter((k) => k !== key),
        stop: questionStop,
      };
      return accept(cleared, at);
    }
    case 'scoreboard':
      return accept({ ...s, scoreboard: c.show }, at);
    case 'speedPoints':
      return accept({ ...s, speedPoints: c.on }, at);
    case 'end':
      return accept({ ...s, ended: 'ended' }, at);
  }
};

export const reduce = (s: SessionState, e: LiveEvent): Reduced => {
  if (s.ended === 'ended') return refuse(s, 'session-ended');
  if (s.ended === 'expired') return refuse(s, 'session-expired');
  if (isExpired(s, e.at)) return refuse({ ...s, ended: 'expired' }, 'session-expired');
  switch (e.type) {
    case 'join': {
      const nickname = cleanNickname(e.nickname);
      if (nickname === null) return refuse(s, 'nickname-invalid');
      const key = nicknameKey(nickname);
      if (s.players.some((p) => nicknameKey(p.nickname) === key)) return refuse(s, 'nickname-taken');
      if (s.players.length >= MAX_PLAYERS) return refuse(s, 'room-full');
      const player: Player = { id: e.id, nickname, locale: e.locale, tokenHash: e.tokenHash, joinedAt: e.at };
      return accept({ ...s, players: [...s.players, player] }, e.at);
    }
    case 'locale': {
      if (!s.players.some((p) => p.id === e.player)) return refuse(s, 'not-a-player');
      return accept({ ...s, players: s.players.map((p) => (p.id === e.player ? { ...p, locale: e.locale } : p)) }, e.at);
    }
    case 'answer': {
      if (!s.players.some((p) => p.id === e.player)) return refuse(s, 'not-a-player');
      const question = s.boards[e.board]?.questions[e.question];
      if (!question || !question.options.includes(e.choice)) return refuse(s, 'answer-invalid');
      const key = questionKey(e.board, e.question);
      if (s.revealed.includes(key) || s.closed.includes(key)) return refuse(s, 'answer-late');
      // Only the question on the screen takes answers; one the room has not reached yet does not.
      if (e.board !== s.board || currentQuestion(s) !== e.question) return refuse(s, e.board < s.board || key in s.opened ? 'answer-late' : 'answer-not-open');
      // A player may change an answer while the question is open: the last one counts.
      const answers = { ...s.answers, [key]: { ...s.answers[key], [e.player]: { choice: e.choice, at: e.at } } };
      return accept({ ...s, answers }, e.at);
    }
    case 'command':
      return command(s, e.command, e.at);
  }
};

/** Points for one answer: right answers only; speed counts only when the presenter turned it on. */
export const pointsFor = (s: SessionState, key: QuestionKey, answer: Answer | undefined): number => {
  if (!answer || !s.revealed.includes(key)) return 0;
  const [board, q] = key.split(':').map(Number);
  const question = s.boards[board]?.questions[q];
  if (!question?.right.includes(answer.choice)) return 0;
  if (!s.speedPoints) return POINTS_RIGHT;
  const elapsed = Math.max(0, answer.at - (s.opened[key] ?? answer.at));
  return POINTS_RIGHT / 2 + Math.round((POINTS_RIGHT / 2) * Math.max(0, 1 - elapsed / SPEED_WINDOW_MS));
};

export interface Standing {
  readonly id: string;
  readonly nickname: string;
  readonly points: number;
  readonly right: number;
}

/** The evening's scoreboard: revealed questions only, best first, ties by who joined first. */
export const standings = (s: SessionState): Standing[] => {
  const rows = s.players.map((p) => {
    let points = 0;
    let right = 0;
    for (const key of s.revealed) {
      const got = pointsFor(s, key, s.answers[key]?.[p.id]);
      points += got;
      if (got > 0) right++;
    }
    return { id: p.id, nickname: p.nickname, points, right };
  });
  return rows.sort((a, b) => b.points - a.points);
};
