// One timeline action in words, e.g. "West plays ♠D", in the reader's letters.
import { kindOf, type ActionKind, type CaseFile } from '@/lib/engine';
import type { TableState } from '@/lib/engine';
import type { Seat } from '@/lib/engine';
import { formatCard, seatName } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { LooseTranslator } from '@/lib/i18n/translator';

/** `after` is the table after action `index`; `t` translates in the `action` namespace. */
export const describeAction = (caseFile: CaseFile, index: number, after: TableState, t: LooseTranslator, locale: Locale): string => {
  if (index < 0) return t('start');
  const a = caseFile.timeline[index];
  if (!a) return '';
  const seat = (s: Seat | undefined | null) => (s ? seatName(s, locale) : '');
  const playedBy = (at: number): Seat | undefined => {
    for (const tr of after.tricks) for (const p of tr.plays) if (p.at === at) return p.seat;
    return undefined;
  };
  const kind = kindOf(a);
  // A hand faced on the table (the engine's `face` action), told before the switch so this reads
  // the same whichever actions the engine's union lists.
  if ((kind as string) === 'face') {
    const f = (a as { face?: { seat?: Seat } }).face;
    return t('face', { seat: seat(f?.seat) });
  }
  switch (kind as Exclude<ActionKind, 'face'>) {
    case 'play':
      return 'play' in a ? t('play', { seat: seat(a.by ?? playedBy(index)), card: formatCard(a.play, locale) }) : '';
    case 'attention':
      return 'attention' in a ? t('attention', { seat: seat(a.attention.seat), trick: a.attention.trick ?? after.revokes.find((r) => r.seat === a.attention.seat)?.trick ?? '?' }) : '';
    case 'correct':
      return 'correct' in a ? t('correct', { seat: seat(a.by ?? playedBy(index)), card: formatCard(a.correct, locale) }) : '';
    case 'replace':
      return 'replace' in a ? t('replace', { seat: seat(a.replace.seat), card: formatCard(a.replace.card, locale) }) : '';
    case 'designate':
      return 'designate' in a ? t('designate', { seat: seat(a.by), card: formatCard(a.designate, locale) }) : '';
    case 'claim':
      return 'claim' in a ? t('claim', { seat: seat(a.claim.by), count: a.claim.tricks }) : '';
    case 'concede':
      return 'concede' in a ? t('concede', { seat: seat(a.concede.by), count: a.concede.tricks }) : '';
    case 'agree':
      return 'agree' in a ? t('agree', { seat: seat(a.agree.by) }) : '';
    case 'dispute':
      return 'dispute' in a ? t('dispute', { seat: seat(a.dispute.by) }) : '';
    case 'award':
      return 'award' in a ? t('award', { count: a.award.tricks }) : '';
    case 'leadOption':
      return t('leadOption');
    case 'handsReturned':
      return t('handsReturned');
    case 'nextBoardCall':
      return 'nextBoardCall' in a ? t('nextBoardCall', { seat: seat(a.nextBoardCall.by) }) : '';
    case 'roundEnd':
      return t('roundEnd');
  }
};
