// The table as the generator plays it: four hands, the tricks so far and the timeline written
// as it goes. `natural()` is a simple single-dummy policy (opening lead top of a sequence or
// fourth best, second hand low, third hand high, win cheaply, draw trumps, cash winners, ruff
// when void, discard from length). Families step through it, branch with `clone()` and inject
// the one irregular card they teach with `playRevoke()`.
import type { Action } from '../engine';
import { type C, type DealMasks, type S, RANK_COUNT, TOP_POINTS, cardName, clz32, fillMasks, lowest, partner, rankOf, sameSide, seatName, suitOf } from './cards';
import type { Board } from './dealer';

export interface TrickRec {
  readonly leader: S;
  /** Who played `cards`, from the leader round the table (SEATS_FROM's shared lists: never changed in place). */
  seats: readonly S[];
  readonly cards: C[];
  winner: S;
}

export interface RevokeRec {
  readonly seat: S;
  readonly trick: number;
  readonly card: C;
  /** The suit he had to play. */
  readonly suit: number;
  /** What he could legally have played. */
  readonly legal: C[];
  /** Timeline index of the revoking play. */
  readonly at: number;
  /** The offender's hand just before it (the revoke card in it): what the slip is read from. */
  readonly hand: readonly C[];
  corrected: boolean;
}

const NONE = -1;
/** No score yet (a constant's read, not the global Infinity's lookup: uncompiled, the leads and discards start every suit from it). */
const NO_SCORE = -Infinity;

/** The penalty lists of every table without penalty cards (most of them): never added to (ownPenalty
 *  makes a table its own first), so new tables and clones make no five lists for them. */
const NO_PENALTY: C[][] = [[], [], [], []];

/** Each card's suit (suitOf) by a read: uncompiled, on a page's first board, the division makes a
 *  number object each time and the call costs more than the read (the hot loops below use it). */
const SUIT: readonly number[] = Array.from({ length: 52 }, (_, c) => suitOf(c));

/** Scratch for a new table's rank masks (read at once into its own list). */
const NEW_MASKS: DealMasks = new Int32Array(16);

/** Scratch for `masksOf` (read at once by the discard or lead that asked): per suit the rank mask of a player's options. */
const OPT_MASK = new Int32Array(4);

/** Scratch for `legalInto`'s callers (13 slots), and for its penalty-card pass. */
const LEGAL: C[] = Array.from({ length: 13 }, () => 0);
const PEN_BASE: C[] = Array.from({ length: 13 }, () => 0);

/** Scratch for `options`: the cards a player may play, a list for each count (FOLLOW[n] has n). */
const FOLLOW: C[][] = Array.from({ length: 14 }, (_, n) => Array.from({ length: n }, () => 0));

/** Scratch for `followSuit`: the cards of the suit led, highest first. */
const HS: C[] = new Array<C>(13).fill(0);

/** The lowest card of a suit from its non-empty rank mask. */
const lowOf = (su: number, m: number): C => su * 13 + 31 - clz32(m & -m);
/** The cards of a suit's rank mask `m` above `c`, a card of that suit. */
const above = (m: number, c: C): number => m & ~((2 << (c % 13)) - 1);

/** Whether the highest of the cards `mine` and `theirs` hold below rank `r` (rank masks of one suit) is one of `mine`. */
const nextBelowIsMine = (mine: number, theirs: number, r: number): boolean => {
  const below = (1 << r) - 1;
  const all = (mine | theirs) & below;
  return all !== 0 && ((mine >> (31 - clz32(all))) & 1) === 1;
};

/** Writes the cards of `seat` in rank masks `bits` into `h` in card order (lowest first), in place. */
const inCardOrder = (bits: readonly number[], seat: S, h: C[]): void => {
  let n = 0;
  for (let su = 0; su < 4; su++) {
    for (let m = bits[4 * seat + su]; m !== 0; m &= m - 1) h[n++] = su * 13 + 31 - clz32(m & -m);
  }
  while (h.length > n) h.pop();
};

/** How many suits a four-bit mask holds. */
const suitCount = (mask: number): number => (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1);

/** Scratch space for the leads (`declarerLead`, `defenderLead`), which never run twice at once. */
const M_CNT = new Int8Array(4);
const M_TOP = new Int8Array(4);
const M_LOW = new Int8Array(4);
const O_CNT = new Int8Array(4);
const O_TOP = new Int8Array(4);
const O_LOW = new Int8Array(4);

/** Each suit's length, top and bottom card, read from a hand's four rank masks (`masks[at + suit]`)
 *  into scratch rows (top and bottom only where the suit is held). */
// (topOf and lowOf written out, and the four suits in one call: uncompiled, on a page's first
// board, a call costs more than these bodies, and this runs for both hands at every lead)
const readSuits = (masks: ArrayLike<number>, at: number, cnt: Int8Array, top: Int8Array, low: Int8Array): void => {
  for (let su = 0; su < 4; su++) {
    const m = masks[at + su];
    cnt[su] = RANK_COUNT[m];
    if (m !== 0) {
      top[su] = su * 13 + 31 - clz32(m);
      low[su] = su * 13 + 31 - clz32(m & -m);
    }
  }
};

/** SEATS_FROM[leader][n]: the first n seats of a trick `leader` leads, one shared list each: a
 *  trick's seats are always its leader's round, so a trick takes the next list at each card instead
 *  of building and growing one of its own (and clones share it instead of copying). */
const SEATS_FROM: (readonly S[])[][] = [0, 1, 2, 3].map((l) => [0, 1, 2, 3, 4].map((n) => Array.from({ length: n }, (_, i) => (l + i) % 4)));

/** One shared action object per card and seat (PLAYS[4 * card + seat]): the timeline's plays, built once. Not frozen:
 *  `{ ...a }` of a frozen object (index.ts copies each play) takes V8's slow path, CloneObjectIC_Slow,
 *  2.6 % of a board; nothing writes to them (a timeline is only appended to). */
const PLAYS: Action[] = Array.from({ length: 208 }, (_, i) => ({ play: cardName(i >> 2), by: seatName(i & 3) }));

/**
 * A lead from the cards of suit `su` in rank mask `m` (not empty): the top of a sequence headed
 * by an honour (AK, KQ, QJ, JT), fourth best from four or more, top of a doubleton, from three the
 * bottom under an honour and the top without one. Read from the mask, not a sorted list of the
 * suit (uncompiled, each card sorted in was a few reads and writes).
 */
const leadFromMask = (su: number, m: number): C => {
  const n = RANK_COUNT[m];
  const top = 31 - clz32(m);
  // (the next card below the top is the top's neighbour when its bit is set)
  if (n >= 2 && top >= 9 && ((m >> (top - 1)) & 1) === 1) return su * 13 + top;
  if (n >= 4) {
    // the top three taken off, the fourth is the highest left
    let r = m & ~(1 << top);
    r &= ~(1 << (31 - clz32(r)));
    r &= ~(1 << (31 - clz32(r)));
    return su * 13 + 31 - clz32(r);
  }
  if (n === 2) return su * 13 + top;
  return top > 8 ? su * 13 + 31 - clz32(m & -m) : su * 13 + top;
};

/** A lead from the cards of suit `su` among `cards` (never none), from their rank mask. */
const fromLengthIn = (cards: readonly C[], su: number): C => {
  let m = 0;
  for (let i = 0, nc = cards.length; i < nc; i++) {
    const c = cards[i];
    if (SUIT[c] === su) m |= 1 << (c % 13);
  }
  return leadFromMask(su, m);
};

/** Scratch for `openingLeadOf` (never re-entered): each suit's rank mask of the cards. */
const OL_M = new Int32Array(4);

/** The opening lead: a side-suit sequence or singleton against a trump contract, else from length (no ace led away from). */
export const openingLeadOf = (opts: readonly C[], trump: number): C => {
  // the cards as rank masks, read as fillHand reads a hand (two words, one test a card): not each
  // suit sorted into a list (it runs for every deal, shape.ts, and every opening lead)
  let major = 0;
  let minor = 0;
  for (let i = 0, n = opts.length; i < n; i++) {
    const c = opts[i];
    if (c < 26) major |= 1 << c;
    else minor |= 1 << (c - 26);
  }
  const m = OL_M;
  m[0] = major & 0x1fff;
  m[1] = major >>> 13;
  m[2] = minor & 0x1fff;
  m[3] = minor >>> 13;
  let suits = 0; // the side suits he holds, a bit each
  for (let s = 0; s < 4; s++) if (s !== trump && m[s] !== 0) suits |= 1 << s;
  if (suits === 0) return lowest(opts);
  if (trump >= 0) {
    for (let s = 0; s < 4; s++) {
      if ((suits & (1 << s)) === 0) continue;
      // the top of a sequence headed by an honour
      const ms = m[s];
      const top = 31 - clz32(ms);
      if (top >= 9 && ((ms >> (top - 1)) & 1) === 1) return s * 13 + top;
    }
    // a singleton other than an ace
    let single = NONE;
    for (let s = 0; s < 4 && single === NONE; s++) {
      const ms = m[s];
      if ((suits & (1 << s)) !== 0 && (ms & (ms - 1)) === 0 && ms < 1 << 12) single = s;
    }
    if (single !== NONE && m[trump] !== 0) return single * 13 + 31 - clz32(m[single]);
  }
  // no ace led away from (at a suit contract), unless every suit has one: the longest, the first of equals
  let noAce = 0;
  for (let s = 0; s < 4; s++) if ((suits & (1 << s)) !== 0 && (trump < 0 || (m[s] & (1 << 12)) === 0)) noAce |= 1 << s;
  const pool = noAce !== 0 ? noAce : suits;
  let longest = NONE;
  let most = 0;
  for (let s = 0; s < 4; s++) {
    if ((pool & (1 << s)) === 0) continue;
    const n = RANK_COUNT[m[s]];
    if (longest === NONE || n > most) {
      longest = s;
      most = n;
    }
  }
  return leadFromMask(longest, m[longest]);
};

/**
 * The natural line of the last few deals: the policy's cards from the opening lead on, in order,
 * as far as some table has played them. The policy is a function of the table, so a table that
 * has played only these cards plays the next one without asking it (families walk the same deal's
 * natural line several times: the revoke places, the claim moments, the equity replay's prefix).
 * A table that plays a legal card other than the line's next goes on to a branch of it (branchOf):
 * the cards up to there, that card, and the policy's cards after it.
 */
interface Line {
  /** The deal: Sim's rank masks (`bits`) of the table at its start. */
  readonly bits: readonly number[];
  readonly trump: number;
  readonly declarer: S;
  readonly winnersFirst: boolean;
  readonly cards: C[];
  /** Its finished tricks so far, shared with the tables that play them (finished tricks are never
   *  changed in place): a table on the line moves over them without playing their cards (playOut). */
  readonly tricks: TrickRec[];
  /** Where it left the line it branches from (its cards before that are that line's), -1 for a deal's own line. */
  readonly from: number;
  /** The lines that leave this one with a legal card other than its next (branchOf). */
  readonly branches: Line[];
}
const LINES: Line[] = [];
/** Deals whose line is kept: a family's tables all come from one deal at a time (the board, and the shaped copy some make). */
const LINES_KEPT = 4;

/**
 * The line that leaves `l` with card `c` as its card `at` (a legal card other than the line's next,
 * or one the line has not reached: a family's cashed ace, the equity replay's legal card), found or
 * made: the policy's cards from there on are shared too. (A table that left the natural line had
 * asked the policy at every card; of 16,893 policy calls over every family's seeds 1-3, 405 had
 * been asked of the same position before, most of them in the equity replay of a walk's prefix.)
 */
const branchOf = (l: Line, at: number, c: C): Line => {
  const bs = l.branches;
  for (let i = 0; i < bs.length; i++) {
    const b = bs[i];
    if (b.from === at && b.cards[at] === c) return b;
  }
  const cards = l.cards.slice(0, at);
  cards.push(c);
  const b: Line = { bits: l.bits, trump: l.trump, declarer: l.declarer, winnersFirst: l.winnersFirst, cards, tricks: l.tricks.slice(0, at >> 2), from: at, branches: [] };
  bs.push(b);
  return b;
};

const sameBits = (a: readonly number[], b: readonly number[]): boolean => {
  for (let i = 0; i < 16; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** The line of this deal (a new one when it is not among those kept). */
const lineOf = (bits: readonly number[], trump: number, declarer: S, winnersFirst: boolean): Line => {
  for (let i = 0; i < LINES.length; i++) {
    const l = LINES[i];
    if (l.trump === trump && l.declarer === declarer && l.winnersFirst === winnersFirst && sameBits(l.bits, bits)) return l;
  }
  const l: Line = { bits: bits.slice(), trump, declarer, winnersFirst, cards: [], tricks: [], from: -1, branches: [] };
  if (LINES.unshift(l) > LINES_KEPT) LINES.pop();
  return l;
};

export class Sim {
  hands: C[][];
  readonly trump: number;
  readonly declarer: S;
  readonly dummy: S;
  tricks: TrickRec[];
  /** The trick being played, kept beside `tricks` for speed: the last one while it has fewer than four cards. */
  private cur: TrickRec | null;
  /** The place in `cur` of its winning card so far, kept as each card is put (the policy asks at every card followed). */
  private win: number;
  /** What each seat holds of each suit as a rank mask (bit r the card of rank r, index 4 * seat +
   *  suit), kept beside `hands`: the policy reads lengths, tops and who holds the cards above or
   *  below one from it instead of scanning hands or a suit's 13 cards, and a clone copies 16 small
   *  integers where a list of each card's holder was 52. A plain list, not an Int32Array, whose slice
   *  (every clone) is a slower builtin that makes a buffer and a view. */
  private bits: number[];
  penalty: C[][];
  private req: { seat: S; suit: number } | null;
  timeline: Action[];
  revokes: RevokeRec[];
  /** Per seat the suits he has led, four bits a seat (bit 4 * seat + suit). Two numbers, not a
   *  typed array, so a table and its clones make no object for them (callgrind, the policy alone playing 1,130 saved deals (each from a new table, a clone a trick): 238,440 instructions a deal -> 231,768). */
  private ledMask: number;
  /** Per seat those suits in the order first led, eight bits a seat (two bits a suit). */
  private ledOrder: number;

  /** Declarer cashes side winners before drawing trumps (a plan some hands call for). */
  readonly winnersFirst: boolean;
  /** The line of the cards this table has played (this deal's natural line, LINES, or a branch of
   *  it) while they are all legal plays, else null. Such a table has no penalty card, revoke or
   *  required lead, and its hands are in card order. */
  private line: Line | null;
  /** Cards played so far (the place on the line). */
  private nPut: number;

  /** A new table from a board, or (given a Sim) a copy of that table as it stands: `clone()`. */
  constructor(board: Pick<Board, 'hands' | 'trump' | 'declarer'> & { readonly winnersFirst?: boolean }) {
    // every field is set here, in one order on both paths, so every Sim shares one object shape;
    // a clone sets its own lists at once instead of field initializers' empty ones thrown away
    // (13 arrays a clone: with the other cuts of that commit, 217 -> 125 KB allocated a board)
    // a clone reads its table's fields through `from` (one map), a new table through `board` (the
    // boards' several maps): one read of both kinds was polymorphic on every clone, and a board of
    // a shape not seen yet deoptimised the constructor
    const from = board instanceof Sim ? board : null;
    if (from) {
      const h = from.hands;
      this.hands = [h[0].slice(), h[1].slice(), h[2].slice(), h[3].slice()];
      this.trump = from.trump;
      this.declarer = from.declarer;
      this.dummy = from.dummy;
      this.winnersFirst = from.winnersFirst;
    } else {
      this.hands = [[], [], [], []];
      this.trump = board.trump;
      this.declarer = board.declarer;
      this.dummy = partner(board.declarer);
      this.winnersFirst = board.winnersFirst ?? false;
    }
    if (from) {
      // finished tricks are shared, never changed in place (correct and replace copy the one they
      // change): only the trick being played is copied (less garbage: a clone copied all thirteen)
      this.tricks = from.tricks.slice();
      const cur = from.cur;
      if (cur) {
        const c = { leader: cur.leader, seats: cur.seats, cards: cur.cards.slice(), winner: cur.winner };
        this.tricks[this.tricks.length - 1] = c;
        this.cur = c;
      } else this.cur = null;
      this.win = from.win;
      // a literal of the 16 masks, not slice (a builtin call a clone, CloneFastJSArray)
      const b = from.bits;
      this.bits = [b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]];
      const p = from.penalty;
      // (no penalty card is the common case: the shared empty lists, no copies)
      this.penalty = p[0].length + p[1].length + p[2].length + p[3].length === 0 ? NO_PENALTY : [p[0].slice(), p[1].slice(), p[2].slice(), p[3].slice()];
      this.req = from.req;
      this.timeline = from.timeline.slice();
      // field by field, not a spread: a literal of one known shape, not the generic copy
      // (a loop, not map: no closure, and no revokes is the common case)
      const rs = from.revokes;
      const revokes: RevokeRec[] = [];
      for (let i = 0; i < rs.length; i++) {
        const r = rs[i];
        revokes.push({ seat: r.seat, trick: r.trick, card: r.card, suit: r.suit, legal: r.legal, at: r.at, hand: r.hand, corrected: r.corrected });
      }
      this.revokes = revokes;
      this.ledMask = from.ledMask;
      this.ledOrder = from.ledOrder;
      this.line = from.line;
      this.nPut = from.nPut;
    } else {
      this.tricks = [];
      this.cur = null;
      this.win = 0;
      // the masks as cards.ts reads a deal (two words a hand, no suit looked up a card), then
      // copied into a plain list: uncompiled, on a page's first board, a third of a new table's cost
      // was this loop's reads and writes a card
      const m = NEW_MASKS;
      const full = fillMasks(board.hands, m);
      const bits = [m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8], m[9], m[10], m[11], m[12], m[13], m[14], m[15]];
      this.bits = bits;
      // a new table holds its hands in card order, so the policy (which breaks ties by hand order)
      // plays a deal the same way whoever dealt it: a case file replays exactly (clones keep
      // theirs); read from the masks, in order, instead of sorting copies of the dealt hands
      for (let seat = 0; seat < 4; seat++) inCardOrder(bits, seat, this.hands[seat]);
      this.penalty = NO_PENALTY;
      this.req = null;
      this.timeline = [];
      this.revokes = [];
      this.ledMask = 0;
      this.ledOrder = 0;
      // a full deal from its start (a position set up with fewer cards is played by the policy)
      this.line = full ? lineOf(this.bits, this.trump, this.declarer, this.winnersFirst) : null;
      this.nPut = 0;
    }
  }

  /** A lead the offender's partner must make (or not), Law 50D: the table leaves the natural line. */
  get leadReq(): { seat: S; suit: number } | null {
    return this.req;
  }
  set leadReq(r: { seat: S; suit: number } | null) {
    this.req = r;
    this.line = null;
  }
  /** What `seat` holds of suit `su` as a rank mask (bit r the card of rank r): the revoke walks read a hand's lengths from it. */
  held(seat: S, su: number): number {
    return this.bits[4 * seat + su];
  }
  played(c: C): boolean {
    const b = this.bits;
    const i = suitOf(c);
    return ((b[i] | b[4 + i] | b[8 + i] | b[12 + i]) & (1 << rankOf(c))) === 0;
  }

  clone(): Sim {
    return new Sim(this);
  }

  /** `seat` has led `suit` (put does this at every lead; tests set up earlier tricks with it). */
  markLed(seat: S, suit: number): void {
    const mask = (this.ledMask >> (4 * seat)) & 15;
    if (mask & (1 << suit)) return;
    this.ledOrder |= suit << (8 * seat + 2 * suitCount(mask));
    this.ledMask |= 1 << (4 * seat + suit);
  }

  // ---- reading the table -------------------------------------------------------------------

  get current(): TrickRec | null {
    return this.cur;
  }
  /** The number of the trick being played (or about to be led). */
  // (the getters and the policy read `cur` itself, not the `current` getter: uncompiled, on a
  // page's first board, a getter is a call)
  get trickNo(): number {
    return this.cur !== null ? this.tricks.length : this.tricks.length + 1;
  }
  /** Where the table stands: 4 * (trickNo - 1) + position, 52 once done. The revoke walks read it
   *  once a card instead of done, trickNo and position (uncompiled, each getter is a call). */
  place(): number {
    const cur = this.cur;
    const n = this.tricks.length;
    return cur !== null ? 4 * (n - 1) + cur.cards.length : 4 * n;
  }
  get done(): boolean {
    return this.tricks.length === 13 && this.cur === null;
  }
  get toPlay(): S {
    const cur = this.cur;
    if (cur !== null) return (cur.leader + cur.cards.length) & 3;
    const t = this.tricks;
    return t.length > 0 ? t[t.length - 1].winner : (this.declarer + 1) & 3;
  }
  /** Position in the current trick of the next card: 0 = lead. */
  get position(): number {
    const cur = this.cur;
    return cur !== null ? cur.cards.length : 0;
  }
  get ledSuit(): number {
    const cur = this.cur;
    return cur !== null ? suitOf(cur.cards[0]) : NONE;
  }
  isDeclaringSide(s: S): boolean {
    return ((s ^ this.declarer) & 1) === 0;
  }
  isDefender(s: S): boolean {
    return ((s ^ this.declarer) & 1) === 1;
  }
  winnerOf(trick: number): S {
    return this.tricks[trick - 1].winner;
  }
  /** Tricks won by a side (seat's side) in tricks from..13 as played. */
  sideTricksFrom(seat: S, from: number): number {
    let n = 0;
    const tricks = this.tricks;
    for (let i = from - 1; i < tricks.length; i++) {
      const t = tricks[i];
      if (t.cards.length === 4 && ((t.winner ^ seat) & 1) === 0) n++;
    }
    return n;
  }
  declarerTricks(): number {
    return this.sideTricksFrom(this.declarer, 1);
  }
  /** The card a seat played to a trick. */
  cardIn(trick: number, seat: S): C {
    const t = this.tricks[trick - 1];
    return t.cards[t.seats.indexOf(seat)];
  }
  winningCard(t: TrickRec): C {
    return t.cards[t.seats.indexOf(t.winner)];
  }

  /** The place in the trick of its winning card so far. */
  private winIndex(t: TrickRec): number {
    const cards = t.cards;
    let best = 0;
    let a = cards[0];
    for (let i = 1; i < cards.length; i++) {
      const b = cards[i];
      // within a suit a higher card is a higher number
      if (SUIT[b] === SUIT[a] ? b > a : SUIT[b] === this.trump) {
        best = i;
        a = b;
      }
    }
    return best;
  }
  private computeWinner(t: TrickRec): S {
    return t.seats[this.winIndex(t)];
  }
  /** Who wins the current (incomplete) trick so far. */
  currentWinner(): S {
    return this.cur!.seats[this.win];
  }

  // ---- legality ----------------------------------------------------------------------------

  /**
   * The one legality routine: the cards `seat` may legally play now (following suit, penalty
   * cards, a required lead), written into `out` (13 slots), in hand order (penalty cards in the
   * order they were faced); returns how many. legal, options and isLegal all read it.
   */
  private legalInto(seat: S, out: C[]): number {
    const h = this.hands[seat];
    const cur = this.cur;
    let n = 0;
    if (!cur) {
      // a required lead he can make is all that is legal, penalty cards or not
      const req = this.req;
      if (req && req.seat === seat) {
        for (let i = 0; i < h.length; i++) if (SUIT[h[i]] === req.suit) out[n++] = h[i];
        if (n > 0) return n;
      }
      for (let i = 0; i < h.length; i++) out[n++] = h[i];
    } else {
      const led = SUIT[cur.cards[0]];
      for (let i = 0; i < h.length; i++) if (SUIT[h[i]] === led) out[n++] = h[i];
      if (n === 0) for (let i = 0; i < h.length; i++) out[n++] = h[i];
    }
    const pen = this.penalty[seat];
    if (pen.length === 0) return n;
    // with penalty cards, the penalty cards among those are the only legal ones, if any
    const base = PEN_BASE;
    for (let i = 0; i < n; i++) base[i] = out[i];
    let k = 0;
    for (let j = 0; j < pen.length; j++) {
      const p = pen[j];
      for (let i = 0; i < n; i++) {
        if (base[i] === p) {
          out[k++] = p;
          break;
        }
      }
    }
    if (k > 0) return k;
    for (let i = 0; i < n; i++) out[i] = base[i];
    return n;
  }

  /** The cards a seat may legally play now (following suit, penalty cards, a required lead): a list of its own. */
  legal(seat: S): C[] {
    const out = LEGAL;
    return out.slice(0, this.legalInto(seat, out));
  }

  /**
   * As `legal`, in a scratch list valid until the next call (FOLLOW[n] has n cards), or the hand
   * itself when it may play any card of it: the policy reads them at once and never writes them
   * (this runs for every card played; a list a call was a good part of the generator's garbage,
   * and a scratch list cut to size by a length set is a runtime call).
   */
  private options(seat: S): C[] {
    const h = this.hands[seat];
    // without penalty cards the rank masks say how many there are, so they go straight into
    // FOLLOW[n] (legalInto's list copied over was a tenth of its cost)
    const penalty = this.penalty;
    if (penalty === NO_PENALTY || penalty[seat].length === 0) {
      const cur = this.cur;
      const req = this.req;
      const need = cur ? SUIT[cur.cards[0]] : req && req.seat === seat ? req.suit : NONE;
      const n = need >= 0 ? RANK_COUNT[this.bits[4 * seat + need]] : 0;
      if (n > 0) {
        const f = FOLLOW[n];
        for (let i = 0, k = 0; k < n; i++) if (SUIT[h[i]] === need) f[k++] = h[i];
        return f;
      }
      // the whole hand: the hand itself (the policy only reads its options; no copy)
      return h;
    }
    const out = LEGAL;
    const n = this.legalInto(seat, out);
    const f = FOLLOW[n];
    for (let i = 0; i < n; i++) f[i] = out[i];
    return f;
  }

  /** Whether `legal(seat)` includes `c`, without building the list (equity.ts replays a board through `play`). */
  isLegal(seat: S, c: C): boolean {
    if (this.penalty[seat].length === 0) {
      // without penalty cards, from the rank masks: a card he holds, of the suit he must play if he has one
      const b = this.bits;
      const su = SUIT[c];
      if ((b[4 * seat + su] & (1 << (c % 13))) === 0) return false;
      const cur = this.cur;
      const req = this.req;
      const need = cur ? SUIT[cur.cards[0]] : req && req.seat === seat ? req.suit : NONE;
      return need < 0 || su === need || b[4 * seat + need] === 0;
    }
    const out = LEGAL;
    const n = this.legalInto(seat, out);
    for (let i = 0; i < n; i++) if (out[i] === c) return true;
    return false;
  }

  // ---- acting ------------------------------------------------------------------------------

  push(a: Action): void {
    this.timeline.push(a);
  }

  private put(c: C): void {
    // (each field and list read once into a local: uncompiled, on a page's first board, every
    // property read, a list's length too, is an inline cache lookup, and this runs for every card)
    let cur = this.cur;
    // the toPlay getter written out (uncompiled, a getter is a call)
    const tricks = this.tricks;
    const seat = cur !== null ? (cur.leader + cur.cards.length) & 3 : tricks.length > 0 ? tricks[tricks.length - 1].winner : (this.declarer + 1) & 3;
    const h = this.hands[seat];
    // the cards after `c` moved down by hand in one pass from the end, which stops at `c` (not
    // indexOf, a builtin call, nor a scan from the front before the move, nor splice, which builds
    // an array of what it removes: uncompiled, each card looked at is a read)
    const n = h.length - 1;
    let carry = h[n];
    for (let j = n; carry !== c; ) {
      if (--j < 0) {
        // (not held: the hand moved back as it was)
        for (let k = 0; k < n; k++) {
          const x = h[k];
          h[k] = carry;
          carry = x;
        }
        throw new Error(`generator bug: ${seatName(seat)} does not hold ${cardName(c)}`);
      }
      const x = h[j];
      h[j] = carry;
      carry = x;
    }
    h.pop();
    const penalty = this.penalty;
    if (penalty !== NO_PENALTY && penalty[seat].length > 0) {
      const pen = penalty[seat];
      const pi = pen.indexOf(c);
      if (pi >= 0) pen.splice(pi, 1);
    }
    // on the line if this was its next card, else on the line that leaves it with this card (a
    // legal one: playRevoke leaves the line before it puts its card)
    let line = this.line;
    const nPut = this.nPut;
    if (line !== null) {
      const lc = line.cards;
      if (nPut >= lc.length || lc[nPut] !== c) this.line = line = branchOf(line, nPut, c);
    }
    this.nPut = nPut + 1;
    const su = SUIT[c];
    if (cur === null) {
      // room for four from the start, popped back to the one card (a push onto [c] grows the
      // list to room for 17: 46 -> 31 KB allocated a board; a length set instead of the pops is a
      // runtime call, 3 % of a CPU profile of every family)
      const cards = [c, c, c, c];
      cards.pop();
      cards.pop();
      cards.pop();
      cur = { leader: seat, seats: SEATS_FROM[seat][1], cards, winner: NONE };
      tricks.push(cur);
      this.cur = cur;
      this.win = 0;
      // markLed written out (a call at every lead)
      const led = this.ledMask;
      const bit = 1 << (4 * seat + su);
      if ((led & bit) === 0) {
        this.ledOrder |= su << (8 * seat + 2 * RANK_COUNT[(led >> (4 * seat)) & 15]);
        this.ledMask = led | bit;
      }
      const req = this.req;
      if (req !== null && req.seat === seat) this.req = null;
    } else {
      // within a suit a higher card is a higher number
      const cards = cur.cards;
      let win = this.win;
      const w = cards[win];
      const k = cards.push(c);
      if (su === SUIT[w] ? c > w : su === this.trump) this.win = win = k - 1;
      const seats = SEATS_FROM[cur.leader][k];
      cur.seats = seats;
      if (k === 4) {
        cur.winner = seats[win];
        this.cur = null;
        // the line's first table to finish this trick gives it to the line
        if (line !== null && line.tricks.length === tricks.length - 1) line.tricks.push(cur);
      }
    }
    this.bits[4 * seat + su] &= ~(1 << (c % 13));
    this.timeline.push(PLAYS[4 * c + seat]);
  }

  /** Play a legal card (the generator's own plays are always legal unless said otherwise). */
  play(c: C): void {
    const seat = this.toPlay;
    if (!this.isLegal(seat, c)) throw new Error(`generator bug: ${cardName(c)} is not legal for ${seatName(seat)}`);
    this.put(c);
  }

  /** Plays `c` if it is legal for the seat to play and says whether it was: one legality check (equity.ts's replay checked, then play checked again). */
  playIfLegal(c: C): boolean {
    if (!this.isLegal(this.toPlay, c)) return false;
    this.put(c);
    return true;
  }

  /** Play an illegal card on purpose: the revoke the family is about. */
  playRevoke(c: C): RevokeRec {
    const seat = this.toPlay;
    const legal = this.legal(seat);
    const cur = this.current;
    const suit = cur ? suitOf(cur.cards[0]) : this.leadReq ? this.leadReq.suit : NONE;
    const trick = this.trickNo;
    const at = this.timeline.length;
    const hand = this.hands[seat].slice();
    // off the line before the card is put (a revoke makes no line of its own)
    this.line = null;
    this.put(c);
    const rec: RevokeRec = { seat, trick, card: c, suit, legal, at, hand, corrected: false };
    this.revokes.push(rec);
    return rec;
  }

  playNatural(): void {
    const line = this.line;
    if (line !== null) {
      // on the natural line: its next card, asked of the policy only the first time (264 -> 202
      // policy calls a board; callgrind, every family: 3.95 -> 3.69 M instructions a board)
      const cards = line.cards;
      if (this.nPut === cards.length) cards.push(this.natural());
      this.put(cards[this.nPut]);
      return;
    }
    this.put(this.natural());
  }

  /** Play on by the policy until trick `upTo` is complete (13 by default). */
  playOut(upTo = 13): void {
    for (;;) {
      if (this.cur === null) {
        if (this.tricks.length >= upTo) return;
        // on the natural line, over the tricks some table has played already (beforeLead does
        // nothing on it: no penalty cards)
        if (this.line !== null && this.line.tricks.length > this.tricks.length) {
          this.alongLine(upTo);
          if (this.tricks.length >= upTo) return;
        }
        // (beforeLead and playNatural written out: uncompiled, a call a card costs more than their tests)
        if (this.penalty !== NO_PENALTY) this.beforeLead();
      }
      const line = this.line;
      if (line !== null) {
        const cards = line.cards;
        const n = this.nPut;
        if (n === cards.length) cards.push(this.natural());
        this.put(cards[n]);
      } else this.put(this.natural());
    }
  }

  /** The table's line's i-th card as far as it is known, or NONE; NONE for a table off any line (equity.ts compares a play with a new table's natural line). */
  lineCard(i: number): C {
    const line = this.line;
    return line !== null && i < line.cards.length ? line.cards[i] : NONE;
  }

  /**
   * A table on the natural line between tricks moves over the line's finished tricks up to trick
   * `upTo`: the shared tricks taken, the timeline and rank masks written, the hands read again
   * from the masks (a table on the line holds its hands in card order). Where the families and
   * the equity replay play a deal's line again from its start, no card is put and no trick made.
   */
  private alongLine(upTo: number): void {
    const lt = this.line!.tricks;
    const tricks = this.tricks;
    const to = upTo < lt.length ? upTo : lt.length;
    const bits = this.bits;
    const tl = this.timeline;
    for (let t = tricks.length; t < to; t++) {
      const tr = lt[t];
      tricks.push(tr);
      const cards = tr.cards;
      const leader = tr.leader;
      this.markLed(leader, SUIT[cards[0]]);
      for (let i = 0; i < 4; i++) {
        const c = cards[i];
        const seat = (leader + i) & 3;
        bits[4 * seat + SUIT[c]] &= ~(1 << (c % 13));
        tl.push(PLAYS[4 * c + seat]);
      }
    }
    for (let seat = 0; seat < 4; seat++) inCardOrder(bits, seat, this.hands[seat]);
    this.nPut = 4 * to;
  }

  /**
   * Before a defender leads while his partner has a penalty card, declarer must choose a Law 50D
   * option; the generator leaves the card on the table.
   */
  beforeLead(): void {
    // (no penalty card on the table, the common case: nothing to read)
    if (this.penalty === NO_PENALTY || this.cur !== null) return;
    const t = this.tricks;
    const seat = t.length > 0 ? t[t.length - 1].winner : (this.declarer + 1) & 3;
    if (((seat ^ this.declarer) & 1) === 1 && this.penalty[(seat + 2) & 3].length > 0 && !this.req) {
      this.push({ leadOption: { by: seatName(this.declarer), none: true } });
    }
  }

  /** The penalty lists as this table's own, to add to (tables without penalty cards share NO_PENALTY's empty ones). */
  private ownPenalty(): C[][] {
    if (this.penalty === NO_PENALTY) this.penalty = [[], [], [], []];
    return this.penalty;
  }

  /** Trick `n` as this table's own copy, to change: clones share the finished ones. */
  private ownTrick(n: number): TrickRec {
    const t = this.tricks[n - 1];
    const c = { leader: t.leader, seats: t.seats, cards: t.cards.slice(), winner: t.winner };
    this.tricks[n - 1] = c;
    if (this.cur === t) this.cur = c;
    return c;
  }

  /** The offender withdraws his revoke card and plays `c` instead (Law 62B). */
  correct(rec: RevokeRec, c: C, opts: { penaltyCard: boolean; by?: boolean }): void {
    const t = this.ownTrick(rec.trick);
    const i = t.seats.indexOf(rec.seat);
    const h = this.hands[rec.seat];
    h.splice(h.indexOf(c), 1);
    h.push(rec.card);
    this.bits[4 * rec.seat + suitOf(rec.card)] |= 1 << rankOf(rec.card);
    this.bits[4 * rec.seat + suitOf(c)] &= ~(1 << rankOf(c));
    t.cards[i] = c;
    if (opts.penaltyCard) this.ownPenalty()[rec.seat].push(rec.card);
    if (t.cards.length === 4) t.winner = this.computeWinner(t);
    else this.win = this.winIndex(t);
    rec.corrected = true;
    this.line = null;
    this.timeline.push(opts.by ? { correct: cardName(c), by: seatName(rec.seat) } : { correct: cardName(c) });
  }

  /** A player withdraws the card he played to a trick and plays `c` instead (Law 62C). */
  replace(trick: number, seat: S, c: C, penaltyCard: boolean): void {
    const t = this.ownTrick(trick);
    const i = t.seats.indexOf(seat);
    const old = t.cards[i];
    const h = this.hands[seat];
    h.splice(h.indexOf(c), 1);
    h.push(old);
    this.bits[4 * seat + suitOf(old)] |= 1 << rankOf(old);
    this.bits[4 * seat + suitOf(c)] &= ~(1 << rankOf(c));
    t.cards[i] = c;
    if (penaltyCard) this.ownPenalty()[seat].push(old);
    if (t.cards.length === 4) t.winner = this.computeWinner(t);
    else this.win = this.winIndex(t);
    this.line = null;
    this.timeline.push({ replace: { seat: seatName(seat), card: cardName(c) } });
  }

  // ---- the policy --------------------------------------------------------------------------

  /** No unplayed card of the suit that may beat `c` outranks it, as far as `seat` can tell. */
  isMaster(c: C, seat: S): boolean {
    const su = SUIT[c];
    const b = this.bits;
    const d = this.declarer;
    // declarer and dummy: the defenders' cards. A defender: dummy's, in sight on the table, and
    // partner's and declarer's, since he cannot tell which of the two holds a card he does not see
    // (dummy's were left out once, and defenders cashed "winners" dummy beat).
    const above = ((seat ^ d) & 1) === 0 ? b[4 * ((d + 1) & 3) + su] | b[4 * ((d + 3) & 3) + su] : b[4 * ((seat + 2) & 3) + su] | b[4 * d + su] | b[4 * ((d + 2) & 3) + su];
    return above >> ((c % 13) + 1) === 0;
  }

  /** The defenders' cards of a suit as one rank mask. */
  private theirBits(su: number): number {
    const d = this.declarer;
    return this.bits[4 * ((d + 1) & 3) + su] | this.bits[4 * ((d + 3) & 3) + su];
  }

  /** The cards of a suit `seat` does not see as out of this trick's play (played, his own, or seen in a hand that has already played to the trick), as a rank mask. */
  private unseenBits(su: number, seat: S): number {
    const cur = this.cur;
    const decl = ((seat ^ this.declarer) & 1) === 0;
    const mate = (seat + 2) & 3;
    let m = 0;
    for (let h = 0; h < 4; h++) {
      if (h === seat) continue;
      // (h among the trick's seats: they are the first cards.length seats from its leader)
      if (cur !== null && (h === this.dummy || (decl && h === mate)) && ((h - cur.leader) & 3) < cur.cards.length) continue;
      m |= this.bits[4 * h + su];
    }
    return m;
  }
  /** Cards strictly between `lo` and `hi` (same suit; `hi` may be the suit's end, 13 above its deuce) that may still beat `lo` in this trick, as `seat` sees it. */
  private gapUnseen(lo: C, hi: C, seat: S): number {
    const su = suitOf(lo);
    const between = ((1 << (hi - su * 13)) - 1) & ~((2 << rankOf(lo)) - 1);
    return RANK_COUNT[this.unseenBits(su, seat) & between];
  }
  /** Cards above `c` in its suit that may still beat it in this trick, as `seat` sees it. */
  private unseenAbove(c: C, seat: S): number {
    return this.gapUnseen(c, suitOf(c) * 13 + 13, seat);
  }

  /** Trumps the opponents of `seat` may still hold. */
  outstandingTrumps(seat: S): number {
    if (this.trump < 0) return 0;
    return RANK_COUNT[this.bits[4 * ((seat + 1) & 3) + this.trump]] + RANK_COUNT[this.bits[4 * ((seat + 3) & 3) + this.trump]];
  }

  natural(): C {
    // the toPlay getter written out (uncompiled, a getter is a call)
    const cur = this.cur;
    const t = this.tricks;
    const seat = cur !== null ? (cur.leader + cur.cards.length) & 3 : t.length > 0 ? t[t.length - 1].winner : (this.declarer + 1) & 3;
    const penalty = this.penalty;
    if (cur !== null && (penalty === NO_PENALTY || penalty[seat].length === 0)) {
      // following suit, he may play any card of it: read from its rank mask (no list of options)
      const led = SUIT[cur.cards[0]];
      const m = this.bits[4 * seat + led];
      // (a singleton's card written out, not lowOf: uncompiled, a call costs more than its body)
      if (m !== 0) return (m & (m - 1)) === 0 ? led * 13 + 31 - clz32(m) : this.followSuit(seat, led, m);
      // void: any card of his hand, read from its masks (seatMasks written out)
      const b = this.bits;
      const om = OPT_MASK;
      om[0] = b[4 * seat];
      om[1] = b[4 * seat + 1];
      om[2] = b[4 * seat + 2];
      om[3] = b[4 * seat + 3];
      return this.followVoid(seat, om);
    }
    let opts = this.options(seat);
    if (opts.length === 1) return opts[0];
    if (cur !== null) return this.follow(seat, opts);
    // a player who has forgotten a card does not lead that suit (he would notice it)
    // (the forgotten suits as a bit mask and a list only when it leaves out some of his cards: a
    // filter and a map on every lead after a revoke were a tenth of a deal's allocation)
    let forgotten = 0;
    const rs = this.revokes;
    for (let i = 0; i < rs.length; i++) {
      const r = rs[i];
      if (r.seat === seat && !r.corrected && r.suit >= 0) forgotten |= 1 << r.suit;
    }
    if (forgotten !== 0) {
      let other = 0;
      for (let i = 0; i < opts.length; i++) if ((forgotten & (1 << SUIT[opts[i]])) === 0) other++;
      if (other > 0 && other < opts.length) {
        // into FOLLOW[other], not a filtered copy (opts is the hand or a longer FOLLOW list)
        const f = FOLLOW[other];
        for (let i = 0, k = 0; i < opts.length; i++) if ((forgotten & (1 << SUIT[opts[i]])) === 0) f[k++] = opts[i];
        opts = f;
      }
    }
    // (the leads chosen here, not in a method of their own: a call less at every lead)
    if (((seat ^ this.declarer) & 1) === 0) return this.declarerLead(seat, opts);
    return t.length === 0 ? openingLeadOf(opts, this.trump) : this.defenderLead(seat, opts);
  }

  /** The rank masks of the hand of `seat`, a suit each, in OPT_MASK until the next call. */
  private seatMasks(seat: S): Int32Array {
    const m = OPT_MASK;
    const b = this.bits;
    m[0] = b[4 * seat];
    m[1] = b[4 * seat + 1];
    m[2] = b[4 * seat + 2];
    m[3] = b[4 * seat + 3];
    return m;
  }

  /** The rank masks of `opts`, cards of `seat`, a suit each, in OPT_MASK until the next call (his own masks when they are his whole hand). */
  private masksOf(seat: S, opts: readonly C[]): Int32Array {
    if (opts === this.hands[seat]) return this.seatMasks(seat);
    const m = OPT_MASK;
    // four stores, not fill: TypedArray fill is a builtin call
    m[0] = m[1] = m[2] = m[3] = 0;
    for (let i = 0, n = opts.length; i < n; i++) m[SUIT[opts[i]]] |= 1 << (opts[i] % 13);
    return m;
  }

  /** Discard: the lowest card of the longest weak side suit. */
  discard(seat: S, opts: readonly C[], avoid: number = NONE): C {
    return this.discardIn(seat, this.masksOf(seat, opts), avoid);
  }

  /** `discard` from the pool's rank masks `m`, a suit each. */
  private discardIn(seat: S, m: Int32Array, avoid: number): C {
    // lengths, points and lowest cards are read from the masks, no card counted one by one (this
    // runs on every discard)
    // the pool: side suits other than `avoid`, else any suit but `avoid`, else anything
    const trump = this.trump;
    // (whether there are any: the masks or-ed, not their cards counted)
    let sides = 0;
    let notAvoid = 0;
    for (let su = 0; su < 4; su++) {
      if (su === avoid) continue;
      const ms = m[su];
      notAvoid |= ms;
      if (su !== trump) sides |= ms;
    }
    const trumpOut = sides !== 0;
    const keepOut = notAvoid !== 0 ? avoid : -2; // no suit is -2
    // the lowest card of each suit is the candidate; a suit of winners only is kept
    let best: C = NONE;
    let bestScore = NO_SCORE;
    // isMaster written out: the hands whose cards of a suit may beat his (the declaring side's: both
    // defenders', the second twice; a defender's: partner's, declarer's and dummy's)
    const b = this.bits;
    const d = this.declarer;
    const decl = ((seat ^ d) & 1) === 0;
    const h1 = decl ? 4 * ((d + 1) & 3) : 4 * ((seat + 2) & 3);
    const h2 = decl ? 4 * ((d + 3) & 3) : 4 * d;
    const h3 = decl ? h2 : 4 * ((d + 2) & 3);
    for (let su = 0; su < 4; su++) {
      const ms = m[su];
      if (ms === 0 || su === keepOut || (trumpOut && su === trump)) continue;
      const r = 31 - clz32(ms & -ms); // lowOf written out (a call a suit at every discard)
      // a suit of winners only is thrown only when every suit left is (established winners are kept)
      // (in twentieths: 3 a card, less the points and the card's rank in twentieths, all whole
      // numbers; uncompiled, on a page's first board, each fraction was a new number object)
      const master = (b[h1 + su] | b[h2 + su] | b[h3 + su]) >> (r + 1) === 0;
      const score = 60 * RANK_COUNT[ms] - 20 * TOP_POINTS[(ms >> 9) & 15] - (master ? 2000 : 0) - r;
      const c = su * 13 + r;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    return best;
  }

  private defenderLead(seat: S, opts: C[]): C {
    // per suit his length, top and bottom card, and his highest side-suit master (no lists: this runs on every defender's lead)
    const cnt = M_CNT, top = M_TOP, low = M_LOW;
    const b = this.bits;
    if (opts === this.hands[seat]) readSuits(b, 4 * seat, cnt, top, low);
    else readSuits(this.masksOf(seat, opts), 0, cnt, top, low);
    // (in the order of his cards: of two masters of one rank, the first; isMaster written out: a
    // defender's card is a master when partner, declarer and dummy hold nothing above it)
    let master: C = NONE;
    let masterRank = -1;
    const trump = this.trump;
    const d = this.declarer;
    const h1 = 4 * ((seat + 2) & 3);
    const h2 = 4 * d;
    const h3 = 4 * ((d + 2) & 3);
    for (let i = 0, n = opts.length; i < n; i++) {
      const c = opts[i];
      const su = SUIT[c];
      const r = c % 13;
      if (su !== trump && r > masterRank && (b[h1 + su] | b[h2 + su] | b[h3 + su]) >> (r + 1) === 0) {
        master = c;
        masterRank = r;
      }
    }
    // partner's suit: the top of two, low from three
    const p = (seat + 2) & 3;
    const order = this.ledOrder >>> (8 * p);
    for (let i = 0, n = suitCount((this.ledMask >> (4 * p)) & 15); i < n; i++) {
      const s = (order >> (2 * i)) & 3;
      if (s === trump || cnt[s] === 0) continue;
      return cnt[s] <= 2 ? top[s] : low[s];
    }
    if (master !== NONE) return master;
    let longest = NONE;
    for (let su = 0; su < 4; su++) if (su !== trump && cnt[su] > 0 && (longest === NONE || cnt[su] > cnt[longest])) longest = su;
    if (longest === NONE) return lowest(opts);
    return fromLengthIn(opts, longest);
  }

  /** Whether the next unplayed card below `c` in its suit is the declaring side's (a sequence across the two hands). */
  private nextOursBelow(c: C): boolean {
    const su = suitOf(c);
    return nextBelowIsMine(this.bits[4 * this.declarer + su] | this.bits[4 * this.dummy + su], this.theirBits(su), rankOf(c));
  }

  /**
   * The tenace of hand `h` in a suit, or NONE: its top card a sure winner and its next card one
   * defenders' card below (AQ with the king out); read from who holds each card (`defenders`
   * their cards of the suit, theirBits).
   */
  private tenaceOf(su: number, h: S, defenders: number): C {
    const mine = this.bits[4 * h + su];
    if (mine === 0) return NONE;
    const theirs = defenders & ~mine;
    const top = 31 - clz32(mine);
    if (theirs >> (top + 1) !== 0) return NONE;
    // below his top card the defenders' highest, then his next card below that with no other
    // defenders' card between (his cards above it touch his top card); from the masks' top bits,
    // not a loop down the ranks (uncompiled, a few operations a rank)
    const below = theirs & ((1 << top) - 1);
    if (below === 0) return NONE;
    const under = (1 << (31 - clz32(below))) - 1;
    const next = mine & under;
    if (next === 0) return NONE;
    const r = 31 - clz32(next);
    return (theirs & under) >> (r + 1) === 0 ? su * 13 + r : NONE;
  }

  /** Whether the next card of `seat` below `c` comes before any defender's card (a sequence in his hand). */
  private ownNextBelow(c: C, seat: S): boolean {
    const su = suitOf(c);
    return nextBelowIsMine(this.bits[4 * seat + su], this.theirBits(su), rankOf(c));
  }

  /**
   * The lowest card of `seat`'s run from `c` down with no defender's card between (KQJ, or KQ9
   * with the jack and ten gone): it wins or drives out what `c` would. NONE when `c` has no such
   * card below it.
   */
  private sequenceBottom(c: C, seat: S): C {
    const su = suitOf(c);
    const below = (1 << rankOf(c)) - 1;
    const mine = this.bits[4 * seat + su] & below;
    const theirs = this.theirBits(su) & below & ~mine;
    // his cards above the defenders' highest below `c`
    const run = theirs === 0 ? mine : mine & ~((2 << (31 - clz32(theirs))) - 1);
    return run === 0 ? NONE : lowOf(su, run);
  }

  /** The defenders' trumps below `c` (those a trump lead can draw; the ones above it win anyway). */
  private theirTrumpsBelow(c: C): number {
    return RANK_COUNT[this.theirBits(this.trump) & ((1 << rankOf(c)) - 1)];
  }

  private declarerLead(seat: S, opts: C[]): C {
    const other = seat === this.declarer ? this.dummy : this.declarer;
    const trump = this.trump;
    // per suit, the leader's and the other hand's length, top and bottom card (no arrays: this runs on every lead)
    const mCnt = M_CNT, mTop = M_TOP, mLow = M_LOW, oCnt = O_CNT, oTop = O_TOP, oLow = O_LOW;
    const b = this.bits;
    if (opts === this.hands[seat]) readSuits(b, 4 * seat, mCnt, mTop, mLow);
    else readSuits(this.masksOf(seat, opts), 0, mCnt, mTop, mLow);
    readSuits(b, 4 * other, oCnt, oTop, oLow);
    // the defenders' hands (theirBits and outstandingTrumps written out)
    const lh = 4 * ((seat + 1) & 3);
    const rh = 4 * ((seat + 3) & 3);
    const theirTrumps = trump < 0 ? 0 : RANK_COUNT[b[lh + trump]] + RANK_COUNT[b[rh + trump]];
    if (this.winnersFirst && theirTrumps > 0) {
      // cash the side winners first (the defenders may ruff them later), in suits where they hold
      // three cards or more: a suit they are short in would be ruffed now
      let side: C | null = null;
      for (let i = 0, n = opts.length; i < n; i++) {
        const c = opts[i];
        if (SUIT[c] !== trump && (side === null || (c % 13) > (side % 13)) && this.isMaster(c, seat) && RANK_COUNT[this.theirBits(SUIT[c])] >= 3) side = c;
      }
      if (side !== null) return side;
    }
    if (trump >= 0 && theirTrumps > 0 && mCnt[trump] > 0) {
      const myT = mCnt[trump];
      const otherT = oCnt[trump];
      // ruff a loser in the short trump hand before drawing trumps
      if (otherT > 0 && otherT < myT) {
        for (let su = 0; su < 4; su++) {
          if (su === trump || mCnt[su] === 0 || oCnt[su] > 0) continue;
          if (!this.isMaster(mLow[su], seat)) return mLow[su];
        }
        for (let su = 0; su < 4; su++) {
          if (su === trump || mCnt[su] < 3 || oCnt[su] !== 1) continue;
          // the short hand's singleton goes first, its trumps ruff the suit after
          if (this.isMaster(mTop[su], seat)) return mTop[su];
          if (this.isMaster(oTop[su], other)) continue;
          return mLow[su];
        }
      }
      // draw trumps: the top one if it is a winner; else the bottom of a sequence (KQJ: the jack
      // drives out the ace, a low one would let a defender win with a spot), else a low one, but
      // only while the side keeps a trump once theirs are gone: a lone low trump led into a
      // defender's higher ones wins nothing and gives up the ruff (measured double dummy)
      const top = mTop[trump];
      if (this.isMaster(top, seat)) return top;
      const seq = this.sequenceBottom(top, seat);
      if (seq !== NONE) return seq;
      if (myT + otherT >= theirTrumps + 2 && this.theirTrumpsBelow(otherT > 0 && oTop[trump] > top ? oTop[trump] : top) > 0) return mLow[trump];
    }
    let best: C = NONE;
    let bestScore = NO_SCORE;
    for (let su = 0; su < 4; su++) {
      const mn = mCnt[su];
      if (mn === 0) continue;
      const on = oCnt[su];
      const low = mLow[su];
      const top = mTop[su];
      let c: C = NONE;
      let score = NO_SCORE;
      if (su === trump) {
        // trumps left once theirs are gone are winners to cash at the end: before that they are
        // the side's control and entries (cashing them early let the defence run a long suit)
        c = this.isMaster(top, seat) ? top : low;
        score = theirTrumps === 0 ? -1 : -2;
      } else {
        // each rule offers a card with its worth and the best offer stands (written out, not a
        // closure: this runs on every lead)
        // the defenders' cards of the suit, read once for the rules below; a card of the declaring
        // side is a master (isMaster) when none of them is above it (theirs >> (rank + 1) is 0)
        const theirs = b[lh + su] | b[rh + su];
        // sureTricks written out: the side's cards above the defenders' highest, no more than the longer hand's length
        const both = b[4 * seat + su] | b[4 * other + su];
        const run = RANK_COUNT[theirs === 0 ? both : both >> (32 - clz32(theirs))];
        const longer = RANK_COUNT[b[4 * seat + su]] > RANK_COUNT[b[4 * other + su]] ? RANK_COUNT[b[4 * seat + su]] : RANK_COUNT[b[4 * other + su]];
        const sure = run < longer ? run : longer;
        const tOther = on > 0 ? this.tenaceOf(su, other, theirs) : NONE;
        const tMine = this.tenaceOf(su, seat, theirs);
        // lead toward the other hand's tenace (the finesse)
        if (tOther !== NONE && low < tOther) {
          score = 6;
          c = low;
        }
        const myTop = theirs >> ((top % 13) + 1) === 0;
        const oMaster = on > 0 && theirs >> ((oTop[su] % 13) + 1) === 0;
        if (sure > 0) {
          // a singleton side winner waits until their trumps are gone
          const ruffable = trump >= 0 && theirTrumps > 0;
          if (myTop && !(tMine !== NONE && on > 0 && oLow[su] < tMine)) {
            // the high card from the shorter hand first: with winners opposite and a longer suit there, cross to them
            if (oMaster && mn > on && low < oTop[su] && theirs >> ((low % 13) + 1) !== 0) {
              if (5 > score) {
                score = 5;
                c = low;
              }
            } else if ((!ruffable || mn >= 2) && 5 > score) {
              score = 5;
              c = top;
            }
          } else if (oMaster && low < oTop[su]) {
            const v = 4 + (sure < on ? sure : on) / 10;
            if (v > score) {
              score = v;
              c = low;
            }
          }
        }
        // lead a short suit of the other hand for a ruff there
        if (trump >= 0 && on === 0 && oCnt[trump] > 0 && theirs >> ((low % 13) + 1) !== 0 && 3 > score) {
          score = 3;
          c = low;
        }
        const len = mn + on;
        // at no trump, set up a long suit before cashing winners (the defenders' stoppers go while ours still stand)
        if (trump < 0 && len >= 8 && (mn > on ? mn : on) >= 5 && sure < (mn > on ? mn : on) && tMine === NONE && 5.5 + len / 100 > score) {
          score = 5.5 + len / 100;
          c = top % 13 >= 9 && this.nextOursBelow(top) ? top : low;
        }
        // else set up the longest suit: the top of a sequence of honours, or a low one
        const v = len / 10 - (tMine !== NONE ? 1 : 0);
        if (v > score) {
          score = v;
          c = mn >= 2 && top % 13 >= 9 && this.ownNextBelow(top, seat) ? top : low;
        }
      }
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    return best === NONE ? lowest(opts) : best;
  }

  /** Follow to the trick from `opts`, the cards he may play: of the suit led, or (void) any. */
  private follow(seat: S, opts: C[]): C {
    const led = SUIT[this.cur!.cards[0]];
    if (opts.length > 0 && SUIT[opts[0]] === led) {
      let m = 0;
      for (let i = 0, n = opts.length; i < n; i++) m |= 1 << (opts[i] % 13);
      return this.followSuit(seat, led, m);
    }
    return this.followVoid(seat, this.masksOf(seat, opts));
  }

  /** Void in the suit led, a card of those in rank masks `m` (a suit each): a ruff that wins, else a discard. */
  private followVoid(seat: S, m: Int32Array): C {
    const cur = this.cur!;
    const wi = this.win;
    const winCard = cur.cards[wi];
    if (((cur.seats[wi] ^ seat) & 1) === 0) {
      // partner is winning: no ruff when he plays last, or partner's card is a master, or (third
      // hand, partner led) dummy plays last and can neither beat it nor ruff it: declarer has
      // played already, so his cards above it no longer count (a club player does not ruff it)
      const pos = cur.cards.length;
      if (pos === 3 || this.isMaster(winCard, seat) || (pos === 2 && ((seat + 1) & 3) === this.dummy && !this.dummyTakes(winCard))) return this.discardIn(seat, m, NONE);
    }
    const trump = this.trump;
    if (trump >= 0) {
      // the lowest trump that wins (any trump on a side-suit winner)
      // (above and lowOf written out)
      const mt = m[trump];
      const t = SUIT[winCard] === trump ? mt & ~((2 << (winCard % 13)) - 1) : mt;
      if (t !== 0) return trump * 13 + 31 - clz32(t & -t);
    }
    return this.discardIn(seat, m, NONE);
  }

  /** Whether dummy, to play last to the current trick, can beat its winning card `winCard`: with a higher card of the suit led, or void in it with a trump (a higher one over a trump). */
  private dummyTakes(winCard: C): boolean {
    const b = this.bits;
    const dummy = this.dummy;
    const led = SUIT[this.cur!.cards[0]];
    const dm = b[4 * dummy + led];
    if (dm !== 0) return SUIT[winCard] === led && dm >> ((winCard % 13) + 1) !== 0;
    const trump = this.trump;
    if (trump < 0) return false;
    const dt = b[4 * dummy + trump];
    return SUIT[winCard] === trump ? dt >> ((winCard % 13) + 1) !== 0 : dt !== 0;
  }

  /**
   * Follow suit with one of the cards of the suit led in rank mask `f` (two or more). Read from
   * the mask, not a list: within one suit a higher card is a higher rank, so no order among the
   * cards decides anything (this runs for most cards played).
   */
  private followSuit(seat: S, led: number, f: number): C {
    const cur = this.cur!;
    const wi = this.win;
    const winSeat = cur.seats[wi];
    const winCard = cur.cards[wi];
    const pos = cur.cards.length;
    const partnerWinning = ((winSeat ^ seat) & 1) === 0;
    const decl = ((seat ^ this.declarer) & 1) === 0;
    const base = led * 13;
    // his lowest card of the suit, the card most rules below play (lowOf, read once)
    const low = base + 31 - clz32(f & -f);
    // the cards that beat the winning card so far (none when it is a trump on a side suit)
    // (above, topOf, lowOf and the declaring side's isMaster written out: this runs for most cards played)
    const beat = SUIT[winCard] === led ? f & ~((2 << (winCard % 13)) - 1) : 0;
    if (pos === 1) {
      // declarer sees both his hands: second hand he takes a sure winner unless the hand playing last holds one
      if (decl && beat !== 0) {
        const b = this.bits;
        const d = this.declarer;
        // the defenders' cards of the suit: a card of his side above all of them is a master
        const theirs = b[4 * ((d + 1) & 3) + led] | b[4 * ((d + 3) & 3) + led];
        // his partner's top card of the suit is a master if any above the winning card is
        const lm = b[4 * ((seat + 2) & 3) + led];
        const lastTop = 31 - clz32(lm);
        const lastWins = lm !== 0 && base + lastTop > winCard && theirs >> (lastTop + 1) === 0;
        if (!lastWins) {
          // the lowest master: from the bottom up (a card above a master is one too)
          for (let m = beat; m !== 0; m &= m - 1) {
            const r = 31 - clz32(m & -m);
            if (theirs >> (r + 1) === 0) return base + r;
          }
        }
      }
      // cover an honour (the ten counts) with an honour (jack or higher): never duck the queen under declarer's ten
      if (cur.cards[0] - base >= 8) {
        const cover = beat & ~((1 << 9) - 1);
        if (cover !== 0) return base + 31 - clz32(cover & -cover);
      }
      return low;
    }
    if (partnerWinning && (pos === 3 || this.isMaster(winCard, seat))) return low;
    if (beat === 0) return low;
    if (pos === 3) return base + 31 - clz32(beat & -beat);
    // third hand high: the lowest of the top sequence, counting as touching the cards played and
    // those seen in a hand that has already played to this trick (dummy's king when dummy played low)
    const hs = HS;
    let n = 0;
    for (let m = f; m !== 0; n++) {
      const r = 31 - clz32(m);
      hs[n] = base + r;
      m &= ~(1 << r);
    }
    let i = 0;
    while (i + 1 < n && hs[i + 1] > winCard && this.gapUnseen(hs[i + 1], hs[i], seat) === 0) i++;
    const pickC = hs[i];
    // declarer finesses the queen or king: with the top card a sure winner and one card missing
    // below it (AQ, king out), the lower card wins when second hand holds the missing one
    if (decl && i + 1 < n && rankOf(hs[i + 1]) >= 10 && hs[i + 1] > winCard && this.unseenAbove(pickC, seat) === 0 && this.gapUnseen(hs[i + 1], pickC, seat) === 1) {
      let j = i + 1;
      while (j + 1 < n && hs[j + 1] > winCard && this.gapUnseen(hs[j + 1], hs[j], seat) === 0) j++;
      return hs[j];
    }
    return pickC;
  }

  // ---- revoke cards --------------------------------------------------------------------------

  /** A discard from another suit although the seat holds the suit led (a slip, not a ruff). */
  revokeDiscard(seat: S): C | null {
    const led = this.ledSuit;
    // his cards outside the suit led and trumps (masks, as a discard reads them)
    const m = this.seatMasks(seat);
    m[led] = 0;
    if (this.trump >= 0) m[this.trump] = 0;
    return m[0] | m[1] | m[2] | m[3] ? this.discardIn(seat, m, NONE) : null;
  }

  /** A ruff although the seat holds the suit led: the lowest trump that wins the trick so far. */
  revokeRuff(seat: S): C | null {
    const led = this.ledSuit;
    const trump = this.trump;
    if (trump < 0 || led === trump) return null;
    const cur = this.cur!;
    const wi = this.win;
    // nobody ruffs his own side's winning card
    if (sameSide(cur.seats[wi], seat)) return null;
    const winCard = cur.cards[wi];
    // his lowest trump (above the winning card if that is a trump)
    const tm = this.bits[4 * seat + trump];
    const t = SUIT[winCard] === trump ? above(tm, winCard) : tm;
    return t === 0 ? null : lowOf(trump, t);
  }
}
