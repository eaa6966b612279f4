// What each client is sent: the whole current state as that client may see it, after every
// change and on every (re)connect. The room never sees an answer before its reveal, a token, the
// presenter's key, or another player's choices.
import type { Edition } from '@/lib/engine';
import type { FamilyName } from '@/lib/generator/familyNames';
import type { Locale } from '@/lib/i18n/locales';
import { currentQuestion, questionKey, standings, type Ask, type QuestionKey, type SessionState } from './session';

export interface QuestionView {
  readonly question: number;
  readonly ask: Ask;
  readonly options: readonly string[];
  readonly state: 'open' | 'closed' | 'revealed';
  readonly answered: number;
  /** After the reveal only. */
  readonly counts: Readonly<Record<string, number>> | null;
  readonly right: readonly string[] | null;
}

export interface RoomView {
  readonly code: string;
  readonly rev: number;
  readonly ended: SessionState['ended'];
  readonly boards: readonly { readonly family: FamilyName; readonly edition: Edition; readonly seed: number; readonly stops: number }[];
  readonly board: number;
  readonly stop: number;
  readonly players: number;
  /** The newest nicknames, for the screen while the room joins. */
  readonly joined: readonly string[];
  /** The question on the screen now (asked or revealed). */
  readonly current: QuestionView | null;
  /** This board's revealed questions, for the explanation's summary. */
  readonly results: readonly QuestionView[];
  readonly scoreboard: readonly { readonly nickname: string; readonly points: number; readonly right: number }[] | null;
  readonly speedPoints: boolean;
}

export interface PlayerView {
  readonly id: string;
  readonly nickname: string;
  readonly locale: Locale;
  readonly answers: Readonly<Record<QuestionKey, string>>;
}

const SHOWN_JOINED = 30;
const SHOWN_STANDINGS = 10;

const questionView = (s: SessionState, board: number, question: number): QuestionView => {
  const q = s.boards[board].questions[question];
  const key = questionKey(board, question);
  const answers = Object.values(s.answers[key] ?? {});
  const revealed = s.revealed.includes(key);
  const counts = revealed ? Object.fromEntries(q.options.map((o) => [o, answers.filter((a) => a.choice === o).length])) : null;
  return {
    question,
    ask: q.ask,
    options: q.options,
    state: revealed ? 'revealed' : s.closed.includes(key) ? 'closed' : 'open',
    answered: answers.length,
    counts,
    right: revealed ? q.right : null,
  };
};

export const roomView = (s: SessionState): RoomView => {
  const q = currentQuestion(s);
  const board = s.boards[s.board];
  return {
    code: s.code,
    rev: s.rev,
    ended: s.ended,
    boards: s.boards.map((b) => ({ family: b.family, edition: b.edition, seed: b.seed, stops: b.stops.length })),
    board: s.board,
    stop: s.stop,
    players: s.players.length,
    joined: s.players.slice(-SHOWN_JOINED).map((p) => p.nickname),
    current: q === null ? null : questionView(s, s.board, q),
    results: board ? board.questions.map((_, i) => i).filter((i) => s.revealed.includes(questionKey(s.board, i))).map((i) => questionView(s, s.board, i)) : [],
    scoreboard: s.scoreboard ? standings(s).slice(0, SHOWN_STANDINGS).map(({ nickname, points, right }) => ({ nickname, points, right })) : null,
    speedPoints: s.speedPoints,
  };
};

export const playerView = (s: SessionState, id: string): PlayerView | null => {
  const p = s.players.find((x) => x.id === id);
  if (!p) return null;
  const answers: Record<QuestionKey, string> = {};
  for (const [key, byPlayer] of Object.entries(s.answers) as [QuestionKey, SessionState['answers'][QuestionKey]][]) {
    const a = byPlayer[id];
    if (a) answers[key] = a.choice;
  }
  return { id: p.id, nickname: p.nickname, locale: p.locale, answers };
};
