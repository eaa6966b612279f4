// The ruling: every revoke on the board, judged under the edition in force, with the worked
// explanation as data and the score as played and after the adjustment. This module only puts the
// laws in order; each law module (laws/) holds its predicates and the steps that explain them.
import { partnerOf, sameSide, sideOf, type Seat, type Result, ok } from './vocab';
import type { CaseError, CaseFile } from './caseFile';
import { recordOf, roleOf, standingClaim } from './replay';
import type { PlayRecord, RevokeFact } from './table';
import type { RevokeFailure, RevokeRuling, Role, Ruling, TransferRule } from './ruling';
import { rulesOf, type EditionRules } from './laws/editions';
import { questionSteps, revokeStep, rulingOnQuestion } from './laws/law61';
import { awaitsCorrection, correctionSteps } from './laws/law62';
import { attentionInTimeStep, establishmentStep } from './laws/law63';
import { equityStep, sideTricksFrom, transferSteps, type Aftermath, type TransferQuestion } from './laws/law64';
import { scoreContract } from './score';
import { step, type Step } from './steps';

const aftermathOf = (t: PlayRecord, revokes: readonly RevokeFact[]): Aftermath => {
  // Thirteen slots written in place: pushing onto [] grows its store to 17 (measured by a sampling
  // heap profile over the saved boards, docs/engine.md "Measuring").
  const winners: (Seat | null)[] = [null, null, null, null, null, null, null, null, null, null, null, null, null];
  let played = 0;
  for (let i = 0; i < t.tricks.length; i++) {
    const w = t.tricks[i].winner;
    winners[i] = w;
    if (w !== null) played++;
  }
  const claim = standingClaim(t.claims);
  const claimed = { NS: 0, EW: 0 };
  if (claim) {
    const mine = claim.award?.tricks ?? claim.tricks;
    claimed[sideOf(claim.by)] += mine;
    claimed[sideOf(claim.by) === 'NS' ? 'EW' : 'NS'] += claim.remaining - mine;
  }
  return {
    winners,
    cardOf: (trick, seat) => {
      const played = t.tricks[trick - 1];
      const k = played === undefined ? -1 : played.indexOf(seat);
      return k < 0 ? null : played.cardAt(k);
    },
    claimed,
    playFinished: played === 13 || claim !== null,
    revokes,
    nextBoardCalls: t.nextBoardCalls,
    roundEndAt: t.roundEndAt,
  };
};

/** Whether anyone called on a later board after `at`. */
const calledSince = (calls: PlayRecord['nextBoardCalls'], at: number): boolean => calls.some((x) => x.at > at);

/** Whether the non-offending side played to a trick after the revoke trick before `before`. */
const nonOffendersPlayedOn = (t: PlayRecord, r: RevokeFact, before: number): boolean => {
  for (let i = r.trick; i < t.tricks.length; i++) {
    const trick = t.tricks[i];
    for (let k = 0; k < trick.count; k++) if (!sameSide(trick.seatAt(k), r.seat) && trick.atOf(k) < before) return true;
  }
  return false;
};

/** 61A: what the offender failed to do, from the replay's finding. */
const failureOf = (r: RevokeFact): RevokeFailure => {
  switch (r.kind) {
    case 'follow': return { kind: 'followSuit', suitLed: r.suitRequired, heldCard: r.legalCards[0] };
    case 'penalty-card': return { kind: 'penaltyCard', card: r.legalCards[0] };
    case 'lead-restriction': return r.leadOption === 'forbid' ? { kind: 'forbiddenLead', suit: r.suitRequired } : { kind: 'requiredLead', suit: r.suitRequired };
  }
};

/**
 * Judges one revoke, writing the steps of its explanation to `steps` in the order a director
 * reasons: what the revoke was (61A); whether it was established when attention came, and so
 * whether it is corrected (63A, 62A, 62D, 62C3); the correction (62B, 62C); the transfer (64).
 */
const judge = (c: CaseFile, rules: EditionRules, t: PlayRecord, after: Aftermath, r: RevokeFact, steps: Step[], told62C3: number[]): RevokeRuling => {
  const from = steps.length;
  const role: Role = roleOf(r.seat, c.declarer);
  const first = r.attention[0] ?? null;
  const returnedBeforeAttention = t.handsReturnedAt !== null && (first === null || t.handsReturnedAt < first.at);
  const establishedBeforeAttention = r.established !== null && (first === null || r.established.at < first.at);
  const mustCorrect = r.correction !== null || awaitsCorrection(rules, r, t.handsReturnedAt);
  const trick12 = r.trick === 12 && first !== null && !returnedBeforeAttention && mustCorrect;

  let status: RevokeRuling['status'];
  if (trick12) status = 'trick12-corrected';
  else if (mustCorrect) status = 'corrected';
  else if (r.established) status = 'established';
  else status = first ? 'corrected' : 'unnoticed';
  const corrected = status === 'corrected' || status === 'trick12-corrected';
  const sameTrick62C3 = rules.bothSidesSameTrickCorrected && mustCorrect && r.bothSidesSameTrick;
  // 62C3 and 64B8 speak of both revokes at once: told with the first of them, not again with the other.
  const tell62C3 = sameTrick62C3 && !told62C3.includes(r.trick);
  if (sameTrick62C3) told62C3.push(r.trick);
  // The ruling treats it as established (and says who established it) unless it is corrected in time.
  const shownEstablished = r.established !== null && (status === 'established' || status === 'trick12-corrected' || sameTrick62C3) ? r.established : null;

  steps.push(revokeStep(r, role));
  // Step params are written out field by field, never spread from a shared object: a spread into
  // an object literal cost about a microsecond a ruling here (bench: ruleTable alone 6.1 µs with
  // them, 4.8 µs without, against 2.3 µs before the steps were retyped).

  // 63A with 62A, 62D1, 62C3: established or not when attention came, and so corrected or not.
  const question = first && !establishedBeforeAttention ? rulingOnQuestion(rules, {
    offender: r.seat, offenderRole: role, asker: first.by, declarer: c.declarer,
    dummyForfeitedRights: c.facts?.dummyForfeitedRights ?? false,
    defendersMayAskEachOther: c.facts?.defendersMayAskEachOther,
  }) : 'legal';
  if (establishedBeforeAttention) steps.push(establishmentStep(rules, r));
  if (first === null) {
    steps.push(step('62A', 'attention.notYet', { seat: r.seat, trick: r.trick, established: r.established ? 'yes' : 'no' }));
  } else if (r.trick === 12 && returnedBeforeAttention) {
    steps.push(step('62D1', 'trick12.tooLate', { askerSeat: first.by ?? '', hasAsker: first.by ? 'yes' : 'no', seat: r.seat }));
  } else if (establishedBeforeAttention && trick12) {
    steps.push(step('62D1', 'trick12.correctedAnyway', { askerSeat: first.by ?? '', hasAsker: first.by ? 'yes' : 'no', seat: r.seat, trick: 12, found: t.tricks[12]?.winner ? 'afterTrick13' : 'beforeTrick13' }));
  } else if (establishedBeforeAttention && sameTrick62C3) {
    // Said even when the other revoke's steps have told 62C3: this one's being corrected though established needs it.
    steps.push(step('62C3', 'correction.bothSidesSameTrick', { seat: r.seat, trick: r.trick, established: 'yes' }));
  } else if (establishedBeforeAttention) {
    steps.push(step(rules.establishedStandsLaw, 'attention.afterEstablished', { askerSeat: first.by ?? '', hasAsker: first.by ? 'yes' : 'no', seat: r.seat, trick: r.trick }));
  } else {
    steps.push(attentionInTimeStep(rules, r, first, nonOffendersPlayedOn(t, r, first.at)));
    if (tell62C3) steps.push(step('62C3', 'correction.bothSidesSameTrick', { seat: r.seat, trick: r.trick, established: 'no' }));
    questionSteps(steps, rules, question, r, first.by);
    // Attention came in time, but the offending side played on without correcting (62A, 63A1).
    if (status === 'established') steps.push(establishmentStep(rules, r), step(rules.establishedStandsLaw, 'established.stands', { seat: r.seat, trick: r.trick }));
  }

  // 62: the correction and its consequences.
  let penaltyCard: RevokeRuling['penaltyCard'] = null;
  if (corrected && first !== null) {
    // 62D after trick 13: the cards change places (made, or still to make).
    const swap = status === 'trick12-corrected' && (r.correction ? r.correction.swapped : (t.tricks[12]?.winner ?? null) !== null);
    const t12 = t.tricks[11];
    const partnerAt = t12 ? t12.indexOf(partnerOf(r.seat)) : -1;
    const revokeAt = t12 ? t12.indexOf(r.seat) : -1;
    // 62D2 concerns the partner's play still to come: he had not played to trick 12 when the revoke came.
    const partnerStillToPlay = status === 'trick12-corrected' && role === 'defender' && t12 !== undefined && (partnerAt < 0 || partnerAt > revokeAt);
    const major = correctionSteps(steps, { rules, revoke: r, role, trick: t.tricks[r.trick - 1], swap, trickTwelvePartnerStillToPlay: partnerStillToPlay, revokes: t.revokes });
    if (major) penaltyCard = 'major';
  }

  // 64: the transfer.
  const q: TransferQuestion = { rules, revoke: r, role, after };
  let transfer: number | null = 0;
  let rule: TransferRule | null = null;
  let directorReview = false;
  const asIf = corrected && (question === 'dummy-forfeited-rights' || question === 'illegal-adjust-as-if-established');

  if (status === 'unnoticed') {
    transfer = null;
  } else if (status === 'trick12-corrected' && !asIf) {
    rule = '62D';
    steps.push(step('62D1', 'transfer.noneCorrected', { seat: r.seat }));
    // 64C follows any established revoke, even one put right under 62D.
    directorReview = r.established !== null;
  } else if (status === 'corrected' && sameTrick62C3) {
    rule = '64B8';
    if (tell62C3) steps.push(step('64B8', 'noTransfer.64B8', { seat: r.seat, trick: r.trick, edition: rules.edition }));
    directorReview = true;
  } else if (asIf) {
    const law = question === 'dummy-forfeited-rights' ? '43B2b' : '63B';
    steps.push(step(law, 'transfer.asIfEstablished', { seat: r.seat, trick: r.trick }));
    if (penaltyCard && law === '63B') steps.push(step('63B', 'director.decides', { topic: 'illegalQuestionPenaltyCard1997' }));
    // A trick-12 revoke is put right under 62D, yet 43B2(b) and 1997 63B adjust as if it were
    // established; only 2007 and 2017 exempt trick 12 (64B6). Read literally, 1997 transfers.
    if (status === 'trick12-corrected' && !rules.trickTwelveExempt) steps.push(step('62D1', 'director.decides', { topic: 'trick12AsIfEstablished1997' }));
    transfer = transferSteps(q, steps, false).transfer;
    rule = law;
    directorReview = true;
  } else if (status === 'corrected') {
    steps.push(step('62B', 'transfer.noneCorrected', { seat: r.seat }));
  } else {
    const auto = transferSteps(q, steps, first === null);
    transfer = auto.transfer;
    rule = auto.rule;
    directorReview = true;
    if (r.trick === 12 && rules.trickTwelveAfterReturnUnclear && returnedBeforeAttention && first !== null) steps.push(step('64A', 'director.decides', { topic: 'trick12TooLate1997' }));
  }

  const e = shownEstablished;
  return {
    seat: r.seat, role, trick: r.trick, card: r.card, suitLed: r.suitRequired, status,
    failure: failureOf(r),
    attention: first,
    established: e ? { at: e.at, how: e.by, seat: e.seat, trick: e.trick } : null,
    establishedAt: e ? e.at : null,
    establishedBy: e ? e.by : null,
    penaltyCard,
    penaltyCardReason: penaltyCard === null ? null : sameTrick62C3 ? '62C3' : '62B1',
    transfer, rule, directorReview,
    steps: steps.slice(from),
  };
};

/** Rules on a shape-checked case file: replays it, then judges each revoke in the order made. */
export const ruleCase = (c: CaseFile): Result<Ruling, CaseError> => {
  const replayed = recordOf(c);
  if (!replayed.ok) return replayed;
  return ok(ruleTable(c, replayed.value));
};

/** Rules on a replayed board (a TableState will do). */
export const ruleTable = (c: CaseFile, t: PlayRecord): Ruling => {
  const rules = rulesOf(c.edition);
  const after = aftermathOf(t, t.revokes);
  const steps: Step[] = [];
  const revokes: RevokeRuling[] = [];
  // Per side, NS then EW: tricks moved so far, and the trick of its first revoke that moved any.
  const moved = [0, 0];
  const firstTrick = [0, 0];
  const told62C3: number[] = [];
  if (t.revokes.length === 0) steps.push(step('61A', 'board.noRevoke', {}));
  for (const r of t.revokes) {
    let ruling = judge(c, rules, t, after, r, steps, told62C3);
    const side = sideOf(r.seat);
    const k = side === 'NS' ? 0 : 1;
    // Tricks already moved for an earlier revoke of the same side cannot move twice: the total is
    // capped by what that side won from its first penalised revoke on (editions.md, edge case 11).
    if (ruling.transfer !== null && ruling.transfer > 0) {
      if (firstTrick[k] === 0) firstTrick[k] = r.trick;
      const available = sideTricksFrom(after, r.seat, firstTrick[k]) - moved[k];
      if (ruling.transfer > available) {
        const count = Math.max(0, available);
        const capped = step('64A', 'transfer.capped', { count, toSide: side === 'NS' ? 'EW' : 'NS' });
        steps.push(capped);
        ruling = { ...ruling, transfer: count, steps: [...ruling.steps, capped] };
      }
      moved[k] += ruling.transfer!;
    }
    revokes.push(ruling);
  }
  // 64C once, after the counts, worded for the case.
  const equity = equityStep(rules, revokes);
  if (equity) steps.push(equity);
  const claim = standingClaim(t.claims);
  // A claim nobody has answered yet, and that no call on a later board or end of round has settled (69A).
  const settled = claim !== null && (claim.agreedBy.length > 0 || claim.award !== null || t.roundEndAt !== null || calledSince(t.nextBoardCalls, claim.at));
  if (claim && !settled) steps.push(step('68', 'director.decides', { topic: 'claimUnanswered' }));
  const declSide = sideOf(c.declarer);
  let tricks: Ruling['tricks'] = null;
  let score: Ruling['score'] = null;
  if (after.playFinished) {
    const won = sideTricksFrom(after, c.declarer, 1);
    const final = won + (declSide === 'NS' ? moved[1] - moved[0] : moved[0] - moved[1]);
    const contract = t.contract;
    const scoreWon = scoreContract(contract, c.vulnerable, won);
    const scoreFinal = scoreContract(contract, c.vulnerable, final);
    tricks = { declarer: { won, final } };
    score = { declarer: { won: scoreWon, final: scoreFinal } };
    steps.push(step('77', 'score.asPlayed', { contract: c.contract, declarerSeat: c.declarer, vulnerable: c.vulnerable, tricks: won, score: scoreWon }));
    if (final !== won) steps.push(step('77', 'score.final', { contract: c.contract, declarerSeat: c.declarer, tricks: final, score: scoreFinal, moved: final - won }));
  } else {
    steps.push(step('77', 'score.pending', {}));
  }
  return { edition: c.edition, revokes, tricks, score, steps };
};
