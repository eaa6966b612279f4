// The counter-example: after a wrong answer, the board that proves the point, the same situation
// with the one fact changed that flips the ruling. Each entry of COUNTERS is a constraint on the
// generator (another family that holds the fact the other way) or on the board itself (its
// timeline cut or one action changed); none searches seeds. Every counter-example is ruled again
// and offered only if the ruling really differs in the field asked about, so a learner is never
// shown a "proof" that proves nothing.
import { ruleCase, type CaseAction, type CaseFile, type Edition, type Result, type RevokeRuling, type Seat, ok, err } from '@/lib/engine';
import { generateScenario } from '@/lib/generator';
import { isFamilyName, type FamilyName } from '@/lib/generator/familyNames';

/** The fact that changed, for the reader's catalogue (study.counter.fact.<key>). */
export type CounterFact =
  | 'partner-won-revoke-trick'
  | 'revoker-won-revoke-trick'
  | 'not-yet-played-to-next-trick'
  | 'next-board-call-by-offending-side';

/** The ruling's field the fact flips: the question the learner got wrong. */
export type CounterField = 'status' | 'transfer';

export interface CounterExample {
  readonly caseFile: CaseFile;
  /** The family the board comes from, and its seed (the original's, or the counterpart's). */
  readonly family: FamilyName;
  readonly seed: number;
  readonly fact: CounterFact;
  /** Who and which trick the fact is about, for the sentence that says what changed. */
  readonly params: { readonly seat: Seat; readonly trick: number };
  readonly field: CounterField;
  readonly before: string;
  readonly after: string;
}

export type CounterError =
  | { readonly code: 'no-counter-example' }
  | { readonly code: 'generator'; readonly message: string }
  | { readonly code: 'does-not-flip' };

const partnerOf = (s: Seat): Seat => ({ N: 'S', S: 'N', E: 'W', W: 'E' } as const)[s];

/** The revoke the board is about: the one its last attention names (as the quiz asks), else the first. */
const targetOf = (c: CaseFile, revokes: readonly RevokeRuling[]): RevokeRuling | null => {
  const last = [...c.timeline].reverse().find((a): a is Extract<CaseAction, { attention: unknown }> => 'attention' in a);
  const named = last ? revokes.find((r) => r.seat === last.attention.seat && (last.attention.trick === undefined || r.trick === last.attention.trick)) : undefined;
  return named ?? revokes[0] ?? null;
};

const valueOf = (r: RevokeRuling, field: CounterField): string => (field === 'status' ? r.status : String(r.transfer));

interface Original {
  readonly family: FamilyName;
  readonly seed: number;
  readonly edition: Edition;
  readonly caseFile: CaseFile;
  readonly revoke: RevokeRuling;
}

type Built = Omit<CounterExample, 'field' | 'before' | 'after'>;

interface Counter {
  readonly field: CounterField;
  /** Null when the constraint does not hold for this board. */
  readonly build: (o: Original) => Result<Built, CounterError> | null;
}

/** The counterpart family, same seed and edition: the generator builds the fact in. */
const family = (from: FamilyName, to: FamilyName, fact: CounterFact): Counter['build'] => (o) => {
  if (o.family !== from) return null;
  const g = generateScenario(to, o.seed, o.edition);
  if (!g.ok) return err({ code: 'generator', message: g.error.message });
  const r = ruleCase(g.value);
  const revoke = r.ok ? targetOf(g.value, r.value.revokes) : null;
  return ok<Built>({ caseFile: g.value, family: to, seed: o.seed, fact, params: { seat: revoke?.seat ?? o.revoke.seat, trick: revoke?.trick ?? o.revoke.trick } });
};

const COUNTERS: readonly Counter[] = [
  // 64A1 → 64A2: the revoker's partner, not the revoker, won the revoke trick (one trick, not two).
  { field: 'transfer', build: family('transfer-64a1-two', 'transfer-64a2-partner-won', 'partner-won-revoke-trick') },
  // 64A2 → 64A1: the revoker himself won it, and his side a later trick (two, not one).
  { field: 'transfer', build: family('transfer-64a2-partner-won', 'transfer-64a1-two', 'revoker-won-revoke-trick') },
  // 64B4 is about a call by the non-offending side: the same call made by the offender transfers.
  {
    field: 'transfer',
    build: (o) => {
      const i = o.caseFile.timeline.findIndex((a) => 'nextBoardCall' in a);
      if (i < 0 || o.revoke.rule !== '64B4') return null;
      const timeline = o.caseFile.timeline.map((a, j) => (j === i ? { nextBoardCall: { by: o.revoke.seat } } : a));
      return ok<Built>({ caseFile: { ...o.caseFile, timeline }, family: o.family, seed: o.seed, fact: 'next-board-call-by-offending-side', params: { seat: o.revoke.seat, trick: o.revoke.trick } });
    },
  },
  // 63A1: established by a play of the offending side to the next trick. Attention drawn just
  // before that play: not yet established, so it must be corrected (Law 62A).
  {
    field: 'status',
    build: (o) => {
      const r = o.revoke;
      if (r.status !== 'established' || r.establishedBy !== 'play' || r.establishedAt === null || r.established === null) return null;
      const attention: CaseAction = { attention: { seat: r.seat, trick: r.trick, by: r.attention?.by ?? partnerOf(r.seat) } };
      const timeline = [...o.caseFile.timeline.slice(0, r.establishedAt), attention];
      return ok<Built>({ caseFile: { ...o.caseFile, timeline }, family: o.family, seed: o.seed, fact: 'not-yet-played-to-next-trick', params: { seat: r.established.seat, trick: r.established.trick ?? r.trick + 1 } });
    },
  },
];

/** Whether some counter-example could exist for a wrong answer to this field of this family. */
export const mayHaveCounterExample = (field: CounterField): boolean => COUNTERS.some((c) => c.field === field);

/**
 * The board that proves the point of a wrong answer on `field`, for a generated board. The first
 * constraint that holds builds it; it is kept only if its ruling flips that field.
 */
export const counterExampleFor = (familyName: string, seed: number, edition: Edition, field: CounterField): Result<CounterExample, CounterError> => {
  if (!isFamilyName(familyName)) return err({ code: 'no-counter-example' });
  const g = generateScenario(familyName, seed, edition);
  if (!g.ok) return err({ code: 'generator', message: g.error.message });
  const ruled = ruleCase(g.value);
  const revoke = ruled.ok ? targetOf(g.value, ruled.value.revokes) : null;
  if (!revoke) return err({ code: 'no-counter-example' });
  const original: Original = { family: familyName, seed, edition, caseFile: g.value, revoke };
  for (const c of COUNTERS) {
    if (c.field !== field) continue;
    const built = c.build(original);
    if (built === null) continue;
    if (!built.ok) return built;
    const r = ruleCase(built.value.caseFile);
    const after = r.ok ? targetOf(built.value.caseFile, r.value.revokes) : null;
    if (!after) return err({ code: 'does-not-flip' });
    const before = valueOf(revoke, field);
    const changed = valueOf(after, field);
    if (before === changed) return err({ code: 'does-not-flip' });
    // The original's `expect` describes the original ruling, not this one.
    const { expect: _stale, ...caseFile } = built.value.caseFile;
    return ok({ ...built.value, caseFile, field, before, after: changed });
  }
  return err({ code: 'no-counter-example' });
};
