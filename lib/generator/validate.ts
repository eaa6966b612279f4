// The generator's own check of a board, independent of the engine: a full deck, every play by the
// player whose turn it is, from his hand, following suit unless it is one of the revokes the board
// declares in `expect`. Corrections and Law 62C changes put the new card in the old one's place.
import type { CaseFile } from '../engine';
import { parseDeal, isFullDeck } from '../engine';
import { SEATS, nextSeat, suitOf, rankOf, rankValue, type Card, type Seat } from '../engine';

interface Played {
  seat: Seat;
  card: Card;
}

export const boardProblems = (c: CaseFile): string[] => {
  const deal = parseDeal(c.deal);
  if (!deal.ok) return [`deal: ${deal.error}`];
  if (!isFullDeck(deal.value)) return ['deal: not a full deck'];
  const hands = Object.fromEntries(SEATS.map((s) => [s, [...deal.value[s]]])) as Record<Seat, Card[]>;
  const trump = c.contract.replace(/^\d/, '').replace(/X+$/, '');
  const revokes = new Set(((c.expect as { revokes?: { seat: Seat; trick: number }[] })?.revokes ?? []).map((r) => `${r.seat}${r.trick}`));
  const tricks: Played[][] = [];
  let leader: Seat = nextSeat(c.declarer);
  const winnerOf = (t: Played[]): Seat => {
    let w = t[0];
    for (const p of t.slice(1)) {
      const beats = suitOf(p.card) === suitOf(w.card) ? rankValue(rankOf(p.card)) > rankValue(rankOf(w.card)) : suitOf(p.card) === trump;
      if (beats) w = p;
    }
    return w.seat;
  };
  const out: string[] = [];
  c.timeline.forEach((a, i) => {
    if ('play' in a) {
      let cur = tricks[tricks.length - 1];
      if (!cur || cur.length === 4) {
        if (cur) leader = winnerOf(cur);
        cur = [];
        tricks.push(cur);
      }
      const seat = nextSeat(leader, cur.length);
      if (a.by && a.by !== seat) out.push(`action ${i}: ${a.by} plays out of turn (${seat} to play)`);
      if (!hands[seat].includes(a.play)) out.push(`action ${i}: ${seat} does not hold ${a.play}`);
      const led = cur[0] ? suitOf(cur[0].card) : null;
      if (led && suitOf(a.play) !== led && hands[seat].some((x) => suitOf(x) === led) && !revokes.has(`${seat}${tricks.length}`)) {
        out.push(`action ${i}: ${seat} fails to follow to trick ${tricks.length}, which the board does not declare`);
      }
      hands[seat] = hands[seat].filter((x) => x !== a.play);
      cur.push({ seat, card: a.play });
    } else if ('correct' in a || 'replace' in a) {
      const seat = 'correct' in a ? (a.by ?? null) : a.replace.seat;
      const card = 'correct' in a ? a.correct : a.replace.card;
      // the trick the changed card stands in: the latest one where that seat played another card
      for (let t = tricks.length - 1; t >= 0; t--) {
        const p = tricks[t].find((x) => (seat ? x.seat === seat : revokes.has(`${x.seat}${t + 1}`)) && x.card !== card);
        if (!p) continue;
        if (!hands[p.seat].includes(card) && !tricks.some((tr) => tr.some((x) => x.seat === p.seat && x.card === card))) out.push(`action ${i}: ${p.seat} does not hold ${card}`);
        hands[p.seat] = [...hands[p.seat].filter((x) => x !== card), p.card];
        p.card = card;
        break;
      }
    }
  });
  return out;
};
