// The engine's rulings, situation by situation, each naming the law (and edition) it pins down.
// Boards: the seed summary's two worked examples (../shared/cases), varied by hand; `playOut`
// finishes a board with plain legal play where only the start matters.
import { describe, expect, it } from 'vitest';
import { caseOf, playOut, type Board } from './testing/compact';
import { ruleCase } from './rule';
import { replayCase } from './replay';
import type { CaseFacts } from './caseFile';
import type { RevokeRuling, Ruling } from './ruling';
import type { Edition } from './vocab';

/** Seed example 2 (4♠ by South): East ruffs trick 7 while holding hearts. */
const EX2: Board = { deal: 'N:T98.KQ4.K54.7654 76.T98765.9876.8 AKQJ2.A32.A32.32 543.J.QJT.AKQJT9', contract: '4S', declarer: 'S' };
const EX2_TO_REVOKE = 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA S3 S8 S7 | HA HJ H4 H5 | H2 C9 HK H6 | HQ S6';
const EX2_REST = 'H3 CT | H7 SJ CQ C6 | SK S4 S9 H8 | SQ S5 ST H9 | D3 DJ D5 D8 | CJ C7 HT S2 | D2 DT DK D9';
/** Seed example 1 (4♠ by South): East discards a diamond on trick 6 while holding hearts. */
const EX1: Board = { deal: 'N:JT9.Q42.K54.7654 876.T98765.876.8 AKQ32.AK3.A32.32 54.J.QJT9.AKQJT9', contract: '4S', declarer: 'S' };
const EX1_TO_REVOKE = 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA S4 S9 S6 | SK S5 ST S7 | HA HJ H2 D8';
const EX1_REST = 'HK C9 H4 H5 | SQ CT SJ S8 | D2 DJ D5 H6 | CQ C6 H7 S3 | D3 D9 DK H8 | C7 H9 H3 CJ | DT HQ HT S2';

interface Situation {
  readonly name: string;
  readonly board: Board;
  readonly edition: Edition;
  readonly timeline: string;
  readonly facts?: CaseFacts;
  /** Finish the play with plain legal cards, then append `after`. */
  readonly playOut?: boolean;
  readonly after?: string;
  readonly expect: readonly Partial<RevokeRuling>[];
  readonly tricks?: { won?: number; final: number };
  readonly score?: { won?: number; final: number };
  readonly steps?: readonly string[];
  /** Params some of those steps must carry. */
  readonly params?: Readonly<Record<string, Record<string, string | number>>>;
}

const rule = (s: Situation): Ruling => {
  let c = caseOf(s.board, s.edition, s.timeline, s.facts);
  if (s.playOut) c = playOut(c);
  if (s.after) c = { ...c, timeline: [...c.timeline, ...caseOf(s.board, s.edition, s.after).timeline] };
  const r = ruleCase(c);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const check = (s: Situation) => {
  const r = rule(s);
  expect(r.revokes.length).toBe(s.expect.length);
  s.expect.forEach((e, i) => expect(r.revokes[i]).toMatchObject(e));
  if (s.tricks) expect(r.tricks?.declarer).toMatchObject(s.tricks);
  if (s.score) expect(r.score?.declarer).toMatchObject(s.score);
  for (const key of s.steps ?? []) expect(r.steps.map((x) => x.key)).toContain(key);
  for (const [key, p] of Object.entries(s.params ?? {})) expect(r.steps.find((x) => x.key === key)?.params).toMatchObject(p);
};

const ALL: readonly Edition[] = ['1997', '2007', '2017'];
const each = (editions: readonly Edition[], s: Omit<Situation, 'edition'>): Situation[] => editions.map((edition) => ({ ...s, edition, name: `${s.name} (${edition})` }));

describe('Law 61A: what is a revoke', () => {
  it.each<Situation>([
    ...each(ALL, { name: '61A/44: ruffing while holding the suit led is a revoke', board: EX2, timeline: `${EX2_TO_REVOKE} !E7`, expect: [{ seat: 'E', trick: 7, card: 'S6', suitLed: 'H', role: 'defender' }], steps: ['revoke.failedToFollow'] }),
    { name: '61A: discarding on a suit one holds is a revoke; the lead itself never is', board: EX1, edition: '2017', timeline: `${EX1_TO_REVOKE}`, expect: [{ seat: 'E', trick: 6, card: 'D8', status: 'unnoticed', transfer: null }], steps: ['attention.notYet'] },
    { name: '61A/50D1: not playing a major penalty card when able is a revoke (2017 64B3: no transfer)', board: EX2, edition: '2017', timeline: `${EX2_TO_REVOKE} !E7 =H7 H3 CT | S9 H8`, playOut: true, after: '!E8', expect: [{ status: 'corrected', penaltyCard: 'major' }, { seat: 'E', trick: 8, card: 'H8', status: 'established', transfer: 0, rule: '64B3' }] },
  ])('$name', check);

  it('61A: a board without a revoke is scored as played (Law 77)', () => {
    const r = rule({ name: '', board: EX1, edition: '2017', timeline: 'CA C4 C8 C2', playOut: true, expect: [] });
    expect(r.revokes).toEqual([]);
    expect(r.steps[0].key).toBe('board.noRevoke');
    expect(r.tricks).not.toBeNull();
  });
});

describe('Law 61B and 1997 Law 63B: who may ask "having none?"', () => {
  const asked = (by: string) => `${EX2_TO_REVOKE} !E7@${by} =H7`;
  it.each<Situation>([
    { name: '1997 61B/63B: a defender asks partner: corrected, then adjusted as if established (64A2: one trick)', board: EX2, edition: '1997', timeline: asked('W'), playOut: true, expect: [{ status: 'corrected', penaltyCard: 'major', rule: '63B', transfer: 1, directorReview: true }], tricks: { won: 9, final: 10 }, score: { final: 420 } },
    { name: '1997 61B: where the regulating authority lets defenders ask each other, the question is legal', board: EX2, edition: '1997', timeline: asked('W'), facts: { defendersMayAskEachOther: true }, playOut: true, expect: [{ status: 'corrected', rule: null, transfer: 0, directorReview: false }] },
    { name: '2007 61B: defenders may ask each other; correction without transfer', board: EX2, edition: '2007', timeline: asked('W'), playOut: true, expect: [{ status: 'corrected', rule: null, transfer: 0 }], steps: ['question.defenderAskedPartnerAllowed'] },
    { name: '2007 61B: the regulating authority forbids it: illegal, but no automatic adjustment (16B, 90)', board: EX2, edition: '2007', timeline: asked('W'), facts: { defendersMayAskEachOther: false }, playOut: true, expect: [{ status: 'corrected', rule: null, transfer: 0 }], steps: ['question.defenderAskedPartnerIllegal'] },
    { name: '2017 61B: no regulating-authority option; the question is legal', board: EX2, edition: '2017', timeline: asked('W'), facts: { defendersMayAskEachOther: false }, playOut: true, expect: [{ status: 'corrected', rule: null, transfer: 0 }], steps: ['question.defenderAskedPartnerAllowed'] },
    { name: '1997 61B/63B: dummy asks a defender: 63B read literally, the director decides', board: EX2, edition: '1997', timeline: asked('N'), playOut: true, expect: [{ status: 'corrected', rule: '63B', transfer: 1 }], steps: ['question.dummyAskedDefender', 'director.decides'] },
    ...each(['2007', '2017'], { name: '61B2(b): dummy asks a defender: forbidden, but no automatic adjustment', board: EX2, timeline: asked('N'), playOut: true, expect: [{ status: 'corrected', rule: null, transfer: 0 }], steps: ['question.dummyAskedDefender'] }),
    ...each(ALL, { name: '61B1: declarer asks a defender: legal, corrected without transfer', board: EX2, timeline: asked('S'), playOut: true, expect: [{ status: 'corrected', rule: null, transfer: 0, penaltyCard: 'major' }] }),
  ])('$name', check);
});

describe('Law 43B2(b): dummy who broke 43A2 asks declarer first', () => {
  // Declarer S ruffs the first club with a spade while holding a club.
  const board: Board = { deal: 'N:T74.963.963.9752 85.T74.JT74.T863 AKQJ2.AKQJ.AKQ.4 963.852.852.AKQJ', contract: '4S', declarer: 'S' };
  it.each<Situation>([
    ...each(ALL, { name: '43B2(b): corrected, then Law 64 as if established, counted with the substituted card', board, timeline: 'CK C2 C3 S2 !S1@N =C4', facts: { dummyForfeitedRights: true }, playOut: true, expect: [{ status: 'corrected', penaltyCard: null, rule: '43B2b', directorReview: true }] }),
    ...each(ALL, { name: '62B2: dummy with his rights asks declarer: a free correction', board, timeline: 'CK C2 C3 S2 !S1@N =C4', playOut: true, expect: [{ status: 'corrected', penaltyCard: null, rule: null, transfer: 0 }] }),
  ])('$name', check);

  it('43B2(b): the as-if-established transfer counts the trick won with the substituted card', () => {
    const r = rule({ name: '', board, edition: '2017', timeline: 'CK C2 C3 S2 !S1@N =C4', facts: { dummyForfeitedRights: true }, playOut: true, expect: [] });
    // After the correction West's club king wins trick 1; the declaring side won later tricks: one trick (64A2).
    expect(r.revokes[0]).toMatchObject({ transfer: 1 });
    expect(r.tricks!.declarer.final).toBe(r.tricks!.declarer.won - 1);
  });
});

describe('Law 62: correcting a revoke in time', () => {
  it.each<Situation>([
    ...each(ALL, { name: '62A/62B1: a defender corrects; the withdrawn card is a major penalty card', board: EX2, timeline: `${EX2_TO_REVOKE} !E7 =H7`, expect: [{ status: 'corrected', penaltyCard: 'major', transfer: 0 }], steps: ['attention.inTime', 'correction.made', 'correction.majorPenaltyCard'] }),
    ...each(ALL, { name: '62A: attention drawn and the timeline stops: it must be corrected', board: EX2, timeline: `${EX2_TO_REVOKE} !E7`, expect: [{ status: 'corrected', penaltyCard: 'major', transfer: 0 }], steps: ['correction.pending'] }),
    ...each(ALL, { name: '62B2: dummy\'s card is replaced without further rectification', board: EX2, timeline: 'CA D4 !N1 =C4', expect: [{ role: 'dummy', status: 'corrected', penaltyCard: null, transfer: 0 }], steps: ['correction.dummyNoPenalty'] }),
    ...each(ALL, { name: '62B2: a defender\'s faced card (his penalty card) is replaced without further rectification', board: EX2, timeline: 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA C9 !W4 =S3 S8 S7 | SK C9 !W5 =S4', expect: [{ trick: 4, penaltyCard: 'major' }, { trick: 5, status: 'corrected', penaltyCard: null }], steps: ['correction.facedCardNoPenalty'] }),
    ...each(ALL, { name: '62C1 then 62C2: the non-offender changes his card, then the offender\'s partner, whose card becomes a penalty card', board: EX2, timeline: 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA C9 S8 S7 !W4 =S3 ~N:ST ~E:S6', expect: [{ status: 'corrected', penaltyCard: 'major' }], steps: ['withdrawal.nonOffender', 'withdrawal.offendingSide'] }),
  ])('$name', check);

  it.each(ALL)('62B: a correction that wins the trick takes back the lead the old winner had made to the next one, and that is no 62C withdrawal (%s)', (edition) => {
    // W leads the singleton HJ; dummy (N) discards C4 though holding KQ4 of hearts; W wins and leads
    // CA; then attention is drawn and dummy's HK wins trick 1, so N must lead to trick 2.
    const c = caseOf(EX2, edition, 'HJ C4 H5 H2 | CA !N1 =HK');
    const t = replayCase(c);
    if (!t.ok) throw new Error(t.error.message);
    expect(t.value.tricks[0].winner).toBe('N');
    expect(t.value.tricks).toHaveLength(1);
    expect(t.value.toPlay).toBe('N');
    expect(t.value.hands.W).toContain('CA');
    const r = ruleCase(c);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.revokes[0]).toMatchObject({ role: 'dummy', status: 'corrected', penaltyCard: null });
    expect(r.value.steps.map((x) => x.key)).not.toContain('withdrawal.nonOffender');
  });

  it.each(ALL)('62B: a revoke made in a lead that the correction takes back no longer stands (%s)', (edition) => {
    // W, holding the penalty card C9, wins trick 5 (dummy discarded C6 holding hearts) and leads DJ
    // instead of the penalty card; then dummy's HK replaces C6 and wins trick 5, so W's lead goes back.
    const c = caseOf(EX2, edition, 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA C9 !W4 =S3 S8 S7 | H2 HJ C6 H5 | DJ !N5 =HK');
    const t = replayCase(c);
    if (!t.ok) throw new Error(t.error.message);
    expect(t.value.revokes.map((r) => `${r.seat}${r.trick}`)).toEqual(['W4', 'N5']);
    expect(t.value.toPlay).toBe('N');
    expect(t.value.hands.W).toContain('DJ');
    // Play goes on; a revoke by W on the trick led again is his only one there.
    const again = replayCase(caseOf(EX2, edition, 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA C9 !W4 =S3 S8 S7 | H2 HJ C6 H5 | DJ !N5 =HK | D5 D8 D3 C9 !W6'));
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.revokes.map((r) => `${r.seat}${r.trick}`)).toEqual(['W4', 'N5', 'W6']);
    // Had W led his penalty card, it would go back to lying face up in front of him.
    const penaltyLead = replayCase(caseOf(EX2, edition, 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA C9 !W4 =S3 S8 S7 | H2 HJ C6 H5 | C9 !N5 =HK'));
    if (!penaltyLead.ok) throw new Error(penaltyLead.error.message);
    expect(penaltyLead.value.penaltyCards.W).toEqual(['C9']);
    expect(penaltyLead.value.hands.W).toContain('C9');
  });

  it('62C2: the partner\'s withdrawn card lies on the table as a penalty card', () => {
    const c = caseOf(EX2, '2007', 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA C9 S8 S7 !W4 =S3 ~N:ST ~E:S6');
    const t = replayCase(c);
    expect(t.ok && t.value.penaltyCards).toEqual({ N: [], E: ['S7'], S: [], W: ['C9'] });
  });

  it('62C2: the offender\'s partner may not withdraw before a non-offender has', () => {
    const r = ruleCase(caseOf(EX2, '2017', 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA C9 S8 S7 !W4 =S3 ~E:S6'));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'illegal-replace', action: 18 });
  });

  it('62C1: the public case: declarer corrects and West changes to the king (../shared/cases)', () => {
    // Covered exactly by cases.test.ts; here: the trick's winner follows the replaced card.
    const c = caseOf({ deal: 'N:8765.T74.J963.A6 J4.J85.T74.T9873 AQT9.AKQ2.AKQ.K4 K32.963.852.QJ52', contract: '4H', declarer: 'S' }, '2017', 'C2 CA C3 C4 | S6 SJ H2 S3 !S2@S =SQ ~W:SK');
    const t = replayCase(c);
    expect(t.ok && t.value.tricks[1].winner).toBe('W');
  });
});

describe('Law 62C3 (2017) and 64B7: both sides revoke', () => {
  // Trick 1: dummy discards a diamond and East a heart, both holding clubs; West leads on.
  const both = 'CA D4 H5 C2 | CK !N1 !E1 =C4@N';
  it.each<Situation>([
    { name: '2017 62C3: both revoked on one trick, only one side played on: both corrected; 64B8', board: EX1, edition: '2017', timeline: `${both} =C8@E`, expect: [{ seat: 'N', status: 'corrected', rule: '64B8', transfer: 0, penaltyCard: null }, { seat: 'E', status: 'corrected', rule: '64B8', transfer: 0, penaltyCard: 'major' }], steps: ['correction.bothSidesSameTrick', 'noTransfer.64B8'] },
    { name: '2007 64B7: both sides revoked on the board: no transfer, the director decides', board: EX1, edition: '2007', timeline: both, playOut: true, expect: [{ seat: 'N', status: 'corrected' }, { seat: 'E', status: 'established', rule: '64B7', transfer: 0, directorReview: true }], steps: ['director.decides'] },
    { name: '1997: both sides revoked: equity under 64C (WBFLC), no automatic transfer', board: EX1, edition: '1997', timeline: 'CA D4 H5 C2 | CK', playOut: true, after: '!N1 !E1', expect: [{ seat: 'N', status: 'established', rule: '64B3', transfer: 0 }, { seat: 'E', status: 'established', rule: '64C', transfer: 0, directorReview: true }] },
    { name: '2017 64B7: both revokes established: no transfer (64C2b)', board: EX1, edition: '2017', timeline: 'CA D4 H5 C2 | CK', playOut: true, after: '!N1 !E1', expect: [{ seat: 'N', rule: '64B3' }, { seat: 'E', status: 'established', rule: '64B7', transfer: 0 }], steps: ['equity.bothSides'] },
  ])('$name', check);

  it('2007 62C3 does not exist: an established revoke cannot be corrected', () => {
    const r = ruleCase(caseOf(EX1, '2007', `${both} =C8@E`));
    expect(r.ok ? null : r.error.code).toBe('nothing-to-correct');
  });
});

describe('Law 63A: when a revoke is established', () => {
  it.each<Situation>([
    ...each(ALL, { name: '63A1: the offender leads to the next trick', board: EX2, timeline: `${EX2_TO_REVOKE} ${EX2_REST} !E7`, expect: [{ status: 'established', establishedBy: 'play', establishedAt: 28 }], steps: ['established.byPlay', 'attention.afterEstablished'] }),
    ...each(ALL, { name: '63A1: the offender\'s partner plays to the next trick', board: EX1, timeline: `${EX1_TO_REVOKE} HK C9 !E6`, expect: [{ status: 'established', establishedBy: 'play', establishedAt: 25 }] }),
    ...each(ALL, { name: '63A1: plays by the non-offending side alone do not establish it', board: EX1, timeline: `${EX1_TO_REVOKE} HK !E6 =H5`, expect: [{ status: 'corrected', penaltyCard: 'major', transfer: 0 }], steps: ['attention.inTime'], params: { 'attention.inTime': { why: 'onlyNonOffenders', nextTrick: 7 } } }),
    ...each(['1997', '2007'], { name: '63A3: agreeing to the opponents\' claim establishes at once', board: EX2, timeline: `${EX2_TO_REVOKE} H3 CT claim:S:6 agree:W agree:E !E7`, expect: [{ status: 'established', establishedBy: 'agree', establishedAt: 29, transfer: 1, rule: '64A1' }], tricks: { won: 10, final: 11 }, score: { final: 450 } }),
    { name: '2017 63A4: agreement not yet standing when attention is drawn: must be corrected', board: EX2, edition: '2017', timeline: `${EX2_TO_REVOKE} H3 CT claim:S:6 agree:W agree:E !E7`, expect: [{ status: 'corrected', transfer: 0 }], steps: ['attention.inTime'], params: { 'attention.inTime': { why: 'agreementPending' } } },
    { name: '2017 63A4/69A: agreement stands once the agreeing side calls on the next board', board: EX2, edition: '2017', timeline: `${EX2_TO_REVOKE} H3 CT claim:S:6 agree:W agree:E call:E !E7`, expect: [{ status: 'established', establishedBy: 'agree', establishedAt: 31, transfer: 1 }], tricks: { final: 11 } },
    { name: '2017 63A4/69A: a call by the other side does not make the agreement stand', board: EX2, edition: '2017', timeline: `${EX2_TO_REVOKE} H3 CT claim:S:6 agree:W agree:E call:N !E7`, expect: [{ status: 'corrected' }] },
    ...each(ALL, { name: '63A3: a concession by the offending side establishes it', board: EX2, timeline: `${EX2_TO_REVOKE} H3 CT concede:E:0 !E7`, expect: [{ status: 'established', establishedBy: 'claim', transfer: 1, rule: '64A1' }], tricks: { final: 11 } }),
  ])('$name', check);
});

describe('Law 64A: the automatic transfer', () => {
  it.each<Situation>([
    ...each(ALL, { name: '64A1: the offender won the revoke trick and his side a later one: two tricks (seed example 2)', board: EX2, timeline: `${EX2_TO_REVOKE} ${EX2_REST} !E7`, expect: [{ transfer: 2, rule: '64A1' }], tricks: { won: 9, final: 11 }, score: { won: -50, final: 450 } }),
    ...each(['2007', '2017'], { name: '64A2: the offender did not win the revoke trick, his side won later: one trick (seed example 1)', board: EX1, timeline: `${EX1_TO_REVOKE} ${EX1_REST} !E6`, expect: [{ transfer: 1, rule: '64A2' }], tricks: { won: 9, final: 10 }, score: { won: -50, final: 420 } }),
    { name: '1997 64A2: no extra trick when the offender wins nothing later with a card of the revoke suit', board: EX1, edition: '1997', timeline: `${EX1_TO_REVOKE} ${EX1_REST} !E6`, expect: [{ transfer: 1, rule: '64A2' }] },
  ])('$name', check);

  it('64A: tricks won before the revoke trick never move (seed example 1: tricks 1 and 2)', () => {
    const r = rule({ name: '', board: EX1, edition: '2017', timeline: `${EX1_TO_REVOKE} ${EX1_REST} !E6`, expect: [] });
    // East did not win trick 6; his side's first trick from the revoke on is a later one, never trick 1 or 2.
    expect(r.steps.find((s) => s.key === 'transfer.offenderDidNotWin')?.params).toMatchObject({ trick: 6, via: 'laterTrick' });
    expect(r.revokes[0].transfer).toBe(1);
  });
});

describe('Law 64B: no automatic transfer', () => {
  it.each<Situation>([
    ...each(ALL, { name: '64B4: attention first drawn after a non-offender called on the next board', board: EX2, timeline: `${EX2_TO_REVOKE} ${EX2_REST} call:S !E7`, expect: [{ status: 'established', transfer: 0, rule: '64B4', directorReview: true }], tricks: { won: 9, final: 9 } }),
    ...each(ALL, { name: '64B4: a call by the offending side does not cut off the transfer', board: EX2, timeline: `${EX2_TO_REVOKE} ${EX2_REST} call:E !E7`, expect: [{ transfer: 2, rule: '64A1' }] }),
    ...each(ALL, { name: '64B5: attention first drawn after the round ended', board: EX2, timeline: `${EX2_TO_REVOKE} ${EX2_REST} roundEnd !E7`, expect: [{ transfer: 0, rule: '64B5' }] }),
    ...each(ALL, { name: '64B3: a revoke by dummy', board: EX2, timeline: 'CA D4 C8 C2', playOut: true, after: '!N1', expect: [{ role: 'dummy', status: 'established', transfer: 0, rule: '64B3' }] }),
    ...each(ALL, { name: '64B3: failing to play a penalty card', board: EX2, timeline: `${EX2_TO_REVOKE} !E7 =H7 H3 CT | S9 H8`, playOut: true, after: '!E8', expect: [{ status: 'corrected' }, { transfer: 0, rule: '64B3' }] }),
  ])('$name', check);
});

describe('Law 62: a correction that comes too late', () => {
  // 2017 62C3: E and S both revoke on trick 1 (W leads S6, N SA, E D2, S C3) and attention comes
  // while only N-S have played on. Had the table played on to trick 3 instead of correcting, the
  // cards of trick 1 can no longer be put right: trick 2 was led by its winner and is complete.
  const board: Board = { deal: 'N:AQJT73.K.AT8.KQ9 5.T86.QJ732.T652 2.AQJ52.K96.8743 K9864.9743.54.AJ', contract: '3NT', declarer: 'S' };
  it('62C3: once the trick after the revoke is complete and another has begun, a correction is refused with a clear message', () => {
    const late = replayCase(caseOf(board, '2017', 'S6 SA D2 C3 | DA !E1@E !S1@E DQ D6 D4 | DT =S5@E'));
    expect(late.ok).toBe(false);
    if (!late.ok) {
      expect(late.error.code).toBe('illegal-correction');
      expect(late.error.message).toMatch(/trick 3 has begun/);
    }
    // Nor may anyone change his card to trick 1 after trick 3 has begun (Law 62C).
    const lateSwap = replayCase(caseOf(board, '2017', 'S6 SA D2 C3 | DA !E1@E !S1@E =S5@E =S2@S D3 D6 D4 | DT ~W:S4'));
    expect(lateSwap.ok).toBe(false);
    if (!lateSwap.ok) expect(lateSwap.error).toMatchObject({ code: 'illegal-replace', action: 13 });
    // In time (before trick 2 is complete) the same correction is taken.
    expect(replayCase(caseOf(board, '2017', 'S6 SA D2 C3 | DA !E1@E !S1@E =S5@E =S2@S')).ok).toBe(true);
  });
});

describe('Law 62D and 64B6: trick twelve', () => {
  // Public case 62d: East ruffs trick 12 (a diamond) with the heart jack while holding the five of diamonds.
  const board: Board = { deal: 'N:7652.T8.J42.KQ72 43.J765.T9865.54 AKQJ.AKQ4.AQ3.A3 T98.932.K7.JT986', contract: '4H', declarer: 'S' };
  const toRevoke = 'DK D4 D6 DA | HA H2 HT H5 | HK H3 H8 H6 | SA ST S7 S4 | SK S9 S6 S3 | SQ S8 S5 DT | SJ CJ S2 D9 | CA C8 C7 C4 | C3 C9 CK C5 | CQ H7 HQ CT | D3 D7 DJ D8 | D2 HJ';
  it.each<Situation>([
    ...each(ALL, { name: '62D1: found before trick 13 is complete: corrected like any revoke, the card a major penalty card', board, timeline: `${toRevoke} !E12 =D5 DQ C6 | H4 H9 C2 HJ`, expect: [{ status: 'trick12-corrected', penaltyCard: 'major', transfer: 0, rule: '62D' }], tricks: { final: 12 } }),
    ...each(ALL, { name: '62D1: established by trick 13 but found before the hands go back: still corrected (the cards change places)', board, timeline: `${toRevoke} DQ C6 | D5 H4 H9 C2 !E12 =D5`, expect: [{ status: 'trick12-corrected', establishedBy: 'play', penaltyCard: null, transfer: 0, rule: '62D' }], tricks: { won: 12, final: 12 }, steps: ['correction.trick12Swap'] }),
    ...each(['2007', '2017'], { name: '64B6: found after the hands went back: established, and no transfer for a trick-12 revoke', board, timeline: `${toRevoke} DQ C6 | D5 H4 H9 C2 returned !E12`, expect: [{ status: 'established', transfer: 0, rule: '64B6', directorReview: true }], tricks: { won: 11, final: 11 }, steps: ['trick12.tooLate'] }),
    { name: '1997 62D/64: found after the hands went back: 1997 64B has no trick-12 item, so 64A applies; the director decides', board, edition: '1997', timeline: `${toRevoke} DQ C6 | D5 H4 H9 C2 returned !E12`, expect: [{ status: 'established', transfer: 2, rule: '64A1' }], tricks: { won: 11, final: 13 }, steps: ['director.decides'] },
  ])('$name', check);
});

describe('Law 64B2: the same player revokes again in the same suit', () => {
  it.each<Situation>([
    ...each(ALL, { name: '64B2: the second heart revoke by East moves nothing; the first moves one trick (64A2)', board: EX1, timeline: `${EX1_TO_REVOKE} HK C9 H4 S8`, playOut: true, after: '!E6 !E7', expect: [{ trick: 6, transfer: 1, rule: '64A2' }, { trick: 7, transfer: 0, rule: '64B2', directorReview: true }], tricks: { won: 9, final: 10 } }),
  ])('$name', check);

  it('2017 64C2(a): the director is told to look at repeated revokes', () => {
    const r = rule({ name: '', board: EX1, edition: '2017', timeline: `${EX1_TO_REVOKE} HK C9 H4 S8`, playOut: true, after: '!E6 !E7', expect: [] });
    expect(r.steps.filter((s) => s.key === 'equity.repeatedRevokes').map((s) => s.law)).toEqual(['64C2a']);
  });
});

describe('Law 64B3: a revoke from a hand faced on the table', () => {
  // South claims after trick 2, West disputes and play goes on with South's hand face up; South ruffs a diamond holding diamonds.
  const faced = 'CA C4 C8 C2 | CK C5 D6 C3 | claim:S:11 dispute:W DQ D4 D7 S2';
  it.each<Situation>([
    ...each(['1997', '2007'], { name: '1997/2007 64B3: a card of a hand faced on the table: no automatic transfer', board: EX2, timeline: faced, playOut: true, after: '!S3', expect: [{ role: 'declarer', status: 'established', transfer: 0, rule: '64B3' }] }),
    { name: '2017 64B3 covers only penalty cards and dummy: the faced hand\'s revoke gets the 64A1 transfer', board: EX2, edition: '2017', timeline: faced, playOut: true, after: '!S3', expect: [{ role: 'declarer', status: 'established', transfer: 2, rule: '64A1' }] },
  ])('$name', check);
});

describe('Laws 68-69: claims', () => {
  it('68/69A: a claim nobody has answered is counted as claimed, and the ruling says the director rules if it is disputed', () => {
    const r = rule({ name: '', board: EX2, edition: '2017', timeline: `${EX2_TO_REVOKE} H3 CT claim:S:6 !E7`, expect: [] });
    expect(r.tricks?.declarer.won).toBe(10);
    expect(r.steps.find((s) => s.key === 'director.decides')?.params).toEqual({ topic: 'claimUnanswered' });
  });

  it('69A: once the side calls on the next board, the unanswered claim stands and nothing is left to the director about it', () => {
    const r = rule({ name: '', board: EX2, edition: '2017', timeline: `${EX2_TO_REVOKE} H3 CT claim:S:6 call:E !E7`, expect: [] });
    expect(r.steps.some((s) => s.key === 'director.decides' && s.params.topic === 'claimUnanswered')).toBe(false);
    expect(r.revokes[0]).toMatchObject({ status: 'established', establishedBy: 'agree' });
  });
});
