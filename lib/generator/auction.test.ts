import { describe, expect, it } from 'vitest';
import { FAMILIES, generateScenario, type GeneratedCase } from './index';
import { SEATS, SUITS, parseDeal, rankIndex, rankOf, suitOf, type Card, type Seat } from '../engine';
import { makeAuction, valuesForGame } from './auction';
import { card } from './cards';

const STRAINS = ['C', 'D', 'H', 'S', 'NT'];
const value = (bid: string): number => Number(bid[0]) * 5 + STRAINS.indexOf(bid.slice(1));

/** What an auction comes to, read independently of the generator (Laws 18-22): null when illegal. */
const readCalls = (calls: readonly string[], dealer: Seat): { contract: string; declarer: Seat } | null => {
  let last = 0;
  let lastBy = -1;
  let passes = 0;
  let doubled = false;
  const first: Record<string, number> = {};
  for (let i = 0; i < calls.length; i++) {
    if (last > 0 ? passes === 3 : passes === 4) return null;
    const seat = (SEATS.indexOf(dealer) + i) % 4;
    const c = calls[i];
    if (c === 'P') passes++;
    else if (c === 'X') {
      // a double only of an opponent's undoubled bid
      if (last === 0 || doubled || lastBy % 2 === seat % 2) return null;
      doubled = true;
      passes = 0;
    } else {
      if (!/^[1-7](C|D|H|S|NT)$/.test(c) || value(c) <= last) return null;
      last = value(c);
      lastBy = seat;
      doubled = false;
      first[`${seat % 2}${c.slice(1)}`] ??= seat;
      passes = 0;
    }
  }
  if (last === 0 || passes !== 3) return null;
  const strain = STRAINS[last % 5];
  return { contract: `${Math.floor(last / 5)}${strain}${doubled ? 'X' : ''}`, declarer: SEATS[first[`${lastBy % 2}${strain}`]] };
};

/**
 * Calls in a suit the other side has already bid: in the stated natural system that is a cue bid,
 * which the generator does not mean (a Blackwood answer after partner's 4NT is artificial, not counted).
 */
const cueBids = (calls: readonly string[]): string[] => {
  const bid: [Set<string>, Set<string>] = [new Set(), new Set()];
  const out: string[] = [];
  calls.forEach((c, i) => {
    if (c === 'P' || c === 'X' || c === 'XX') return;
    const strain = c.slice(1);
    const side = i % 2;
    const afterBlackwood = i >= 2 && calls[i - 2] === '4NT';
    if (strain !== 'NT' && !afterBlackwood && bid[1 - side].has(strain)) out.push(`${c} (call ${i + 1})`);
    bid[side].add(strain);
  });
  return out;
};

/** Four hands from a deal written North East South West, suits spades to clubs (as a case file's `deal` after "N:"). */
const handsOf = (deal: string): number[][] => {
  const hands = deal.split(' ').map((h) => h.split('.').flatMap((cards, suit) => [...cards].map((r) => card(suit, '23456789TJQKA'.indexOf(r)))));
  if (new Set(hands.flat()).size !== 52 || hands.some((h) => h.length !== 13)) throw new Error(`not a deal: ${deal}`);
  return hands;
};

/** The game level of each strain, read from a contract's text. */
const GAME: Record<string, number> = { NT: 3, S: 4, H: 4, D: 5, C: 5 };

const ROTATION = ['None', 'NS', 'EW', 'All', 'NS', 'EW', 'All', 'None', 'EW', 'All', 'None', 'NS', 'All', 'None', 'NS', 'EW'];

describe('every generated board carries its number, dealer, vulnerability, system and auction', () => {
  it.each(FAMILIES.flatMap((f) => f.editions.map((e) => [f.name, e] as const)))('%s %s: 30 seeds', (family, edition) => {
    for (let seed = 0; seed < 30; seed++) {
      const r = generateScenario(family, seed, edition);
      if (!r.ok) throw new Error(r.error.message);
      const c: GeneratedCase = r.value;
      expect(c.board).toBeGreaterThanOrEqual(1);
      expect(c.dealer).toBe(SEATS[(c.board - 1) % 4]);
      expect(c.vulnerable).toBe(ROTATION[(c.board - 1) % 16]);
      expect(c.system).toBe('natural-5M-15-17');
      expect(readCalls(c.auction, c.dealer), `seed ${seed}: ${c.auction.join(' ')}`).toEqual({ contract: c.contract, declarer: c.declarer });
      expect(cueBids(c.auction), `seed ${seed}: ${c.auction.join(' ')}`).toEqual([]);
    }
  });
});

describe('the natural system', () => {
  it('a 15-17 balanced declarer opens 1NT and partner raises to game', () => {
    // N: AK3 K32 QJ2 K432, 16 points; S: Q52 Q54 K54 Q876
    const n = [card(0, 12), card(0, 11), card(0, 1), card(1, 11), card(1, 1), card(1, 0), card(2, 10), card(2, 9), card(2, 0), card(3, 11), card(3, 2), card(3, 1), card(3, 0)];
    const s = [card(0, 10), card(0, 0), card(0, 3), card(1, 10), card(1, 3), card(1, 2), card(2, 11), card(2, 3), card(2, 2), card(3, 10), card(3, 4), card(3, 5), card(3, 6)];
    const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !n.includes(c) && !s.includes(c));
    const calls = makeAuction({ hands: [n, rest.slice(0, 13), s, rest.slice(13)], dealer: 0, declarer: 0, trump: -1, level: 3 });
    expect(calls?.slice(0, 3)).toEqual(['1NT', 'P', '3NT']);
  });

  it('a slam goes through Blackwood, asked by the stronger hand: after a strong 2C (22 points or more), 2D and 2S, partner raises and the 2C opener asks (5C: none or all four)', () => {
    const n = [card(0, 12), card(0, 11), card(0, 10), card(0, 9), card(0, 8), card(1, 12), card(1, 11), card(2, 12), card(2, 11), card(3, 12), card(3, 1), card(3, 0), card(2, 0)];
    const s = [card(0, 7), card(0, 6), card(0, 5), card(1, 10), card(1, 9), card(1, 8), card(2, 10), card(2, 9), card(3, 11), card(3, 10), card(3, 9), card(1, 0), card(2, 1)];
    const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !n.includes(c) && !s.includes(c));
    const calls = makeAuction({ hands: [n, rest.slice(0, 13), s, rest.slice(13)], dealer: 0, declarer: 0, trump: 0, level: 6 });
    expect(calls).toEqual(['2C', 'P', '2D', 'P', '2S', 'P', '3S', 'P', '4NT', 'P', '5C', 'P', '6S', 'P', 'P', 'P']);
  });

  // Each deal below is written North East South West as in a case file; the other side holds no
  // opening bid and no five-card suit to overcall with, unless the case is about them.
  const auctionOf = (deal: string, dealer: number, declarer: number, trump: number, level: number): readonly string[] | null =>
    makeAuction({ hands: handsOf(deal), dealer, declarer, trump, level });

  it('a 15-17 balanced dummy opens 1NT whatever his length in declarer\'s suit', () => {
    // North 15 points 3-3-4-3 with three spades; South six spades
    expect(auctionOf('K93.AQ4.KJ82.Q63 T7.KJ98.AT97.JT8 AQJ865.72.Q5.942 42.T653.643.AK75', 0, 2, 0, 4)).toEqual(['1NT', 'P', '4S', 'P', 'P', 'P']);
  });

  it('reads the hands again when they changed in place since the last auction (it keeps the last answer only for the same cards)', () => {
    const hands = handsOf('K93.AQ4.KJ82.Q63 T7.KJ98.AT97.JT8 AQJ865.72.Q5.942 42.T653.643.AK75');
    const asked = { hands, dealer: 0, declarer: 2, trump: 0, level: 4 };
    expect(makeAuction(asked)).toEqual(['1NT', 'P', '4S', 'P', 'P', 'P']);
    // North's 15-point hand and East's traded in the same arrays: East, in front of South, now
    // holds the opening hand, and no natural auction reaches South's 4S
    const north = [...hands[0]];
    hands[0].splice(0, 13, ...hands[1]);
    hands[1].splice(0, 13, ...north);
    const again = makeAuction(asked);
    expect(again).toBeNull();
    expect(again).toEqual(makeAuction({ ...asked, hands: hands.map((h) => [...h]) }));
  });

  it('partner does not raise a major with fewer than three cards of it: he bids his own suit, declarer rebids his, and partner takes it on', () => {
    // North 15 points and six hearts rebids 2H (12-15); South, 10 points and two hearts, invites and North bids game
    expect(auctionOf('A5.AKJ974.K82.63 JT9.QT8.QJT7.K74 KQ842.32.A94.J85 763.65.653.AQT92', 0, 0, 1, 4)).toEqual(['1H', 'P', '1S', 'P', '2H', 'P', '3H', 'P', '4H', 'P', 'P', 'P']);
    // with a singleton heart South does not raise: no auction reaches 4H (1H 1S 4H had been bid on 15 points)
    expect(auctionOf('A5.AKJ974.K82.63 JT9.QT8.QJT7.K74 KQ842.3.A94.J852 763.652.653.AQT9', 0, 0, 1, 4)).toBeNull();
    // a part-score: 1H 1S 2H, passed
    expect(auctionOf('A5.AKJ974.K82.63 JT9.QT8.QJT7.K74 KQ842.3.A94.J852 763.652.653.AQT9', 0, 0, 1, 2)).toEqual(['1H', 'P', '1S', 'P', '2H', 'P', 'P', 'P']);
  });

  it('an opener who cannot raise rebids his six-card suit, not no trump on a singleton', () => {
    // North 1-6-3-3 opens 1H; South, declarer in spades, holds six of them
    expect(auctionOf('4.AKJ875.KQ3.Q82 QT8.QT6.JT98.K96 AKJ963.94.A5.J74 752.32.7642.AT53', 0, 2, 0, 4)).toEqual(['1H', 'P', '1S', 'P', '2H', 'P', '4S', 'P', 'P', 'P']);
  });

  it('over the opponents\' opening a hand without a five-card suit doubles for takeout instead of overcalling', () => {
    // East opens 1D; South 4-4-1-4 with 13 points doubles, North bids his hearts, South raises
    // (South's 13 points raise to two; North, 11, bids three)
    expect(auctionOf('762.AT82.KT3.A74 Q5.K3.AJ7542.K83 AK93.QJ54.6.QJ92 JT84.976.Q98.T65', 1, 0, 1, 3)).toEqual(['1D', 'X', 'P', '1H', 'P', '2H', 'P', '3H', 'P', 'P', 'P']);
  });

  it('a declarer with fewer than 10 points responds 1NT and bids his long suit once opener has rebid', () => {
    // North opens 1S; South, 6 points and six diamonds, would need 10 for 2D at once
    expect(auctionOf('AKJ74.Q93.5.KJ82 QT98.AT8.J76.Q97 62.J7.KQT983.T54 53.K6542.A42.A63', 0, 2, 2, 3)).toEqual(['1S', 'P', '1NT', 'P', '2C', 'P', '3D', 'P', 'P', 'P']);
  });

  it('a 15-17 balanced declarer with four cards of the major opens 1NT, and partner with four finds it through Stayman', () => {
    expect(auctionOf('KJ3.AQ84.K95.Q72 QT97.J97.JT8.T96 A85.KT62.Q74.J85 642.53.A632.AK43', 0, 0, 1, 4)).toEqual(['1NT', 'P', '2C', 'P', '2H', 'P', '4H', 'P', 'P', 'P']);
  });

  it('no auction (the generator deals again) where a hand of 22 points would have to open at the one level: a part-score', () => {
    expect(auctionOf('AKQJ84.AK5.AQ.K3 T96.QJT.JT98.AJT 752.8643.K52.Q94 3.972.7643.87652', 0, 0, 0, 2)).toBeNull();
  });

  it('no auction where a 19-point opener would pass partner\'s raise to a part-score', () => {
    // North 19 points and five spades; South three spades and 4 points raises to 2S
    expect(auctionOf('AKJ84.AQ5.KQ3.73 T96.KJT.JT98.AJT 752.8643.752.Q94 Q3.972.A64.K8652', 0, 0, 0, 2)).toBeNull();
    // the same hands in game: 1S, 2S, and North bids 4S himself
    expect(auctionOf('AKJ84.AQ5.KQ3.73 T96.KJT.JT98.AJT 752.8643.752.Q94 Q3.972.A64.K8652', 0, 0, 0, 4)).toEqual(['1S', 'P', '2S', 'P', '4S', 'P', 'P', 'P']);
  });

  it('a partner under 10 points raises declarer\'s second suit one level, and the opener bids game (no jump to game on 8 points)', () => {
    // West opens 1D on 21 points and rebids 1S; East, 8 points and four spades, had jumped to 4S
    expect(auctionOf('2.KJT9875.T5.A84 JT96.AQ64.987.J5 8753.2.K2.T97632 AKQ4.3.AQJ643.KQ', 0, 3, 0, 4)).toEqual(['P', 'P', 'P', '1D', 'P', '1H', 'P', '1S', 'P', '2S', 'P', '4S', 'P', 'P', 'P']);
  });

  it('a one-level suit is raised by strength: a responder of 10-12 makes a limit raise, an opener of 16-18 jumps to three, and the bidder bids game', () => {
    // East, 11 points and three spades, had raised West's 1S to 4S at once
    expect(auctionOf('QT97.J97.JT8.T96 K52.KT62.Q74.K85 6.543.A632.AJ432 AJ843.AQ8.K95.Q7', 3, 3, 0, 4)).toEqual(['1S', 'P', '3S', 'P', '4S', 'P', 'P', 'P']);
    // West opens 1D on 18 points and holds four of East's spades: 3S, and East bids the game (not 1D 1S 4S)
    expect(auctionOf('QT97.J97.JT8.T96 J852.KT62.Q7.J85 6.543.A632.AK432 AK43.AQ8.K954.Q7', 3, 1, 0, 4)).toEqual(['1D', 'P', '1S', 'P', '3S', 'P', '4S', 'P', 'P', 'P']);
  });

  it('declarer answers partner\'s one of a suit in no trump by strength: 2NT on 10-12, raised to 3NT by an opener of 13; 1NT on 6-10, raised by one of 18', () => {
    // South opens 1H on 16; North, 11 points, invites with 2NT (he had jumped to 3NT)
    expect(auctionOf('Q42.T8.AK975.Q52 J853.A74.JT4.J74 K96.KJ653.Q6.AK8 AT7.Q92.832.T963', 2, 0, -1, 3)).toEqual(['1H', 'P', '2NT', 'P', '3NT', 'P', 'P', 'P']);
    // West opens 1S on 19; East, 8 points, answers 1NT and West raises
    expect(auctionOf('J74.T85.J7654.T7 T8.J643.AK3.6432 Q32.972.Q82.AK95 AK965.AKQ.T9.QJ8', 2, 1, -1, 3)).toEqual(['P', '1S', 'P', '1NT', 'P', '3NT', 'P', 'P', 'P']);
    // the same West on 17: he passes 1NT, and East on 8 points cannot bid 3NT himself
    expect(auctionOf('J74.Q85.J7654.T7 T8.J643.AK3.6432 Q32.972.Q82.AK95 AK965.AKT.T9.QJ8', 2, 1, -1, 3)).toBeNull();
  });

  it('no no-trump answer over a four-card major that could be bid at the one level: that hand bids the major, and his partner declares', () => {
    // East, 11 points and AJ52 of spades, had answered West's 1D with 2NT
    const deal = 'K976.K872.Q2.A75 AJ52.QJ4.73.KT62 Q83.T95.T9864.Q3 T4.A63.AKJ5.J984';
    expect(auctionOf(deal, 3, 1, -1, 3)).toBeNull();
    // South, 11 points and JT63 of spades, had answered North's 1C with 1NT and North, holding four spades, bid 2S
    const spades = 'AQ98.42.92.AK752 K7542.76.A63.Q98 JT63.AKT.Q75.JT4 .QJ9853.KJT84.63';
    expect(auctionOf(spades, 2, 0, 0, 2)).toBeNull();
    expect(auctionOf(spades, 2, 2, 0, 2)).toEqual(['P', 'P', '1C', 'P', '1S', 'P', '2S', 'P', 'P', 'P']);
  });

  it('a responder of 13 points or more with support bids a suit of his own first and raises after the rebid (the jump to game is pre-emptive)', () => {
    // East, 15 points and three spades, had raised West's 1S to 4S at once: 2H, West's 2S, 4S
    expect(auctionOf('QT97.J97.JT8.T96 K52.KT62.AQ4.K85 6.543.7632.AJ432 AJ843.AQ8.K95.Q7', 3, 3, 0, 4)).toEqual(['1S', 'P', '2H', 'P', '2S', 'P', '4S', 'P', 'P', 'P']);
    // with 4-3-3-3 and no suit of four beside the trumps he bids his longer minor of three (clubs of equals)
    expect(auctionOf('QT7.J97.JT8.T962 K952.KT6.AQ4.K85 6.5432.7632.AJ43 AJ843.AQ8.K95.Q7', 3, 3, 0, 4)).toEqual(['1S', 'P', '2C', 'P', '2S', 'P', '4S', 'P', 'P', 'P']);
  });

  it('the stronger hand asks for aces: a 9-point partner raises, and the 20-point opener asks and bids the slam', () => {
    // East had bid 1H 4NT on 9 points
    expect(auctionOf('K9742.T7.53.T965 QJT3.J852.7.KQ74 65.KQ.QT9862.J83 A8.A9643.AKJ4.A2', 3, 3, 1, 6)).toEqual(['1H', 'P', '2H', 'P', '4NT', 'P', '5C', 'P', '6H', 'P', 'P', 'P']);
  });

  it('a declarer under 10 points who responded 1NT bids his suit at its cheapest level, and opener with three cards raises to game', () => {
    // South, 8 points and AJT95 of diamonds, had jumped 1S 1NT 2S 5D
    expect(auctionOf('AK9842.A7.KQ4.A5 QT3.943.832.J763 7.J865.AJT95.Q42 J65.KQT2.76.KT98', 0, 2, 2, 5)).toEqual(['1S', 'P', '1NT', 'P', '2S', 'P', '3D', 'P', '5D', 'P', 'P', 'P']);
  });

  it('an opener of 12-14 rebids 1NT and partner raises to 3NT (the jump to 3NT shows 18-19)', () => {
    // West, 12 points, had bid 1H 1S 3NT
    expect(auctionOf('QJ97.T7.A653.J93 KT53.AJ.KQ94.K62 A64.9654.T87.875 82.KQ832.J2.AQT4', 3, 3, -1, 3)).toEqual(['1H', 'P', '1S', 'P', '1NT', 'P', '3NT', 'P', 'P', 'P']);
  });

  it('an opener of 18 points or more who rebids no trump jumps to 2NT (1NT shows 12-14)', () => {
    // West opens 1C on 19 points 2-4-3-4; he had rebid 1NT
    expect(auctionOf('952.T54.K983.K52 KJT874.K86.72.Q6 Q3.973.T654.AT94 A6.AQJ2.AQJ.J873', 3, 1, 0, 4)).toEqual(['1C', 'P', '1S', 'P', '2NT', 'P', '4S', 'P', 'P', 'P']);
  });

  it('no auction where a hand of 19 points would stop in a part-score its partner has bid to', () => {
    // West, 20 points 5-4-3-1, had bid P P 1S P 2S P 3S; in game he bids 4S himself
    const deal = 'KJ9.85.973.T8542 T65.J3.J64.KQ963 43.A9764.T852.AJ AQ872.KQT2.AKQ.7';
    expect(auctionOf(deal, 0, 3, 0, 3)).toBeNull();
    expect(valuesForGame(handsOf(deal), 3, 0, 3)).toBe(true);
    expect(auctionOf(deal, 0, 3, 0, 4)).toEqual(['P', 'P', 'P', '1S', 'P', '2S', 'P', '4S', 'P', 'P', 'P']);
    // East, 20 points, had bid 1H 1S 2H P 3H over South's overcall
    expect(auctionOf('QJ984.6.9432.KQ2 A.AK432.AKQ8.754 T7532.QT5.J.AJ83 K6.J987.T765.T96', 1, 1, 1, 3)).toBeNull();
  });

  // North 21 points 4-3-3-3 or 3-4-3-3 in the first two; East and West hold no opening nor a suit to overcall
  it('a 20-21 balanced declarer opens 2NT and partner raises to game (1C and a jump to 2NT would show 18-19)', () => {
    expect(auctionOf('AKJ3.AQ8.KQ5.Q72 Q98.T97.T98.AT96 T54.KJ62.J74.J85 762.543.A632.K43', 0, 0, -1, 3)).toEqual(['2NT', 'P', '3NT', 'P', 'P', 'P']);
  });

  it('over a 2NT opening partner with four cards of the opener\'s major finds it through Stayman (3C)', () => {
    expect(auctionOf('AKJ.AQ83.KQ5.Q72 Q98.T97.T98.AT96 T54.KJ62.J74.J85 7632.54.A632.K43', 0, 0, 1, 4)).toEqual(['2NT', 'P', '3C', 'P', '3H', 'P', '4H', 'P', 'P', 'P']);
  });

  it('over dummy\'s 2NT declarer bids his five-card major at the three level and dummy raises with three cards', () => {
    expect(auctionOf('AK3.AQ8.KQ5.QJ72 J87.T97.T98.AK96 QT954.KJ62.J74.8 62.543.A632.T543', 0, 2, 0, 4)).toEqual(['2NT', 'P', '3S', 'P', '4S', 'P', 'P', 'P']);
  });

  it('no auction where declarer\'s clubs would be named by Stayman (3C over 2NT, 2C over 1NT); 3C over 1NT on six invites 3NT', () => {
    // North 20 points 3-3-4-3 opens 2NT; South, six clubs, cannot show them
    expect(auctionOf('AK3.AQ8.KQ54.Q72 QJT9.T97.T98.AK4 54.KJ6.J7.JT9865 8762.5432.A632.3', 0, 2, 3, 5)).toBeNull();
    // North 17 points opens 1NT
    const oneNoTrump = 'AK3.K98.KQ54.Q72 QJT9.AT7.T98.AK4 54.QJ6.J7.JT9865 8762.5432.A632.3';
    expect(auctionOf(oneNoTrump, 0, 2, 3, 2)).toBeNull();
    expect(auctionOf(oneNoTrump, 0, 2, 3, 3)).toEqual(['1NT', 'P', '3C', 'P', 'P', 'P']);
  });

  it('no part-score of three in a major over dummy\'s 1NT (forcing), nor of three in a minor on five cards', () => {
    // North 17 points opens 1NT; South five spades, then five diamonds
    expect(auctionOf('AK3.K98.KQ54.Q72 QJT9.AT7.T98.AK4 87652.QJ6.J7.J65 4.5432.A632.T983', 0, 2, 0, 3)).toBeNull();
    expect(auctionOf('AK3.K98.KQ54.Q72 QJT9.AT7.T98.AK4 85.QJ6.J7632.J65 7642.5432.A.T983', 0, 2, 2, 3)).toBeNull();
  });

  it('a part-score of three is bid by strength: the opener of 12-15 raises to two and the responder bids three (a jump to three shows 16-18)', () => {
    // West opens 1C on 12 points with four diamonds; East, declarer, had heard 1C 1D 3D
    expect(auctionOf('93.J852.T53.Q987 KJ52.643.AKQJ8.5 AT74.AKT9.42.T63 Q86.Q7.976.AKJ42', 3, 1, 2, 3)).toEqual(['1C', 'P', '1D', 'P', '2D', 'P', '3D', 'P', 'P', 'P']);
  });

  it('an opener of 15 points or more does not pass a limit raise: no part-score, and game is bid', () => {
    // South opens 1S on 15; North, 10 points and four spades, raises to three
    const deal = 'KT8.643.AQJ.T842 4.AKQ5.9876.9753 AJ965.872.K5.AK6 Q732.JT9.T432.QJ';
    expect(auctionOf(deal, 3, 2, 0, 3)).toBeNull();
    expect(auctionOf(deal, 3, 2, 0, 4)).toEqual(['P', 'P', 'P', '1S', 'P', '3S', 'P', '4S', 'P', 'P', 'P']);
  });

  it('an opener of 15-17 who is not balanced has no no-trump rebid (1NT shows 12-14, 2NT 18-19)', () => {
    // East opens 1C on 17 points 2-4-2-5; he had rebid 1NT over West's 1S
    expect(auctionOf('K83.QJ72.JT86.A2 A2.K643.A3.KQJ76 JT5.T85.Q94.T983 Q9764.A9.K752.54', 3, 1, -1, 3)).toBeNull();
  });

  it('a responder under 10 points makes no free bid at the two level over an overcall: the plan is bid without it', () => {
    // South opens 1C; North, 7 points and five diamonds, had bid 2D over West's 1S (South's 19 points rebid 2NT, North raises)
    expect(auctionOf('J9.J6.KQ632.T872 732.Q542.T84.K94 AKQ.AT98.J95.AJ5 T8654.K73.A7.Q63', 2, 2, -1, 3)).toEqual(['1C', 'P', '1D', 'P', '2NT', 'P', '3NT', 'P', 'P', 'P']);
  });

  it('a hand without opening values does not open: a contract only it could open has no auction', () => {
    // South, declarer in diamonds with 6 points, would have to open; North (7 points) has not the values either
    expect(auctionOf('KJ74.Q93.542.J82 AQ98.AT8.J76.Q97 62.J7.KQT983.T54 T53.K6542.A.AK63', 2, 2, 2, 2)).toBeNull();
  });

  it('no auction where the plan needs an opponent of 13 points to pass with nothing bid before him', () => {
    // East, dealer, 13 points, opens 1D, which South's planned diamond opening cannot get past;
    // the board had read P 1D P 1H P 3H, East silent
    expect(auctionOf('762.AT82.KT.A754 Q5.K3.AJ754.K832 AK93.QJ54.863.Q9 JT84.976.Q92.JT6', 1, 0, 1, 3)).toBeNull();
    // nor where his opening would reach the contract: East's 1NT, 15 points, over South's 1NT contract
    // (the board had read P P 1NT P P P, East silent)
    expect(auctionOf('Q542.65.JT52.K54 AT86.A8.K843.AT8 KJ.KJT32.AQ6.QJ6 973.Q974.97.9732', 0, 2, -1, 1)).toBeNull();
  });

  it('no auction where the plan needs a major opened on four cards or a 1NT hand to open a four-card minor', () => {
    // South, dealer and dummy, 3-4-4-2 with 13 points: his natural 1D is North's suit to name, and 1H would be four cards
    expect(auctionOf('72.A5.KQT9862.Q4 T964.T87.J3.KJ72 KJ5.KQ96.A754.85 AQ83.J432..AT963', 2, 0, 2, 5)).toBeNull();
    // North, dealer and declarer in diamonds, 16 points 3-3-4-3: a 1NT opening, which cannot name diamonds first
    expect(auctionOf('KJ5.KQ9.AJ54.Q85 T964.T87.K3.KJ72 72.A65.QT9862.64 AQ83.J432.7.AT93', 0, 0, 2, 3)).toBeNull();
  });

  it('22 points or more open a strong 2C: 2D waiting, declarer\'s suit, partner\'s raise and declarer\'s game', () => {
    expect(auctionOf('AKQJ84.AK5.AQ.K3 T96.QJT.JT98.AJT 752.8643.K52.Q94 3.972.7643.87652', 0, 0, 0, 4)).toEqual(['2C', 'P', '2D', 'P', '2S', 'P', '3S', 'P', '4S', 'P', 'P', 'P']);
  });

  it('a slam where dummy holds two trumps is declarer\'s to place: dummy rebids, declarer asks for aces and bids the slam', () => {
    // West opens 1H with A9 of spades; East, six spades, had heard West ask and raise: 1H 1S 4NT 5H 6S
    expect(auctionOf('73.J8742.KT94.T7 QJ6542.K.AJ62.AQ KT8.T3.8753.J983 A9.AQ965.Q.K6542', 3, 1, 0, 6)).toEqual(['1H', 'P', '1S', 'P', '2C', 'P', '4NT', 'P', '5H', 'P', '6S', 'P', 'P', 'P']);
    // West's 1D and K4 of spades: his rebid is his second suit, not no trump
    expect(auctionOf('T2.862.T874.QJ97 A97653.J74.A.K65 QJ8.K93.9652.432 K4.AQT5.KQJ3.AT8', 3, 1, 0, 6)).toEqual(['1D', 'P', '1S', 'P', '2H', 'P', '4NT', 'P', '5H', 'P', '6S', 'P', 'P', 'P']);
    // a strong 2C opener with AK of hearts asks and raises West's positive 2H itself: no plan for that slam
    expect(auctionOf('9853.98765.94.75 AQ6.AK.AK73.AQT3 K742..QT8652.J84 JT.QJT432.J.K962', 0, 3, 1, 6)).toBeNull();
  });

  it('no no-trump rebid at the one or two level on a six-card suit: the waiting hand bids its suit, and a no-trump part-score on such a hand has no plan', () => {
    // after 2C 2D 2S, West (3 points, two spades) shows his six hearts; he had bid 2NT
    expect(auctionOf('7.K2.AK4.T985432 AKQJT954.A.Q2.AQ 86.JT54.J9653.K6 32.Q98763.T87.J7', 1, 1, 0, 4)).toEqual(['2C', 'P', '2D', 'P', '2S', 'P', '3H', 'P', '4S', 'P', 'P', 'P']);
    // North, AKQJ62 of clubs, had rebid 2NT over 1S (P P 1C P 1S P 2NT)
    expect(auctionOf('T3.AKQ.J6.AKQJ62 AQ94.T762.AT93.7 J752.J83.Q872.85 K86.954.K54.T943', 2, 0, -1, 2)).toBeNull();
  });

  it('a partner of fewer than 10 points with three trumps raises one level and the opener bids game (a jump is for five trumps)', () => {
    // North 14 points and five spades opens; South 7 points and three spades: 1S 2S 3S 4S
    expect(auctionOf('AKJ84.Q95.KQ3.73 T96.KJT.JT98.AJT 752.A643.752.Q94 Q3.872.A64.K8652', 0, 0, 0, 4)).toEqual(['1S', 'P', '2S', 'P', '3S', 'P', '4S', 'P', 'P', 'P']);
    // with five spades he jumps to game at once
    expect(auctionOf('AKJ84.Q95.KQ3.73 T96.KJT.JT98.AJT Q7532.A643.75.Q9 .872.A642.K86542', 0, 0, 0, 4)).toEqual(['1S', 'P', '4S', 'P', 'P', 'P']);
  });
});

describe('the calls fit the hands that make them (issue 11: a plausible auction in the stated system)', () => {
  // read from the case file alone: each hand's suit lengths (spades first) and points
  const read = (deal: string): { len: number[]; points: number }[] => {
    const hands = deal.slice(2).split(' ').map((h) => h.split('.'));
    const first = SEATS.indexOf(deal[0] as Seat);
    const out: { len: number[]; points: number }[] = [];
    hands.forEach((suits, i) => {
      const points = suits.join('').split('').reduce((n, r) => n + Math.max(0, 'JQKA'.indexOf(r) + 1), 0);
      out[(first + i) % 4] = { len: suits.map((x) => x.length), points };
    });
    return out;
  };
  const SUIT_OF: Record<string, number> = { S: 0, H: 1, D: 2, C: 3 };
  it.each(FAMILIES.flatMap((f) => f.editions.map((e) => [f.name, e] as const)))('%s %s: 40 seeds', (family, edition) => {
    for (let seed = 3_000_000; seed < 3_000_040; seed++) {
      const r = generateScenario(family, seed, edition);
      if (!r.ok) throw new Error(r.error.message);
      const c = r.value;
      const hands = read(c.deal);
      const at = `seed ${seed}: ${c.auction.join(' ')} (${c.deal})`;
      let opener = -1;
      let opening = '';
      const lastBid = c.auction.filter((x) => x !== 'P' && x !== 'X' && x !== 'XX').at(-1);
      const spoken = [false, false, false, false];
      const bidSuits = [0, 0];
      // the seat that named each suit first, by side (2C and 2D of a strong opening too)
      const namedBy: number[] = [];
      let prev = '';
      let prevBy = -1;
      const bidBy = [0, 0, 0, 0];
      // the strains each seat has bid twice
      const rebidBy = [0, 0, 0, 0];
      // the seat whose 2C over partner's 1NT opening (3C over 2NT) was Stayman
      let stayman = -1;
      c.auction.forEach((call, i) => {
        const seat = (SEATS.indexOf(c.dealer) + i) % 4;
        const h = hands[seat];
        if (call === 'P') {
          // with nothing bid yet, 13 points open
          if (opener < 0) expect(h.points, `${at}: ${SEATS[seat]} passes`).toBeLessThan(13);
          return;
        }
        const side = seat % 2;
        const strain = call.slice(1);
        const sideFirst = !spoken[seat] && !spoken[(seat + 2) % 4];
        if (opener < 0) {
          opener = seat;
          opening = call;
          // 1NT: 15-17, no singleton or void; 2C: the strong opening, 22 points or more
          if (call === '1NT') expect(h.points >= 15 && h.points <= 17 && Math.min(...h.len) >= 2, `${at}: 1NT opened on ${h.points} points, ${h.len.join('-')}`).toBe(true);
          if (call === '2C') expect(h.points, `${at}: 2C opened`).toBeGreaterThanOrEqual(22);
          // an opening needs opening values (12 points, or 10 by the rule of 20); 22 points open 2C
          const [l1, l2] = [...h.len].sort((u, v) => v - u);
          expect(h.points >= 12 || (h.points >= 10 && h.points + l1 + l2 >= 20), `${at}: ${call} opened on ${h.points} points`).toBe(true);
          if (h.points >= 22 && seat % 2 === SEATS.indexOf(c.declarer) % 2) expect(call, `${at}: ${h.points} points open`).toBe('2C');
          // 2NT: 20-21 balanced, and such a hand opens it (a one-level opening and a jump to 2NT show 18-19)
          const twenty = Math.min(...h.len) >= 2 && h.len.filter((l) => l === 2).length <= 1 && Math.max(...h.len) <= 5 && h.points >= 20 && h.points <= 21;
          expect(call === '2NT', `${at}: ${call} opened on ${h.points} points ${h.len.join('-')}`).toBe(twenty);
          // five-card majors; a 15-17 balanced hand opens 1NT, not a minor of four cards or fewer
          if (call === '1H' || call === '1S') expect(h.len[SUIT_OF[strain]], `${at}: ${call} opened`).toBeGreaterThanOrEqual(5);
          const balanced = Math.min(...h.len) >= 2 && h.len.filter((l) => l === 2).length <= 1 && Math.max(...h.len) <= 5;
          if ((call === '1C' || call === '1D') && balanced && h.points >= 15 && h.points <= 17) expect(h.len[SUIT_OF[strain]], `${at}: ${call} opened on a 1NT hand`).toBeGreaterThanOrEqual(5);
        } else if (sideFirst && opener % 2 !== side) {
          // the side's first call over the other side's opening: an overcall of five cards, or a
          // takeout double with opening values and two cards at most in each suit they bid
          if (call === 'X') {
            expect(h.points, `${at}: takeout double`).toBeGreaterThanOrEqual(12);
            for (let s = 0; s < 4; s++) if ((bidSuits[1 - side] >> s) & 1) expect(h.len[s], `${at}: takeout double with length in their suit`).toBeLessThanOrEqual(2);
          } else if (strain !== 'NT') expect(h.len[SUIT_OF[strain]], `${at}: overcall ${call}`).toBeGreaterThanOrEqual(5);
        } else if (!spoken[seat] && opener === (seat + 2) % 4 && /^[1-7]/.test(c.auction[i - 1]) && strain !== 'NT' && call[0] === '2' && !((bidSuits[side] >> SUIT_OF[strain]) & 1) && call !== lastBid && opening !== '2C') {
          // over an overcall of partner's opening, a new suit at the two level (a free bid) shows 10 points (the last bid, to play, aside)
          expect(h.points, `${at}: ${call} in answer to ${opening}`).toBeGreaterThanOrEqual(10);
        } else if (strain === 'NT' && !spoken[seat] && opener === (seat + 2) % 4 && prevBy === opener && /^1[CDHS]$/.test(prev) && c.auction[i - 1] === 'P' && Number(call[0]) <= 3) {
          // no trump in answer to partner's one of a suit: 1NT 6-10, 2NT 10-12, 3NT 13 or more,
          // and never over a four-card major that could be bid at the one level
          const range = [[0, 0], [0, 10], [10, 12], [13, 40]][Number(call[0])];
          expect(h.points >= range[0] && h.points <= range[1], `${at}: ${call} in answer to ${prev} on ${h.points}`).toBe(true);
          for (const m of ['S', 'H']) if (value(`1${m}`) > value(prev)) expect(h.len[SUIT_OF[m]], `${at}: ${call} in answer to ${prev} over four ${m}`).toBeLessThan(4);
        } else if (strain === 'NT' && spoken[seat] && Number(call[0]) <= 3) {
          // a no-trump rebid shows a balanced hand: never on a singleton or void, nor at the one or two level on a six-card suit
          expect(Math.min(...h.len), `${at}: ${call} rebid on ${h.len.join('-')}`).toBeGreaterThanOrEqual(2);
          if (Number(call[0]) <= 2) expect(Math.max(...h.len), `${at}: ${call} rebid on ${h.len.join('-')}`).toBeLessThanOrEqual(5);
          // and 1NT shows 12-14: 18 points jump to 2NT; the opener's jump to 3NT over a one-level
          // response shows 18-19 or a six-card suit
          if (call === '1NT') expect(h.points, `${at}: 1NT rebid`).toBeLessThan(seat === opener ? 15 : 18);
          if (call === '3NT' && seat === opener && /^1/.test(prev) && Math.max(...h.len) < 6) expect(h.points, `${at}: 3NT rebid`).toBeGreaterThanOrEqual(18);
        }
        // a jump to game in partner's suit shows 10 points or five trumps (a pre-emptive raise);
        // accepting partner's try in a suit both have bid (1D 2D 3D 5D) is no jump, nor taking a
        // suit partner has rebid (six cards) to game
        const accepts = prevBy === (seat + 2) % 4 && prev.slice(1) === strain && strain in SUIT_OF && (((bidBy[seat] | rebidBy[prevBy]) >> SUIT_OF[strain]) & 1) === 1;
        if (strain in SUIT_OF && Number(call[0]) >= GAME[strain] && Number(call[0]) < 6 && prev !== '' && !accepts && value(call) - value(prev) >= 10 && namedBy[side * 4 + SUIT_OF[strain]] === (seat + 2) % 4) {
          expect(h.points >= 10 || h.len[SUIT_OF[strain]] >= 5, `${at}: ${call} on ${h.points} points, ${h.len.join('-')}`).toBe(true);
        }
        // a one-level suit raised straight to game: by its opener's partner only with under 10 (pre-emptive:
        // 10-12 make a limit raise, 13 or more bid a suit first), by the opener with 19 (16-18 jump to three)
        if (strain in SUIT_OF && Number(call[0]) >= GAME[strain] && Number(call[0]) < 6 && prevBy === (seat + 2) % 4 && prev === `1${strain}`) {
          if (seat === opener) expect(h.points, `${at}: opener raises ${prev} to ${call}`).toBeGreaterThanOrEqual(19);
          else if (opener === (seat + 2) % 4) expect(h.points, `${at}: ${call} on ${h.points} points`).toBeLessThan(10);
        }
        // and raised to three in a part-score: by the opener on 16-18
        if (strain in SUIT_OF && call[0] === '3' && GAME[strain] > 3 && seat === opener && prevBy === (seat + 2) % 4 && prev === `1${strain}`) {
          expect(h.points, `${at}: opener raises ${prev} to ${call}`).toBeGreaterThanOrEqual(16);
        }
        // a slam in a suit is bid by the hand that named the suit or one with three cards of it (Blackwood's answers aside)
        if (strain !== 'NT' && Number(call[0]) >= 6 && c.auction[i - 2] !== '4NT' && namedBy[side * 4 + SUIT_OF[strain]] !== seat) {
          expect(h.len[SUIT_OF[strain]], `${at}: ${call} on ${h.len.join('-')}`).toBeGreaterThanOrEqual(3);
        }
        if (!spoken[seat] && prevBy === opener && opener === (seat + 2) % 4 && ((call === '2C' && prev === '1NT') || (call === '3C' && prev === '2NT'))) stayman = seat;
        if (strain in SUIT_OF && namedBy[side * 4 + SUIT_OF[strain]] === undefined) namedBy[side * 4 + SUIT_OF[strain]] = seat;
        if (call !== 'X' && call !== 'XX') {
          prev = call;
          prevBy = seat;
          if (strain in SUIT_OF) {
            if ((bidBy[seat] >> SUIT_OF[strain]) & 1) rebidBy[seat] |= 1 << SUIT_OF[strain];
            bidBy[seat] |= 1 << SUIT_OF[strain];
          }
        }
        if (call !== 'X' && call !== 'XX' && strain !== 'NT') bidSuits[side] |= 1 << SUIT_OF[strain];
        spoken[seat] = true;
      });
      // clubs are not named by Stayman (1NT 2C passed out is no club part-score)
      if (/^\dC/.test(c.contract)) expect(namedBy[(SEATS.indexOf(c.declarer) % 2) * 4 + SUIT_OF.C], `${at}: ${c.auction.join(' ')}`).not.toBe(stayman);
      // a part-score is not passed by the bidder's partner on 19 points (he would have bid game)
      const level = Number(c.contract[0]);
      const strainOf = c.contract.slice(1).replace(/X+$/, '');
      // declarer, the first of his side to name the suit, holds four cards of it at least
      if (strainOf !== 'NT') expect(hands[SEATS.indexOf(c.declarer)].len[SUIT_OF[strainOf]], `${at}: ${c.declarer} declares ${c.contract}`).toBeGreaterThanOrEqual(4);
      if (level < GAME[strainOf]) {
        let last = c.auction.length - 1;
        while (c.auction[last] === 'P') last--;
        const partner = (SEATS.indexOf(c.dealer) + last + 2) % 4;
        expect(hands[partner].points, `${at}: ${SEATS[partner]} passes ${c.contract}`).toBeLessThan(19);
        // a raise to three of the opener's one-level suit is an invitation he passes only under 15
        if (partner === opener && level === 3 && opening === `1${strainOf}`) expect(hands[opener].points, `${at}: ${SEATS[opener]} passes ${c.contract}`).toBeLessThan(15);
        // nor bid by a 19-point hand whose partner has called (he would have bid game himself)
        const bidder = (partner + 2) % 4;
        if (c.auction.some((call, i) => call !== 'P' && (SEATS.indexOf(c.dealer) + i) % 4 === partner)) expect(hands[bidder].points, `${at}: ${SEATS[bidder]} bids ${c.contract}`).toBeLessThan(19);
      }
    }
  });
});

describe('no strong defender stays silent while the opponents play a part-score (issue 11)', () => {
  // read from the case file alone: 17 points, 15 with a six-card suit or 12 with a seven-card suit
  // (the North with 16 and AKJ8762 while East-West play 2H) always calls something
  const strong = (hand: readonly Card[]): boolean => {
    const points = hand.reduce((n, c) => n + Math.max(0, rankIndex(rankOf(c)) - 8), 0);
    const longest = Math.max(...SUITS.map((s) => hand.filter((c) => suitOf(c) === s).length));
    return points >= 17 || (points >= 15 && longest >= 6) || (points >= 12 && longest >= 7);
  };
  it.each(FAMILIES.flatMap((f) => f.editions.map((e) => [f.name, e] as const)))('%s %s: 40 seeds', (family, edition) => {
    for (let seed = 2_000_000; seed < 2_000_040; seed++) {
      const r = generateScenario(family, seed, edition);
      if (!r.ok) throw new Error(r.error.message);
      const c = r.value;
      if (Number(c.contract[0]) >= GAME[c.contract.slice(1)]) continue;
      const deal = parseDeal(c.deal);
      if (!deal.ok) throw new Error(c.deal);
      const d = SEATS.indexOf(c.declarer);
      for (const seat of [SEATS[(d + 1) % 4], SEATS[(d + 3) % 4]]) {
        if (!strong(deal.value[seat])) continue;
        const calls = c.auction.filter((_, i) => SEATS[(SEATS.indexOf(c.dealer) + i) % 4] === seat);
        expect(calls.some((call) => call !== 'P'), `seed ${seed}: ${seat} holds ${deal.value[seat].join(' ')} and passes throughout ${c.auction.join(' ')} (${c.contract} by ${c.declarer})`).toBe(true);
      }
    }
  });
});
