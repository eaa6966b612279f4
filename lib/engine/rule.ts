// The ruling: every revoke on the board, judged under the edition in force, with the worked
// explanation as data and the score as played and after the adjustment.
import { partnerOf, sameSide, sideOf, type Seat, type Result, ok } from './vocab';
import type { CaseError, CaseFile } from './caseFile';
import { recordOf, roleOf, standingClaim } from './replay';
import type { PlayRecord, RevokeFact, TrickPlay } from './table';
import type { RevokeFailure, RevokeRuling, Role, Ruling, Step, TransferRule } from './ruling';
import { rulesOf, type EditionRules } from './laws/editions';
import { rulingOnQuestion, type QuestionRuling } from './laws/law61';
import { awaitsCorrection, withdrawnRevokeCardIsPenaltyCard } from './laws/law62';
import { NO_AUTOMATIC_TRANSFER, automaticTransfer, otherSideRevoked, sideTricksFrom, type Aftermath, type TransferQuestion } from './laws/law64';
import { scoreContract } from './score';
import { step, type StepKey } from './steps';

const aftermathOf = (t: PlayRecord, revokes: readonly RevokeFact[]): Aftermath => {
  // Plain loops: this runs once per ruling, and the ruling should cost little more than the replay.
  const winners: (Seat | null)[] = [];
  let played = 0;
  for (let i = 0; i < 13; i++) {
    const w = i < t.tricks.length ? t.tricks[i].winner : null;
    winners.push(w);
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
    cardOf: (trick, seat) => t.tricks[trick - 1]?.plays.find((p) => p.seat === seat)?.card ?? null,
    claimed,
    playFinished: played === 13 || claim !== null,
    revokes,
    nextBoardCalls: t.nextBoardCalls,
    roundEndAt: t.roundEndAt,
  };
};

/** Whether anyone called on a later board after `at`. */
const calledSince = (calls: PlayRecord['nextBoardCalls'], at: number): boolean => calls.some((x) => x.at > at);

/** Where `seat`'s card stands in a trick, or -1. (A loop, not findIndex with an arrow: an arrow
 *  in judge would capture its variables and move them all out of registers.) */
const playIndexOf = (plays: readonly TrickPlay[], seat: Seat): number => {
  for (let i = 0; i < plays.length; i++) if (plays[i].seat === seat) return i;
  return -1;
};

/** Whether the non-offending side played to a trick after the revoke trick before `before`. */
const nonOffendersPlayedOn = (t: PlayRecord, r: RevokeFact, before: number): boolean => {
  for (let i = r.trick; i < t.tricks.length; i++) {
    for (const p of t.tricks[i].plays) if (!sameSide(p.seat, r.seat) && p.at < before) return true;
  }
  return false;
};

/** Steps on who asked, where the laws limit it (61B, 43B2b, 1997 63B). */
const questionSteps = (steps: Step[], rules: EditionRules, q: QuestionRuling, r: RevokeFact, asker: Seat | null, edition: string): void => {
  if (q === 'legal') return;
  const p = { askerSeat: asker ?? '', hasAsker: asker ? 'yes' : 'no', seat: r.seat, trick: r.trick };
  switch (q) {
    case 'defender-asked-partner-allowed': steps.push(step('61B', 'question.defenderAskedPartnerAllowed', { ...p, informationLaw: rules.unauthorisedInformationLaw })); return;
    case 'illegal-adjust-as-if-established':
      if (asker === partnerOf(r.seat)) steps.push(step('61B', 'question.defenderAskedPartnerIllegal', { ...p, edition, consequence: 'adjust' }));
      else steps.push(step('61B', 'question.dummyAskedDefender', { ...p, edition, consequence: 'adjust' }), step('63B', 'director.decides', { topic: 'dummyAskedDefender1997' }));
      return;
    case 'illegal-no-automatic-consequence':
      steps.push(asker === partnerOf(r.seat)
        ? step('61B', 'question.defenderAskedPartnerIllegal', { ...p, edition, consequence: 'none' })
        : step('61B', 'question.dummyAskedDefender', { ...p, edition, consequence: 'none' }));
      return;
    case 'dummy-forfeited-rights': steps.push(step('43B2b', 'question.dummyForfeitedRights', p));
  }
};

/** 63A: the step saying how the offending side established the revoke. */
const establishmentStep = (rules: EditionRules, r: RevokeFact): Step => {
  const e = r.established!;
  switch (e.by) {
    case 'play': return step('63A1', 'established.byPlay', { seat: e.seat, who: e.seat === r.seat ? 'offender' : 'partner', trick: e.trick ?? 0, revokeTrick: r.trick });
    case 'designate': return step('63A2', 'established.byDesignate', { seat: e.seat, trick: e.trick ?? 0, revokeTrick: r.trick });
    case 'claim': return step('63A3', 'established.byClaim', { seat: e.seat, revokeTrick: r.trick });
    case 'agree': return step(rules.agreementLaw, 'established.byAgree', { seat: e.seat, revokeTrick: r.trick, when: rules.agreementEstablishes === 'at-once' ? 'atOnce' : 'agreementStood' });
  }
};

/**
 * Law 64 once the revoke is established (or treated as if it were): the first 64B item that
 * applies, or else the 64A count, with their steps written to `steps`. (A function of its own,
 * not a closure in judge: a closure would move judge's variables out of registers.)
 */
const transferSteps = (c: CaseFile, q: TransferQuestion, steps: Step[]): { transfer: number | null; rule: TransferRule | null } => {
  const { revoke: r, role, after } = q;
  for (const item of NO_AUTOMATIC_TRANSFER) {
    if (item.needsFinishedPlay && !after.playFinished) continue;
    if (!item.applies(q)) continue;
    const key = item.rule === '64C' ? 'noTransfer.bothSides1997' : (`noTransfer.${item.rule}` as StepKey);
    const what = role === 'dummy' ? 'dummyCard' : r.failedPenaltyCard ? 'penaltyCard' : r.handFaced ? 'facedHand' : 'facedCard';
    steps.push(step(item.rule, key, item.rule === '64B3' ? { seat: r.seat, trick: r.trick, edition: c.edition, what } : { seat: r.seat, trick: r.trick, edition: c.edition }));
    if (item.rule === '64B7' && c.edition === '2007' && !otherSideRevoked(q, true)) {
      steps.push(step('64B7', 'director.decides', { topic: 'bothSidesOneCorrected2007' }));
    }
    return { transfer: 0, rule: item.rule };
  }
  if (!after.playFinished) {
    steps.push(step('64A', 'transfer.pending', { seat: r.seat, trick: r.trick }));
    return { transfer: null, rule: null };
  }
  const a = automaticTransfer(q);
  const reason = a.reason;
  if (r.trick > 1) steps.push(step('64A', 'transfer.beforeRevokeNeverCount', { trick: r.trick, lastTrick: r.trick - 1 }));
  if (reason.rule === '64A1') {
    steps.push(step('64A1', 'transfer.offenderWonRevokeTrick', { seat: r.seat, trick: r.trick }));
    if (reason.laterTrick !== null) steps.push(step('64A1', 'transfer.laterTrick', { trick: reason.laterTrick, seat: r.seat }));
    else if (a.transfer < 2) steps.push(step('64A1', 'transfer.noLaterTrick', { seat: r.seat, trick: r.trick }));
  } else if (reason.rule === '64A2') {
    const w = after.winners[r.trick - 1];
    steps.push(step('64A2', 'transfer.offenderDidNotWin', { seat: r.seat, trick: r.trick, winnerSeat: w ?? '' }));
    if (reason.dummyWon) steps.push(step('64A', 'transfer.dummyIsNotDeclarer', { seat: r.seat, dummySeat: partnerOf(r.seat), trick: r.trick }));
    steps.push(step('64A2', 'transfer.sideWonTrick', { seat: r.seat, trick: reason.firstTrick }));
    if (reason.extra) steps.push(step('64A2', 'transfer.extraTrick1997', { seat: r.seat, trick: reason.extra.trick, card: reason.extra.card, revokeTrick: r.trick }));
    else if (reason.nearMiss) steps.push(step('64A2', 'transfer.noExtraTrick1997', { seat: r.seat, trick: reason.nearMiss.trick, card: reason.nearMiss.card, revokeTrick: r.trick }));
  }
  if (a.capped) steps.push(step('64A', 'transfer.capped', { count: a.transfer }));
  return { transfer: a.transfer, rule: reason.rule };
};

/** Judges one revoke: its ruling, with the steps of its explanation written to `steps`. */
const judge = (c: CaseFile, rules: EditionRules, t: PlayRecord, after: Aftermath, r: RevokeFact, steps: Step[]): RevokeRuling => {
  const role: Role = roleOf(r.seat, c.declarer);
  const first = r.attention[0] ?? null;
  const returnedBeforeAttention = t.handsReturnedAt !== null && (first === null || t.handsReturnedAt < first.at);

  // 61A: what the revoke was.
  const kindStep = r.kind === 'follow'
    ? step('61A', 'revoke.failedToFollow', { seat: r.seat, role, trick: r.trick, card: r.card, suit: r.suitRequired, heldCard: r.legalCards[0] })
    : r.kind === 'penalty-card'
      ? step('61A', 'revoke.failedToPlayPenaltyCard', { seat: r.seat, trick: r.trick, card: r.card, penaltyCard: r.legalCards[0] })
      : step('61A', 'revoke.ledAgainstOption', { seat: r.seat, trick: r.trick, card: r.card, suit: r.suitRequired, option: r.leadOption ?? 'require' });
  steps.push(kindStep);

  const establishedBeforeAttention = r.established !== null && (first === null || r.established.at < first.at);
  const mustCorrect = r.correction !== null || awaitsCorrection(rules, r, t.handsReturnedAt);
  const trick12 = r.trick === 12 && first !== null && !returnedBeforeAttention && mustCorrect;

  // 63A: established or not, and by what. Chronology: an establishment that came before attention is told first.
  if (establishedBeforeAttention) steps.push(establishmentStep(rules, r));
  if (first) {
    // Whether this attention obliges a correction: not when the revoke was already established (63B), unless 62D or 62C3 says so.
    const obliges = !establishedBeforeAttention || mustCorrect;
    steps.push(step('62A', 'attention.drawn', { seat: r.seat, askerSeat: first.by ?? '', hasAsker: first.by ? 'yes' : 'no', trick: r.trick, trigger: rules.correctionTrigger, mustCorrect: obliges ? 'yes' : 'no' }));
  }
  const question = first && !establishedBeforeAttention ? rulingOnQuestion(rules, {
    offender: r.seat, offenderRole: role, asker: first.by, declarer: c.declarer,
    dummyForfeitedRights: c.facts?.dummyForfeitedRights ?? false,
    defendersMayAskEachOther: c.facts?.defendersMayAskEachOther,
  }) : 'legal';
  questionSteps(steps, rules, question, r, first?.by ?? null, c.edition);

  let status: RevokeRuling['status'];
  if (trick12) status = 'trick12-corrected';
  else if (mustCorrect) status = 'corrected';
  else if (r.established) status = 'established';
  else status = first ? 'corrected' : 'unnoticed';

  const sameTrick62C3 = rules.bothSidesSameTrickCorrected && mustCorrect && r.bothSidesSameTrick;

  if (r.established && !establishedBeforeAttention && (status === 'established' || trick12 || sameTrick62C3)) steps.push(establishmentStep(rules, r));
  if (status === 'established') steps.push(step(rules.establishedStandsLaw, 'established.stands', { seat: r.seat, trick: r.trick }));

  if (status === 'corrected' && !r.established) {
    const nosPlayedOn = nonOffendersPlayedOn(t, r, first?.at ?? Infinity);
    if (r.agreementPendingAt !== null) steps.push(step('63A4', 'notEstablished.agreementNotYetStanding', { seat: r.seat, trick: r.trick }));
    else if (nosPlayedOn) steps.push(step('63A1', 'notEstablished.onlyNonOffendersPlayed', { seat: r.seat, trick: r.trick, nextTrick: r.trick + 1 }));
    else steps.push(step('63A', 'notEstablished.inTime', { seat: r.seat, trick: r.trick }));
  }
  if (status === 'unnoticed') {
    steps.push(step('63A', 'notEstablished.stillOpen', { seat: r.seat, trick: r.trick }));
  }

  // 62: the correction and its consequences.
  let penaltyCard: RevokeRuling['penaltyCard'] = null;
  if (status === 'corrected' || status === 'trick12-corrected') {
    const corr = r.correction;
    if (sameTrick62C3) steps.push(step('62C3', 'correction.bothSidesSameTrick', { seat: r.seat, trick: r.trick }));
    if (status === 'trick12-corrected') steps.push(step('62D1', 'trick12.mustCorrect', { seat: r.seat, trick: 12, established: r.established ? 'yes' : 'no', found: t.tricks[12]?.winner ? 'afterTrick13' : 'beforeTrick13' }));
    if (corr?.swapped) steps.push(step('62D1', 'correction.trick12Swap', { seat: r.seat, card: r.card, newCard: corr.card, trick: 12 }));
    else if (corr) steps.push(step('62B', 'correction.made', { seat: r.seat, card: r.card, newCard: corr.card, trick: r.trick }));
    else if (!(status === 'trick12-corrected' && t.tricks[12]?.winner)) steps.push(step('62A', 'correction.pending', { seat: r.seat, card: r.card, trick: r.trick, suit: r.suitRequired }));
    const swapped = corr?.swapped || (status === 'trick12-corrected' && !corr && t.tricks[12]?.winner);
    const becomesPenalty = corr ? corr.penaltyCard : !swapped && withdrawnRevokeCardIsPenaltyCard(role, r.cardWasFaced);
    if (becomesPenalty) {
      penaltyCard = 'major';
      steps.push(step('62B1', 'correction.majorPenaltyCard', { seat: r.seat, card: r.card }));
      steps.push(step('50D', 'penaltyCard.obligation', { seat: r.seat, card: r.card, partnerSeat: partnerOf(r.seat) }));
    } else if (!swapped) {
      if (role === 'declarer') steps.push(step('62B2', 'correction.declarerNoPenalty', { seat: r.seat, card: r.card }));
      else if (role === 'dummy') steps.push(step('62B2', 'correction.dummyNoPenalty', { seat: r.seat, card: r.card }));
      else steps.push(step('62B2', 'correction.facedCardNoPenalty', { seat: r.seat, card: r.card }));
    }
    // 62C: the cards others took back from the revoke trick.
    const tr = t.tricks[r.trick - 1];
    for (const w of tr.withdrawn) {
      if (!corr || w.seat === r.seat || w.at <= corr.at) continue;
      const newCard = tr.plays[playIndexOf(tr.plays, w.seat)]?.card ?? '';
      steps.push(sameSide(w.seat, r.seat)
        ? step('62C2', 'withdrawal.offendingSide', { seat: w.seat, card: w.card, newCard, trick: r.trick, penalty: w.becamePenaltyCard ? 'yes' : 'no' })
        : step('62C1', 'withdrawal.nonOffender', { seat: w.seat, card: w.card, newCard, trick: r.trick }));
    }
    if (corr && !swapped) steps.push(step(rules.withdrawnCardInformationLaw, 'withdrawal.information', { seat: r.seat }));
    if (status === 'trick12-corrected' && role === 'defender') {
      const t12 = t.tricks[11];
      // 62D2 concerns partner's play still to come: he had not played to trick 12 when the revoke came.
      const partnerAt = t12 ? playIndexOf(t12.plays, partnerOf(r.seat)) : -1;
      const partnerPlayedAfter = t12 !== undefined && (partnerAt < 0 || partnerAt > playIndexOf(t12.plays, r.seat));
      if (partnerPlayedAfter) steps.push(step('62D2', 'trick12.partnerRestriction', { seat: r.seat, partnerSeat: partnerOf(r.seat), rule: rules.trickTwelvePartnerRule }));
    }
  }
  if (r.trick === 12 && returnedBeforeAttention && first) steps.push(step('62D1', 'trick12.tooLate', { seat: r.seat }));

  // 64: the transfer.
  const q: TransferQuestion = { rules, revoke: r, role, after };
  let transfer: number | null = 0;
  let rule: TransferRule | null = null;
  let directorReview = false;
  const asIf = (status === 'corrected' || status === 'trick12-corrected') && (question === 'dummy-forfeited-rights' || question === 'illegal-adjust-as-if-established');

  if (status === 'unnoticed') {
    transfer = null;
    steps.push(step('62A', 'attention.notYet', { seat: r.seat, trick: r.trick }));
  } else if (status === 'trick12-corrected' && !asIf) {
    rule = '62D';
    steps.push(step('62D1', 'transfer.noneCorrected', { seat: r.seat }));
  } else if (status === 'corrected' && sameTrick62C3) {
    rule = '64B8';
    steps.push(step('64B8', 'noTransfer.64B8', { seat: r.seat }));
  } else if (asIf) {
    const law = question === 'dummy-forfeited-rights' ? '43B2b' : '63B';
    steps.push(step(law, 'transfer.asIfEstablished', { seat: r.seat, trick: r.trick }));
    if (penaltyCard && law === '63B') steps.push(step('63B', 'director.decides', { topic: 'illegalQuestionPenaltyCard1997' }));
    // A trick-12 revoke is put right under 62D, yet 43B2(b) and 1997 63B adjust as if it were
    // established; only 2007 and 2017 exempt trick 12 (64B6). Read literally, 1997 transfers.
    if (status === 'trick12-corrected' && !rules.trickTwelveExempt) steps.push(step('62D1', 'director.decides', { topic: 'trick12AsIfEstablished1997' }));
    const auto = transferSteps(c, q, steps);
    transfer = auto.transfer;
    rule = law;
    directorReview = true;
  } else if (status === 'corrected') {
    steps.push(step('62A', 'transfer.noneCorrected', { seat: r.seat }));
  } else {
    const auto = transferSteps(c, q, steps);
    transfer = auto.transfer;
    rule = auto.rule;
    directorReview = true;
    if (r.trick === 12 && c.edition === '1997' && returnedBeforeAttention) steps.push(step('64A', 'director.decides', { topic: 'trick12TooLate1997' }));
  }

  const shown = r.established !== null && (status === 'established' || status === 'trick12-corrected' || sameTrick62C3);
  const e = shown ? r.established : null;
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
  };
};

/** 61A: what the offender failed to do, from the replay's finding. */
const failureOf = (r: RevokeFact): RevokeFailure => {
  switch (r.kind) {
    case 'follow': return { kind: 'followSuit', suitLed: r.suitRequired, heldCard: r.legalCards[0] };
    case 'penalty-card': return { kind: 'penaltyCard', card: r.legalCards[0] };
    case 'lead-restriction': return r.leadOption === 'forbid' ? { kind: 'forbiddenLead', suit: r.suitRequired } : { kind: 'requiredLead', suit: r.suitRequired };
  }
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
  if (t.revokes.length === 0) steps.push(step('61A', 'board.noRevoke', {}));
  for (const r of t.revokes) {
    let ruling = judge(c, rules, t, after, r, steps);
    const side = sideOf(r.seat);
    const k = side === 'NS' ? 0 : 1;
    // Tricks already moved for an earlier revoke of the same side cannot move twice: the total is
    // capped by what that side won from its first penalised revoke on (editions.md, edge case 11).
    if (ruling.transfer !== null && ruling.transfer > 0) {
      if (firstTrick[k] === 0) firstTrick[k] = r.trick;
      const available = sideTricksFrom(after, r.seat, firstTrick[k]) - moved[k];
      if (ruling.transfer > available) {
        const count = Math.max(0, available);
        ruling = { ...ruling, transfer: count };
        steps.push(step('64A', 'transfer.capped', { count }));
      }
      moved[k] += ruling.transfer!;
    }
    if (ruling.directorReview) {
      if (ruling.rule === '64B2' && rules.equityItemsNamed) steps.push(step('64C2a', 'equity.repeatedRevokes', { seat: r.seat }));
      else if (ruling.rule === '64B7' && rules.equityItemsNamed) steps.push(step('64C2b', 'equity.bothSides', {}));
      else steps.push(step(rules.equityItemsNamed ? '64C1' : '64C', 'equity.check', { seat: r.seat }));
    }
    if (ruling.transfer !== null) steps.push(step(ruling.rule ?? '64A', 'transfer.result', { count: ruling.transfer ?? 0, seat: r.seat, toSide: side === 'NS' ? 'EW' : 'NS' }));
    revokes.push(ruling);
  }
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
    if (final !== won || revokes.length > 0) steps.push(step('77', 'score.final', { contract: c.contract, declarerSeat: c.declarer, tricks: final, score: scoreFinal, moved: final - won }));
  } else {
    steps.push(step('77', 'score.pending', {}));
  }
  return { edition: c.edition, revokes, tricks, score, steps };
};
