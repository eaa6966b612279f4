// A compact way to write timelines in tests: "CA C4 C8 C2 | CK ... !E7 =H7".
// Tokens: a card plays it; !E7 attention to E's revoke on trick 7 (!E7@W: W drew it); =H7 correct;
// =H7@E correct by E; ~W:SK replace; >HQ@S designate; claim:S:3; concede:E:0; agree:W; dispute:N;
// award:2; require:S:H, forbid:S:H, noOption:S (declarer's lead option); returned; call:N; roundEnd; face:S.
// "|" is ignored (it only separates tricks for the reader).
import type { Action, CaseFile, CaseFacts } from '../caseFile';
import type { Card, Edition, Seat, Suit, Vulnerability } from '../vocab';

export const parseTimeline = (text: string): Action[] =>
  text.split(/\s+/).filter((t) => t && t !== '|').map((t): Action => {
    let m: RegExpExecArray | null;
    if (/^[SHDC][AKQJT2-9]$/.test(t)) return { play: t as Card };
    if ((m = /^!([NESW])(\d+)?(?:@([NESW]))?$/.exec(t))) return { attention: { seat: m[1] as Seat, ...(m[2] ? { trick: Number(m[2]) } : {}), ...(m[3] ? { by: m[3] as Seat } : {}) } };
    if ((m = /^=([SHDC][AKQJT2-9])(?:@([NESW]))?$/.exec(t))) return { correct: m[1] as Card, ...(m[2] ? { by: m[2] as Seat } : {}) };
    if ((m = /^~([NESW]):([SHDC][AKQJT2-9])$/.exec(t))) return { replace: { seat: m[1] as Seat, card: m[2] as Card } };
    if ((m = /^>([SHDC][AKQJT2-9])@([NESW])$/.exec(t))) return { designate: m[1] as Card, by: m[2] as Seat };
    if ((m = /^(claim|concede):([NESW]):(\d+)$/.exec(t))) return m[1] === 'claim' ? { claim: { by: m[2] as Seat, tricks: Number(m[3]) } } : { concede: { by: m[2] as Seat, tricks: Number(m[3]) } };
    if ((m = /^agree:([NESW])$/.exec(t))) return { agree: { by: m[1] as Seat } };
    if ((m = /^dispute:([NESW])$/.exec(t))) return { dispute: { by: m[1] as Seat } };
    if ((m = /^award:(\d+)$/.exec(t))) return { award: { tricks: Number(m[1]) } };
    if ((m = /^(require|forbid):([NESW]):([SHDC])$/.exec(t))) return { leadOption: m[1] === 'require' ? { by: m[2] as Seat, require: m[3] as Suit } : { by: m[2] as Seat, forbid: m[3] as Suit } };
    if ((m = /^noOption:([NESW])$/.exec(t))) return { leadOption: { by: m[1] as Seat, none: true } };
    if (t === 'returned') return { handsReturned: true };
    if ((m = /^call:([NESW])$/.exec(t))) return { nextBoardCall: { by: m[1] as Seat } };
    if (t === 'roundEnd') return { roundEnd: true };
    if ((m = /^face:([NESW])$/.exec(t))) return { face: { seat: m[1] as Seat } };
    throw new Error(`unknown timeline token "${t}"`);
  });

export interface Board {
  readonly deal: string;
  readonly contract: string;
  readonly declarer: Seat;
  readonly vulnerable?: Vulnerability;
}

export const caseOf = (board: Board, edition: Edition, timeline: string, facts?: CaseFacts): CaseFile => ({
  format: 'revoke-case/1',
  edition,
  deal: board.deal,
  contract: board.contract,
  declarer: board.declarer,
  vulnerable: board.vulnerable ?? 'None',
  ...(facts ? { facts } : {}),
  timeline: parseTimeline(timeline),
});

import { replayCase } from '../replay';
import { SUITS, suitOf } from '../vocab';

/**
 * Plays the case on to the end with a plain legal policy (follow with the lowest card of the suit
 * led, else the lowest card; lead the lowest card of the longest suit), appending to the timeline.
 * Tests use it to finish a board whose interesting part was written by hand.
 */
export const playOut = (c: CaseFile): CaseFile => {
  const timeline = [...c.timeline];
  for (;;) {
    const r = replayCase({ ...c, timeline });
    if (!r.ok) throw new Error(r.error.message);
    const t = r.value;
    const seat = t.toPlay;
    if (!seat) return { ...c, timeline };
    const hand = t.hands[seat];
    const trick = t.tricks[t.tricks.length - 1];
    const led = trick && !trick.winner ? suitOf(trick.plays[0].card) : null;
    const penalty = t.penaltyCards[seat];
    const ofSuit = led ? hand.filter((x) => suitOf(x) === led) : [];
    let pool = ofSuit.length ? ofSuit : hand;
    const penaltyInPool = pool.filter((x) => penalty.includes(x));
    if (penaltyInPool.length) pool = penaltyInPool;
    else if (!ofSuit.length && penalty.length) pool = [...penalty];
    if (!led && !penaltyInPool.length) {
      const len = (s: Suit) => hand.filter((x) => suitOf(x) === s).length;
      const longest = [...SUITS].sort((a, b) => len(b) - len(a))[0];
      pool = hand.filter((x) => suitOf(x) === longest);
    }
    timeline.push({ play: pool[pool.length - 1] });
  }
};
