// A trick as the replay keeps it while it replays (replay.ts) and hands it to the laws (rule.ts):
// its up to four plays live in fields, not in a list of objects, so that a play costs no
// allocation. Without a TrickPlay object per card and a list grown to 17 slots per trick, a ruling
// went from 11,594 to 7,830 bytes allocated and from 54,665 to 52,174 instructions (docs/engine.md
// "Measuring"). `plays` builds the list only for a reader that asks for it (the drawn table, a
// correction's withdrawals).
import { SEATS, cardAt, type Card, type Seat } from './vocab';
import type { Trick, TrickPlay, WithdrawnCard } from './table';

const NO_WITHDRAWALS: readonly WithdrawnCard[] = Object.freeze([]);

export class TrickLog implements Trick {
  winner: Seat | null = null;
  withdrawn: readonly WithdrawnCard[] = NO_WITHDRAWALS;
  /** How many cards stand in the trick (0 to 4). */
  count = 0;
  // Play k in one number pk: the timeline index of the action that put it there × 256 + its card's
  // number × 4 + its seat's index in SEATS. Arithmetic, not bit operations, takes it apart, so a
  // timeline index of any size stays exact. (One field a play instead of two: 7,661 → 7,274 bytes
  // allocated a ruling, sampling heap profile over the saved boards.)
  private p0 = 0;
  private p1 = 0;
  private p2 = 0;
  private p3 = 0;
  /** The plays as TrickPlay objects, once asked for; dropped when a play changes. */
  private list: readonly TrickPlay[] | null = null;

  constructor(readonly number: number, readonly leader: Seat) {}

  /** A card played to the trick: seat index `s`, card number `ci` (vocab.ts cardIndex). */
  add(s: number, ci: number, at: number): void {
    this.put(this.count++, s, ci, at);
  }

  /** Play k (0 to count − 1) becomes seat `s`'s card `ci`, put there by action `at`; nothing for another k. */
  put(k: number, s: number, ci: number, at: number): void {
    const p = at * 256 + ci * 4 + s;
    switch (k) {
      case 0: this.p0 = p; break;
      case 1: this.p1 = p; break;
      case 2: this.p2 = p; break;
      case 3: this.p3 = p; break;
      default: return;
    }
    this.list = null;
  }

  private packed(k: number): number {
    return k === 0 ? this.p0 : k === 1 ? this.p1 : k === 2 ? this.p2 : this.p3;
  }

  /** The index in SEATS of the player of play k. */
  seatIndexAt(k: number): number {
    return this.packed(k) % 4;
  }

  seatAt(k: number): Seat {
    return SEATS[this.packed(k) % 4];
  }

  /** Play k's card number (vocab.ts cardIndex). */
  cardIndexAt(k: number): number {
    return (this.packed(k) % 256) >> 2;
  }

  cardAt(k: number): Card {
    return cardAt((this.packed(k) % 256) >> 2);
  }

  /** The timeline index of the action that put play k on the trick. */
  atOf(k: number): number {
    const p = this.packed(k);
    return (p - (p % 256)) / 256;
  }

  /** Which play is seat's, or -1. */
  indexOf(seat: Seat): number {
    for (let k = 0; k < this.count; k++) if (SEATS[this.packed(k) % 4] === seat) return k;
    return -1;
  }

  /** Which play is the best so far, `trumpIndex` the trump suit's index in SUITS (-1 at no trump):
   *  the same order as replay.ts trickWinner (within a suit a higher number is a higher card, and a
   *  trump beats any other suit). */
  bestPlay(trumpIndex: number): number {
    let best = 0;
    let bestCard = this.cardIndexAt(0);
    for (let k = 1; k < this.count; k++) {
      const ci = this.cardIndexAt(k);
      const suit = (ci / 13) | 0;
      if (suit === ((bestCard / 13) | 0) ? ci > bestCard : suit === trumpIndex) {
        best = k;
        bestCard = ci;
      }
    }
    return best;
  }

  /** The cards standing in the trick, in the order played. */
  get plays(): readonly TrickPlay[] {
    if (this.list === null) {
      const out: TrickPlay[] = [];
      for (let k = 0; k < this.count; k++) out.push({ seat: this.seatAt(k), card: this.cardAt(k), at: this.atOf(k) });
      this.list = out;
    }
    return this.list;
  }

  /** The trick as plain data, as the table is drawn (and written as JSON): its own list of plays. */
  plain(): Trick {
    return { number: this.number, leader: this.leader, plays: this.plays.slice(), withdrawn: this.withdrawn, winner: this.winner };
  }
}
