// Law 61: what a revoke is, and who may ask about one.
import { SUITS, suitOf, partnerOf, type Card, type Seat, type Suit } from '../vocab';
import type { RevokeFact, RevokeKind } from '../table';
import type { Role } from '../ruling';
import type { EditionRules } from './editions';
import { askerOf, step, type Step } from '../steps';

/** The lead restriction declarer chose under Law 50D2 for the partner of a penalty card's holder. */
export interface LeadRestriction {
  readonly seat: Seat;
  readonly require?: Suit;
  readonly forbid?: Suit;
}

/** The hands as the replay holds them (replay.ts Replayer). */
export interface Hands {
  /** A player's cards of one suit, highest first; asked for only when the answer needs them. */
  cardsOfSuit(seat: Seat, suit: Suit): readonly Card[];
  holdsSuit(seat: Seat, suit: Suit): boolean;
}

/** What 61A reads of the table when `seat` plays. (The hands and the seat rather than two closures
 *  over them made for every look: 7,830 → 7,661 bytes allocated a ruling, sampling heap profile over
 *  the saved boards.) */
export interface PlayContext {
  readonly hands: Hands;
  readonly seat: Seat;
  readonly penaltyCards: readonly Card[];
  /** The suit led to this trick, or null when this card is the lead. */
  readonly suitLed: Suit | null;
  readonly restriction: LeadRestriction | null;
}

export interface RevokeFinding {
  readonly kind: RevokeKind;
  readonly leadOption?: 'require' | 'forbid';
  readonly suitRequired: Suit;
  readonly legalCards: readonly Card[];
}

/**
 * 61A: a revoke is a failure to follow suit (Law 44) when able, or a failure to lead or play,
 * when able, a card or suit the laws require (a major penalty card, Law 50D1) or that an opponent
 * specified in choosing a rectification (declarer's lead option, Law 50D2). Returns null for a legal play.
 */
export const findRevoke = (card: Card, ctx: PlayContext): RevokeFinding | null => {
  const { penaltyCards, suitLed, restriction } = ctx;
  if (suitLed === null) {
    // 50D1: a defender on lead with a major penalty card must lead it.
    if (penaltyCards.length > 0 && !penaltyCards.includes(card)) {
      return { kind: 'penalty-card', suitRequired: suitOf(penaltyCards[0]), legalCards: penaltyCards };
    }
    if (restriction?.require) {
      const legal = ctx.hands.cardsOfSuit(ctx.seat, restriction.require);
      if (legal.length > 0 && suitOf(card) !== restriction.require) return { kind: 'lead-restriction', leadOption: 'require', suitRequired: restriction.require, legalCards: legal };
    }
    if (restriction?.forbid) {
      const legal = SUITS.filter((x) => x !== restriction.forbid).flatMap((x) => ctx.hands.cardsOfSuit(ctx.seat, x));
      if (legal.length > 0 && suitOf(card) === restriction.forbid) return { kind: 'lead-restriction', leadOption: 'forbid', suitRequired: restriction.forbid, legalCards: legal };
    }
    return null;
  }
  if (suitOf(card) === suitLed) {
    // 50D1: holding a penalty card of the suit led, that card must be played.
    const penaltyOfSuit = penaltyCards.filter((c) => suitOf(c) === suitLed);
    if (penaltyOfSuit.length > 0 && !penaltyOfSuit.includes(card)) return { kind: 'penalty-card', suitRequired: suitLed, legalCards: penaltyOfSuit };
    return null;
  }
  if (ctx.hands.holdsSuit(ctx.seat, suitLed)) return { kind: 'follow', suitRequired: suitLed, legalCards: ctx.hands.cardsOfSuit(ctx.seat, suitLed) };
  // Void in the suit led: a major penalty card must be played now (discarding or ruffing).
  if (penaltyCards.length > 0 && !penaltyCards.includes(card)) return { kind: 'penalty-card', suitRequired: suitLed, legalCards: penaltyCards };
  return null;
};

/** What a question about a possible revoke amounts to, by who asked whom (61B, 43B2b, 1997 63B). */
export type QuestionRuling =
  | 'legal'
  /** Dummy who broke 43A2 asked declarer first: corrected, Law 64 as if established (43B2b). */
  | 'dummy-forfeited-rights'
  /** 1997: attention illegally drawn (a defender asked partner, dummy asked a defender): 63B. */
  | 'illegal-adjust-as-if-established'
  /** 2007/2017: an illegal question with no automatic consequence (16B may apply; Law 90). */
  | 'illegal-no-automatic-consequence'
  /** A defender asked partner, which this edition allows (with the risk of unauthorised information). */
  | 'defender-asked-partner-allowed';

export interface QuestionContext {
  readonly offender: Seat;
  readonly offenderRole: Role;
  readonly asker: Seat | null;
  readonly declarer: Seat;
  readonly dummyForfeitedRights: boolean;
  /** The case's regulating-authority setting, if any (61B, 1997 and 2007). */
  readonly defendersMayAskEachOther: boolean | undefined;
}

export const rulingOnQuestion = (rules: EditionRules, q: QuestionContext): QuestionRuling => {
  if (q.asker === null || q.asker === q.offender) return 'legal';
  const dummy = partnerOf(q.declarer);
  if (q.asker === dummy) {
    if (q.offender === q.declarer) return q.dummyForfeitedRights ? 'dummy-forfeited-rights' : 'legal';
    if (q.offenderRole === 'defender') {
      // 61B: dummy may ask only declarer.
      return rules.illegalQuestionAdjustsAsIfEstablished ? 'illegal-adjust-as-if-established' : 'illegal-no-automatic-consequence';
    }
    return 'legal';
  }
  if (q.offenderRole === 'defender' && q.asker === partnerOf(q.offender)) {
    const allowed = rules.regulatorMaySetDefendersAsking && q.defendersMayAskEachOther !== undefined
      ? q.defendersMayAskEachOther
      : rules.defendersMayAskEachOther;
    if (allowed) return 'defender-asked-partner-allowed';
    return rules.illegalQuestionAdjustsAsIfEstablished ? 'illegal-adjust-as-if-established' : 'illegal-no-automatic-consequence';
  }
  return 'legal';
};

/** 61A: the step saying what the revoke was. */
export const revokeStep = (r: RevokeFact, role: Role): Step => {
  switch (r.kind) {
    case 'follow': return step('61A', 'revoke.failedToFollow', { seat: r.seat, role, trick: r.trick, card: r.card, suit: r.suitRequired, heldCard: r.legalCards[0] });
    case 'penalty-card': return step('61A', 'revoke.failedToPlayPenaltyCard', { seat: r.seat, trick: r.trick, card: r.card, penaltyCard: r.legalCards[0] });
    case 'lead-restriction': return step('61A', 'revoke.ledAgainstOption', { seat: r.seat, trick: r.trick, card: r.card, suit: r.suitRequired, option: r.leadOption ?? 'require' });
  }
};

/** 61B (with 43B2b and the 1997 63B): the steps on who asked, where the laws limit it. */
export const questionSteps = (steps: Step[], rules: EditionRules, q: QuestionRuling, r: RevokeFact, asker: Seat | null): void => {
  if (q === 'legal') return;
  const p = { ...askerOf(asker), seat: r.seat, trick: r.trick };
  const edition = rules.edition;
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
