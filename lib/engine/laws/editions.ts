// What differs between the 1997, 2007 and 2017 Laws of Duplicate Bridge, as data.
// Each row is read by the one law module it concerns; no other code asks which edition is in force.
// Source: ../shared/laws/editions.md, "Differences between editions at a glance".
import type { Edition } from '../vocab';

export interface EditionRules {
  /** The edition these rows are (steps name it so a text can say "the 1997 laws"). */
  readonly edition: Edition;
  /** 61B: may defenders ask each other "having none?" when the regulating authority says nothing. */
  readonly defendersMayAskEachOther: boolean;
  /** 61B: whether a regulating authority may change that (1997 zonal opt-outs, 2007 "unless the RA prohibits"). */
  readonly regulatorMaySetDefendersAsking: boolean;
  /** 1997 63B: attention illegally drawn → corrected, but Law 64 applies as if established. */
  readonly illegalQuestionAdjustsAsIfEstablished: boolean;
  /** 62A: the offender corrects when he becomes aware (1997, 2007) or when attention is drawn (2017). */
  readonly correctionTrigger: 'aware' | 'attention';
  /** 63A3/63A4: agreeing to the opponents' claim establishes at once (1997 "acquiesces", 2007 "agrees to"),
   *  or only once the agreement stands under Law 69A (2017 63A4). */
  readonly agreementEstablishes: 'at-once' | 'when-agreement-stands';
  /** The law that agreement establishes under. */
  readonly agreementLaw: '63A3' | '63A4';
  /** The law that says an established revoke stands (1997 63C, later 63B). */
  readonly establishedStandsLaw: '63B' | '63C';
  /** 64A2, 1997 only: one more trick when the offender later wins a trick with a card he could legally have played to the revoke trick. */
  readonly extraTrickForLegalCardLater: boolean;
  /** 64B3: which failures carry no automatic transfer. */
  readonly facedCardExemption: 'any-faced-card-or-hand' | 'penalty-card-or-dummy';
  /** 64B6: a revoke on trick twelve carries no transfer (not listed in 1997). */
  readonly trickTwelveExempt: boolean;
  /** When both sides revoke: 1997 WBFLC equity under 64C; 2007 64B7 whenever both revoked; 2017 64B7 when both are established. */
  readonly bothSides: '64C-equity' | '64B7-any' | '64B7-both-established';
  /** 62C3 (2017): both sides revoke on one trick, only one side has played on: both corrected, 64B8. */
  readonly bothSidesSameTrickCorrected: boolean;
  /** 62C2: the partner's withdrawn card is a penalty card (always major here: it was exposed by deliberate play, Law 50B). */
  readonly partnerWithdrawalLaw: '62C2';
  /** The law on information from withdrawn cards: 16C (1997), 16D (2007), 16C (2017). */
  readonly withdrawnCardInformationLaw: '16C' | '16D';
  /** The law on unauthorised information from partner: 16A (1997), 16B (2007, 2017). */
  readonly unauthorisedInformationLaw: '16A' | '16B';
  /** 62D2: trick-twelve restriction on the offender's partner: the two-suits rule (1997, 2007) or "Law 16C applies" (2017). */
  readonly trickTwelvePartnerRule: 'twoSuits' | '16C';
  /** 64C2: the 2017 law names repeated revokes (a) and both sides revoking (b) explicitly. */
  readonly equityItemsNamed: boolean;
  /** 2007 64B7 ("both sides revoked") does not say whether it holds when one of the revokes was corrected: the director decides. */
  readonly bothSidesOneCorrectedUnclear: boolean;
  /** 1997 has no 64B item for trick 12, nor a word on a trick-12 revoke found after the hands went back: the director decides. */
  readonly trickTwelveAfterReturnUnclear: boolean;
}

const RULES_1997: EditionRules = {
  edition: '1997',
  defendersMayAskEachOther: false,
  regulatorMaySetDefendersAsking: true,
  illegalQuestionAdjustsAsIfEstablished: true,
  correctionTrigger: 'aware',
  agreementEstablishes: 'at-once',
  agreementLaw: '63A3',
  establishedStandsLaw: '63C',
  extraTrickForLegalCardLater: true,
  facedCardExemption: 'any-faced-card-or-hand',
  trickTwelveExempt: false,
  bothSides: '64C-equity',
  bothSidesSameTrickCorrected: false,
  partnerWithdrawalLaw: '62C2',
  withdrawnCardInformationLaw: '16C',
  unauthorisedInformationLaw: '16A',
  trickTwelvePartnerRule: 'twoSuits',
  equityItemsNamed: false,
  bothSidesOneCorrectedUnclear: false,
  trickTwelveAfterReturnUnclear: true,
};

const RULES_2007: EditionRules = {
  edition: '2007',
  defendersMayAskEachOther: true,
  regulatorMaySetDefendersAsking: true,
  illegalQuestionAdjustsAsIfEstablished: false,
  correctionTrigger: 'aware',
  agreementEstablishes: 'at-once',
  agreementLaw: '63A3',
  establishedStandsLaw: '63B',
  extraTrickForLegalCardLater: false,
  facedCardExemption: 'any-faced-card-or-hand',
  trickTwelveExempt: true,
  bothSides: '64B7-any',
  bothSidesSameTrickCorrected: false,
  partnerWithdrawalLaw: '62C2',
  withdrawnCardInformationLaw: '16D',
  unauthorisedInformationLaw: '16B',
  trickTwelvePartnerRule: 'twoSuits',
  equityItemsNamed: false,
  bothSidesOneCorrectedUnclear: true,
  trickTwelveAfterReturnUnclear: false,
};

const RULES_2017: EditionRules = {
  edition: '2017',
  defendersMayAskEachOther: true,
  regulatorMaySetDefendersAsking: false,
  illegalQuestionAdjustsAsIfEstablished: false,
  correctionTrigger: 'attention',
  agreementEstablishes: 'when-agreement-stands',
  agreementLaw: '63A4',
  establishedStandsLaw: '63B',
  extraTrickForLegalCardLater: false,
  facedCardExemption: 'penalty-card-or-dummy',
  trickTwelveExempt: true,
  bothSides: '64B7-both-established',
  bothSidesSameTrickCorrected: true,
  partnerWithdrawalLaw: '62C2',
  withdrawnCardInformationLaw: '16C',
  unauthorisedInformationLaw: '16B',
  trickTwelvePartnerRule: '16C',
  equityItemsNamed: true,
  bothSidesOneCorrectedUnclear: false,
  trickTwelveAfterReturnUnclear: false,
};

export const EDITION_RULES: { readonly [E in Edition]: EditionRules } = { '1997': RULES_1997, '2007': RULES_2007, '2017': RULES_2017 };

/** The rows of one edition. (A switch, not EDITION_RULES[edition]: "1997" is an array index to V8,
 *  and reads of such keys take its slow dictionary path on every ruling.) */
export const rulesOf = (edition: Edition): EditionRules => {
  switch (edition) {
    case '1997': return RULES_1997;
    case '2007': return RULES_2007;
    case '2017': return RULES_2017;
  }
};
