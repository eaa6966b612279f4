// A mutation fuzzer for the engine (issue 10): it takes case files and generated boards, changes
// their timelines (an action of any kind inserted where the table makes it plausible, an action
// dropped or moved, the board played on with revokes, corrections and claims, junk written in),
// and checks every ruling against the invariants below. Deterministic for a seed; used by
// lib/engine/fuzz.test.ts (a short run) and scripts/fuzz.ts (`npm run fuzz -- --seconds N`).
import { ACTION_KINDS, kindOf, makeAction, type ActionKind, type CaseAction, type CaseFile, type TimelineAction } from '../caseFile';
import { makeCaseText } from '../caseFile';
import { parseCaseText } from '../caseSchema';
import { replayCase, replayFrames } from '../replay';
import { ruleCase } from '../rule';
import { ALL_CARDS, SEATS, SUITS, sameSide, suitOf, type Card, type Seat } from '../vocab';
import type { TableState } from '../table';

/** A small seeded generator (mulberry32): the fuzzer's only randomness. */
export class Rand {
  private s: number;
  constructor(seed: number) { this.s = seed >>> 0; }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number { return Math.floor(this.next() * n); }
  pick<T>(xs: readonly T[]): T { return xs[this.int(xs.length)]; }
  chance(p: number): boolean { return this.next() < p; }
}

export interface Failure {
  readonly invariant: string;
  readonly detail: string;
  /** The case, shrunk to the fewest actions that still break the same invariant. */
  readonly caseFile: CaseFile;
}

export interface FuzzStats {
  readonly rulings: number;
  readonly rejections: number;
  /** Accepted rulings whose timeline holds each kind of action. */
  readonly kinds: Readonly<Record<ActionKind, number>>;
  readonly failures: readonly Failure[];
}

const TIMELINE_CODES = new Set(['unknown-action', 'bad-action', 'card-not-held', 'card-already-played', 'out-of-turn', 'wrong-player', 'play-after-end', 'nothing-to-correct', 'illegal-correction', 'illegal-replace', 'no-such-revoke', 'ambiguous-revoke', 'bad-designate', 'no-claim', 'bad-claim', 'bad-lead-option', 'bad-face']);

/** The invariant a case breaks, or null. */
export const check = (c: CaseFile): { invariant: string; detail: string } | null => {
  const before = JSON.stringify(c);
  let ruled: ReturnType<typeof ruleCase>;
  try {
    ruled = ruleCase(c);
  } catch (e) {
    return { invariant: 'no exception', detail: (e as Error).stack ?? String(e) };
  }
  if (JSON.stringify(c) !== before) return { invariant: 'input unchanged', detail: 'ruleCase changed its input' };
  const again = ruleCase(c);
  if (JSON.stringify(again) !== JSON.stringify(ruled)) return { invariant: 'deterministic', detail: 'two rulings differ' };
  if (!ruled.ok) {
    const e = ruled.error;
    if (!TIMELINE_CODES.has(e.code)) return { invariant: 'coded rejection', detail: `unexpected code ${e.code}: ${e.message}` };
    if (e.action === undefined || e.action < 0 || e.action >= c.timeline.length) return { invariant: 'rejection names the action', detail: `${e.code} without a valid action index: ${e.message}` };
    if (!e.message.startsWith(`action ${e.action}:`)) return { invariant: 'rejection names the action', detail: e.message };
    return null;
  }
  const r = ruled.value;
  const t = replayCase(c);
  if (!t.ok) return { invariant: 'replay agrees with ruling', detail: t.error.message };
  const table = t.value;
  // Every card in exactly one place: a hand or a trick; penalty cards lie in front of their holder.
  const seen = new Map<Card, string>();
  const place = (card: Card, where: string): string | null => {
    const was = seen.get(card);
    seen.set(card, where);
    return was ? `${card} in ${was} and ${where}` : null;
  };
  for (const s of SEATS) for (const card of table.hands[s]) { const d = place(card, `${s}'s hand`); if (d) return { invariant: 'every card in one place', detail: d }; }
  for (const tr of table.tricks) for (const p of tr.plays) { const d = place(p.card, `trick ${tr.number}`); if (d) return { invariant: 'every card in one place', detail: d }; }
  if (seen.size !== 52) return { invariant: 'every card in one place', detail: `${52 - seen.size} cards are nowhere (${ALL_CARDS.filter((x) => !seen.has(x)).join(' ')})` };
  for (const s of SEATS) for (const card of table.penaltyCards[s]) if (!table.hands[s].includes(card)) return { invariant: 'penalty cards are in the hand', detail: `${s}'s penalty card ${card} is not in his hand` };
  // Tricks: numbered in order, complete ones have four cards of four seats and the right winner.
  let completed = 0;
  for (const [i, tr] of table.tricks.entries()) {
    if (tr.number !== i + 1) return { invariant: 'tricks sum', detail: `trick ${i + 1} is numbered ${tr.number}` };
    if (tr.winner !== null) completed++;
    if (tr.winner !== null && (tr.plays.length !== 4 || new Set(tr.plays.map((p) => p.seat)).size !== 4)) return { invariant: 'tricks sum', detail: `trick ${tr.number} has a winner but ${tr.plays.length} cards` };
    if (tr.winner === null && i < table.tricks.length - 1) return { invariant: 'tricks sum', detail: `trick ${tr.number} is unfinished but trick ${tr.number + 1} was begun` };
  }
  const claim = table.claims.at(-1);
  const standing = claim && !claim.resumed && (claim.disputedBy.length === 0 || claim.award !== null) ? claim : null;
  if (standing && completed + standing.remaining !== 13) return { invariant: 'tricks sum', detail: `${completed} tricks played and ${standing.remaining} claimed` };
  if (r.tricks) {
    const { won, final } = r.tricks.declarer;
    if (won < 0 || won > 13 || final < 0 || final > 13) return { invariant: 'tricks sum', detail: `declarer won ${won}, final ${final}` };
    if (!standing && completed !== 13) return { invariant: 'tricks sum', detail: `counted with ${completed} tricks played and no claim` };
  }
  // No transfer takes a trick the offending side won before its revoke.
  for (const rv of r.revokes) {
    if (rv.transfer === null || rv.transfer === 0) continue;
    const side = rv.seat;
    let from = 0;
    for (const tr of table.tricks) if (tr.number >= rv.trick && tr.winner && sameSide(tr.winner, side)) from++;
    if (standing) from += sameSide(standing.by, side) ? (standing.award?.tricks ?? standing.tricks) : standing.remaining - (standing.award?.tricks ?? standing.tricks);
    if (rv.transfer > from || rv.transfer > 2) return { invariant: 'no transfer from before the revoke', detail: `${rv.seat}${rv.trick} moves ${rv.transfer}, his side won ${from} from the revoke trick on` };
  }
  // The file form rules alike, and the frames agree with the replay.
  const text = parseCaseText(makeCaseText(c));
  if (!text.ok) return { invariant: 'file round trip', detail: text.error.message };
  if (JSON.stringify(ruleCase(text.value)) !== JSON.stringify(ruled)) return { invariant: 'file round trip', detail: 'the file form rules differently' };
  const frames = replayFrames(c);
  if (!frames.ok || JSON.stringify(frames.value[frames.value.length - 1]) !== JSON.stringify(table)) return { invariant: 'frames agree with the replay', detail: 'the last frame differs' };
  return null;
};

/** An action of `kind` that the table at `t` makes plausible (it may still be refused). */
const plausible = (rand: Rand, kind: ActionKind, t: TableState, declarer: Seat): TimelineAction => {
  const seat = rand.pick(SEATS);
  const toPlay = t.toPlay ?? seat;
  const hand = t.hands[toPlay];
  const anyCard = rand.pick(ALL_CARDS);
  const revoke = t.revokes.length ? rand.pick(t.revokes) : null;
  const remaining = 13 - t.tricks.filter((x) => x.winner).length;
  switch (kind) {
    case 'play': return { kind, card: hand.length && rand.chance(0.9) ? rand.pick(hand) : anyCard, by: rand.chance(0.3) ? toPlay : null };
    case 'attention': return { kind, seat: revoke?.seat ?? seat, trick: revoke && rand.chance(0.6) ? revoke.trick : null, by: rand.chance(0.7) ? rand.pick(SEATS) : null };
    case 'correct': {
      const legal = revoke ? revoke.legalCards.filter((x) => t.hands[revoke.seat].includes(x)) : [];
      return { kind, card: legal.length ? rand.pick(legal) : anyCard, by: revoke && rand.chance(0.5) ? revoke.seat : null };
    }
    case 'replace': {
      // A player after the corrected revoke on its trick, with a card of the suit led when he has one (62C).
      const corrected = t.revokes.filter((x) => x.correction !== null);
      const r = corrected.length ? rand.pick(corrected) : null;
      const trick = r ? t.tricks[r.trick - 1] : undefined;
      const after = trick && r ? trick.plays.slice(trick.plays.findIndex((p) => p.seat === r.seat) + 1).map((p) => p.seat) : [];
      const s = after.length ? rand.pick(after) : rand.pick(SEATS);
      const led = trick ? suitOf(trick.plays[0].card) : null;
      const follow = t.hands[s].filter((x) => suitOf(x) === led);
      const pool = follow.length && rand.chance(0.8) ? follow : t.hands[s];
      return { kind, seat: s, card: pool.length ? rand.pick(pool) : anyCard };
    }
    case 'designate': return { kind, card: hand.length ? rand.pick(hand) : anyCard, by: rand.chance(0.5) ? declarer : toPlay };
    case 'claim': case 'concede': return { kind, by: seat, tricks: rand.int(remaining + 2) };
    case 'agree': case 'dispute': return { kind, by: seat };
    case 'award': return { kind, tricks: rand.int(remaining + 1) };
    case 'leadOption': {
      const suit = rand.pick(SUITS);
      return { kind, by: rand.chance(0.8) ? declarer : seat, option: rand.pick([{ require: suit }, { forbid: suit }, { none: true }] as const) };
    }
    case 'face': return { kind, seat };
    case 'handsReturned': case 'roundEnd': return { kind };
    case 'nextBoardCall': return { kind, by: seat };
  }
};

/** Plays the board on from where it stands, mostly legally, with revokes, attention, corrections and claims. */
const playOn = (rand: Rand, c: CaseFile, limit: number): CaseFile => {
  const timeline = [...c.timeline];
  // A revoke noticed some cards later (so that both sides may have revoked on the trick, or the
  // next trick is under way or complete when someone tries to put it right: 62C3, 62C, 63A1).
  let later: { seat: Seat; trick: number; in: number } | null = null;
  for (let n = 0; n < limit; n++) {
    const t = replayCase({ ...c, timeline });
    if (!t.ok) break;
    const s = t.value;
    if (later && --later.in <= 0) {
      const r = s.revokes.find((x) => x.seat === later?.seat && x.trick === later.trick);
      if (r) {
        timeline.push({ attention: { seat: r.seat, trick: r.trick } });
        if (rand.chance(0.7)) timeline.push({ correct: rand.pick(r.legalCards), by: r.seat });
      }
      later = null;
      continue;
    }
    if (!s.toPlay) break;
    const roll = rand.next();
    // A revoke just made, noticed at once: corrected, and sometimes a card after it changed (62C).
    const fresh = s.revokes.find((x) => x.at === timeline.length - 1);
    if (fresh && !later && rand.chance(0.3)) later = { seat: fresh.seat, trick: fresh.trick, in: 1 + rand.int(7) };
    if (fresh && rand.chance(0.4)) {
      timeline.push({ attention: { seat: fresh.seat, trick: fresh.trick } });
      const legal = fresh.legalCards.filter((x) => s.hands[fresh.seat].includes(x));
      if (legal.length) timeline.push({ correct: rand.pick(legal), by: fresh.seat });
      continue;
    }
    if (roll < 0.08 && s.revokes.length) { timeline.push(makeAction(plausible(rand, 'attention', s, c.declarer))); continue; }
    if (roll < 0.13 && s.revokes.length) { timeline.push(makeAction(plausible(rand, 'correct', s, c.declarer))); continue; }
    if (roll < 0.16 && s.revokes.some((x) => x.correction)) { timeline.push(makeAction(plausible(rand, 'replace', s, c.declarer))); continue; }
    if (roll < 0.18) { timeline.push(makeAction(plausible(rand, rand.pick(ACTION_KINDS), s, c.declarer))); continue; }
    if (roll < 0.2) {
      // A claim, disputed, and either settled by the director or played on.
      const by = rand.pick(SEATS);
      const left = 13 - s.tricks.filter((x) => x.winner).length;
      timeline.push({ claim: { by, tricks: rand.int(left + 1) } }, { dispute: { by: SEATS[(SEATS.indexOf(by) + 1) % 4] } });
      if (rand.chance(0.5)) { timeline.push({ award: { tricks: rand.int(left + 1) } }); break; }
      continue;
    }
    const hand = s.hands[s.toPlay];
    const trick = s.tricks.at(-1);
    const led = trick && !trick.winner ? suitOf(trick.plays[0].card) : null;
    const follow = led ? hand.filter((x) => suitOf(x) === led) : [];
    const penalty = s.penaltyCards[s.toPlay];
    // More revokes while one waits to be noticed: both sides revoking on one trick (62C3).
    const pool = rand.chance(later ? 0.6 : 0.85) ? (penalty.length && rand.chance(0.7) ? penalty : follow.length ? follow : hand) : hand;
    timeline.push({ play: rand.pick(pool.length ? pool : hand) });
  }
  return { ...c, timeline };
};

/** Junk an author might write in place of an action: parse errors must name the action. */
const JUNK: readonly unknown[] = [
  { constructor: { by: 'N' } }, { toString: 1 }, { valueOf: true }, { __proto__: null, hasOwnProperty: 1 }, { play: 'S1' }, { play: 'SA', by: 'X' },
  { attention: { seat: 'E', trick: 14 } }, { claim: { by: 'S', tricks: -1 } }, { face: { seat: 'N', card: 'SA' } }, 'play', null, [], { play: 'SA', correct: 'SK' },
];

/** One mutation of a case's timeline. */
export const mutate = (rand: Rand, c: CaseFile): CaseFile => {
  const tl = c.timeline;
  const i = rand.int(tl.length + 1);
  const op = rand.int(6);
  if (op === 0 && tl.length) return { ...c, timeline: tl.filter((_, k) => k !== Math.min(i, tl.length - 1)) };
  if (op === 1 && tl.length > 1) {
    const k = Math.min(i, tl.length - 2);
    const next = [...tl];
    [next[k], next[k + 1]] = [next[k + 1], next[k]];
    return { ...c, timeline: next };
  }
  const t = replayCase(c, i);
  if (!t.ok) return { ...c, timeline: tl.slice(0, i) };
  const inserted = makeAction(plausible(rand, rand.pick(ACTION_KINDS), t.value, c.declarer));
  const head = [...tl.slice(0, i), inserted];
  if (op === 2) return { ...c, timeline: [...head, ...tl.slice(i)] };
  if (op === 3) return { ...c, timeline: head };
  return playOn(rand, { ...c, timeline: head }, 60);
};

/** The fewest actions (removed one at a time, from the end) that still break `invariant`. */
export const shrink = (c: CaseFile, invariant: string): CaseFile => {
  let best = c;
  for (let changed = true; changed;) {
    changed = false;
    for (let k = best.timeline.length - 1; k >= 0; k--) {
      const candidate = { ...best, timeline: best.timeline.filter((_, j) => j !== k) };
      if (check(candidate)?.invariant === invariant) { best = candidate; changed = true; }
    }
  }
  return best;
};

export interface FuzzOptions {
  readonly seed: number;
  /** Stop after this many rulings, or when `until()` says so, whichever comes first. */
  readonly rulings: number;
  readonly until?: () => boolean;
  /** Mutations applied in a row to one starting board before starting again from another. */
  readonly depth?: number;
}

export const fuzz = (corpus: readonly CaseFile[], o: FuzzOptions): FuzzStats => {
  const rand = new Rand(o.seed);
  const kinds = Object.fromEntries(ACTION_KINDS.map((k) => [k, 0])) as Record<ActionKind, number>;
  const failures: Failure[] = [];
  const seenInvariants = new Set<string>();
  let rulings = 0;
  let rejections = 0;
  while (rulings < o.rulings && !(o.until?.() ?? false)) {
    let c = rand.pick(corpus);
    for (let d = 0; d < (o.depth ?? 4) && rulings < o.rulings; d++) {
      c = mutate(rand, c);
      rulings++;
      const broken = check(c);
      if (broken) {
        if (!seenInvariants.has(broken.invariant + broken.detail.slice(0, 40))) {
          seenInvariants.add(broken.invariant + broken.detail.slice(0, 40));
          failures.push({ ...broken, caseFile: shrink(c, broken.invariant) });
        }
        break;
      }
      const ruled = ruleCase(c);
      if (!ruled.ok) { rejections++; c = { ...c, timeline: c.timeline.slice(0, ruled.error.action ?? 0) }; continue; }
      for (const k of new Set(c.timeline.map((a: CaseAction) => kindOf(a)))) kinds[k]++;
    }
    // Junk in the file form: the parser answers with a coded error naming the action.
    if (rand.chance(0.05)) {
      const base = rand.pick(corpus);
      const at = rand.int(base.timeline.length + 1);
      const raw = JSON.parse(makeCaseText(base)) as { timeline: unknown[] };
      raw.timeline.splice(at, 0, rand.pick(JUNK));
      const parsed = parseCaseText(JSON.stringify(raw));
      rulings++;
      if (parsed.ok || parsed.error.action !== at || !['unknown-action', 'bad-action'].includes(parsed.error.code)) {
        failures.push({ invariant: 'coded rejection', detail: `junk at action ${at}: ${parsed.ok ? 'accepted' : JSON.stringify(parsed.error)}`, caseFile: base });
      }
    }
  }
  return { rulings, rejections, kinds, failures };
};
