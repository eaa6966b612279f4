import { describe, expect, it } from 'vitest';
import { SEATS, cardIndex, parseDeal, type Seat } from '../engine';
import { ESTIMATE_FEATURES, contractSlack, estimateFeatures, estimateSlack, estimateSpread, estimateTricks, isBidLevel, levelForEstimate, marginFor, readDeal, slackWay, slackWayOf, SURE_SPREADS } from './contractTest';

/** A deal in PBN as the generator's hands (seat 0-3, card numbers by the engine's cardIndex). */
const handsOf = (pbn: string): number[][] => {
  const d = parseDeal(pbn);
  if (!d.ok) throw new Error(d.error);
  return SEATS.map((s: Seat) => d.value[s].map(cardIndex));
};
const feature = (hands: number[][], declarer: number, trump: number, name: (typeof ESTIMATE_FEATURES)[number]): number =>
  estimateFeatures(hands, declarer, trump)[ESTIMATE_FEATURES.indexOf(name)];

// North holds every top card.
const TOP = handsOf('N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432');

describe("issue 11's estimate of the declaring side's tricks (the contract test's level, before double dummy)", () => {
  it('counts what the hands hold: points, losers, tricks cashed from the top, and no trump features at no trump', () => {
    expect(feature(TOP, 0, -1, 'points')).toBe(37);
    // North cashes all thirteen tricks from the top; the defence, playing a suit from the top,
    // takes only West's fourth card of it once the suit is played out
    expect(feature(TOP, 0, -1, 'cash')).toBe(13);
    expect(feature(TOP, 0, -1, 'defCashBest')).toBe(1);
    expect(feature(TOP, 0, 0, 'ltcM')).toBe(0);
    expect(feature(TOP, 0, -1, 'trumpLen')).toBe(0);
    expect(feature(TOP, 0, 0, 'trumpLen')).toBe(8);
    expect(estimateTricks(TOP, 0, -1)).toBeGreaterThan(12);
    expect(estimateTricks(TOP, 0, 0)).toBeGreaterThan(12);
  });

  it('reads a long suit that runs once the missing queen falls, and a king under or over the ace-queen', () => {
    // clubs AKJT63 opposite 85, East Qx: six club tricks cashed from the top
    const h = handsOf('N:853.A9.QT.AKJT63 JT96.Q52.J852.Q9 A42.KJ43.9743.85 KQ7.T876.AK6.742');
    expect(feature(h, 0, -1, 'cashBest')).toBe(6);
    // the same clubs with the queen guarded three times by West: it no longer falls
    const g = handsOf('N:853.A9.QT.AKJT63 JT96.Q52.J852.92 A42.KJ43.9743.85 KQ7.T876.AK6.Q74');
    expect(feature(g, 0, -1, 'cashBest')).toBeLessThan(6);
    // spades AQ in North, the king with East (after North) or with West (before North)
    const over = handsOf('N:AQ2.AK2.AK2.5432 K43.543.543.AKQ7 J65.QJ6.QJ6.JT96 T987.T987.T987.8');
    const under = handsOf('N:AQ2.AK2.AK2.5432 T987.T987.T987.8 J65.QJ6.QJ6.JT96 K43.543.543.AKQ7');
    expect([feature(over, 2, -1, 'finesse'), feature(over, 2, -1, 'finesseOff')]).toEqual([0, 1]);
    expect([feature(under, 2, -1, 'finesse'), feature(under, 2, -1, 'finesseOff')]).toEqual([1, 0]);
  });

  it("counts the defence's ruffs and trump tricks in a suit contract, and none at no trump", () => {
    // North declares spades; East, on lead, holds one heart and two trumps, West six hearts
    // (with the ace to give the ruff): one ruff. In hearts West's AJT987 over K32 and Q54 takes
    // the ace and three more once North-South's honours have gone.
    const ruff = handsOf('N:AKQJ2.K32.K32.32 43.6.AJT9.AKJT98 T987.Q54.Q54.Q54 65.AJT987.876.76');
    expect(feature(ruff, 0, 0, 'defRuffs')).toBe(1);
    expect(feature(ruff, 0, 0, 'defTrumpTricks')).toBe(0);
    expect(feature(ruff, 0, 1, 'defTrumpTricks')).toBe(4);
    expect(feature(ruff, 0, -1, 'defRuffs')).toBe(0);
    // South declaring spades: West leads, not East, but West holds the heart ace to give the ruff with
    expect(feature(ruff, 2, 0, 'defRuffs')).toBe(1);
  });

  it("tells third hand's void in the leader's suit, and the leader's aces to give the ruff again", () => {
    // North declares spades: East leads from seven hearts to West's void (a ruff at trick 1) and
    // holds three aces, two more entries than the first ruff needs
    const v = handsOf('N:AKQJ2.K32.K32.32 43.AJT9876.A4.A4 T987.Q54.QJ6.QJ6 65..T9875.KT9875');
    expect(feature(v, 0, 0, 'defRuffs')).toBe(1);
    expect(feature(v, 0, 0, 'defVoidRuffs')).toBe(1);
    expect(feature(v, 0, 0, 'defRuffEntries')).toBe(2);
    // South declaring: the void is the opening leader's own, not a ruff of his partner's lead
    expect(feature(v, 2, 0, 'defVoidRuffs')).toBe(0);
    expect(feature(v, 2, 0, 'defRuffEntries')).toBe(2);
    expect(feature(v, 0, -1, 'defVoidRuffs')).toBe(0);
  });

  it('bids the level that puts the estimate a quarter of a trick below to three quarters above the tricks needed, at levels a pair plays', () => {
    expect(levelForEstimate(9.6, 0)).toBe(3); // 9 tricks, 0.6 to spare
    expect(levelForEstimate(9.8, 0)).toBe(4); // 10 tricks, 0.2 short
    expect(levelForEstimate(10.4, -1)).toBe(3); // no 4NT
    expect(levelForEstimate(12.1, -1)).toBe(6);
    expect(levelForEstimate(10.6, 2)).toBe(3); // a minor at the four level: three, or game from 10.75
    expect(levelForEstimate(11.2, 3)).toBe(5);
    expect(levelForEstimate(11.4, 1)).toBe(4); // no five of a major
    expect(marginFor(9.6, 3)).toBe(0);
    expect(marginFor(11.4, 4)).toBeCloseTo(0.65);
    expect(marginFor(8.7, 3)).toBeCloseTo(-0.05);
  });

  it('keeps a contract only where double dummy may miss the estimate by SURE_SPREADS expected errors and stay within one short to two over', () => {
    // 9.5 for 3NT: two tricks down to 7.5 (one short of 9, rounded) and two up to 11.5 (two over),
    // the way down counted 2.5 / 2.25 times as far (double dummy falls short more often than over)
    expect(contractSlack(9.5, 0.5, 3)).toBeCloseTo((2 / (2.5 / 2.25)) / 0.5);
    expect(contractSlack(9.5, 1, 3)).toBeCloseTo(1.8);
    // an estimate high in its band is bounded by the way up: 10.5 for 3NT has one trick up to 11.5
    expect(contractSlack(10.5, 0.5, 3)).toBeCloseTo(2);
    // so a contract is kept with 2.5 expected errors below it or 2.25 above
    expect(contractSlack(9 - 1.5 + 2.5 * 0.4, 0.4, 3)).toBeCloseTo(SURE_SPREADS);
    expect(contractSlack(9 + 2.5 - 2.25 * 0.4, 0.4, 3)).toBeCloseTo(SURE_SPREADS);
    // at the edge of the band a sure estimate passes where an unsure one does not
    expect(contractSlack(9, 0.45, 3)).toBeGreaterThanOrEqual(SURE_SPREADS);
    expect(contractSlack(9, 0.8, 3)).toBeLessThan(SURE_SPREADS);
    // a risk on the way down (downRisk) counts it further still
    expect(contractSlack(9.5, 0.5, 3, 1.5)).toBeCloseTo(1.8 / 1.5 / 0.5);
    // the spread has a floor, so no estimate counts as certain
    expect(estimateSpread(TOP, 0, -1)).toBeGreaterThanOrEqual(0.3);
  });
  it("counts the way down further where the short defender's partner holds a second ace to give the ruff again", () => {
    // a generated board (transfer-64a1-required-card, seed 70,071,271, 1997): 3♠ by West, which
    // libdds makes only 7 tricks: South holds one diamond and trumps, North four diamonds and two aces
    const hands = handsOf('N:5.AKT5.AJ97.Q987 A763.J4.K864.T62 842.Q9762.3.J543 KQJT9.83.QT52.AK');
    expect(feature(hands, 3, 0, 'defRuffs')).toBe(1);
    expect(feature(hands, 3, 0, 'defRuffEntries')).toBe(1);
    const est = estimateTricks(hands, 3, 0);
    const spread = estimateSpread(hands, 3, 0);
    // the estimate alone (9 tricks, a spread of 0.48) would have kept it
    expect(contractSlack(est, spread, 3)).toBeGreaterThanOrEqual(SURE_SPREADS);
    expect(estimateSlack(hands, 3, 0, 3)).toBeCloseTo(contractSlack(est, spread, 3, 1.5));
    expect(estimateSlack(hands, 3, 0, 3)).toBeLessThan(SURE_SPREADS);
  });
  it('tells the dealer which way a contract outside the test sits, from one reading of the deal', () => {
    // 3NT on an estimate of 9.6 tricks, a spread of 0.5: inside the test
    expect(slackWayOf(9.6, 0.5, 1, 3)).toBe(0);
    // on 9 tricks and an unsure estimate the way down is the nearer edge: more values
    expect(slackWayOf(9, 0.8, 1, 3)).toBe(1);
    // on 11.2 the way up is: fewer values
    expect(slackWayOf(11.2, 0.8, 1, 3)).toBe(-1);
    // a stricter need (the dealer brings a steered deal further in) turns a pass into a move
    expect(slackWayOf(9.3, 0.7, 1, 3)).toBe(0);
    expect(slackWayOf(9.3, 0.7, 1, 3, 2.6)).toBe(1);
    // the reading is the estimate, its spread and the way down's risk of estimateSlack
    const hands = handsOf('N:5.AKT5.AJ97.Q987 A763.J4.K864.T62 842.Q9762.3.J543 KQJT9.83.QT52.AK');
    const { estimate: est, spread, risk } = readDeal(hands, 3, 0);
    expect(est).toBeCloseTo(estimateTricks(hands, 3, 0));
    expect(spread).toBeCloseTo(estimateSpread(hands, 3, 0));
    expect(risk).toBe(1.5);
    expect(contractSlack(est, spread, 3, risk)).toBeCloseTo(estimateSlack(hands, 3, 0, 3));
    // that board's 3♠ fails the test on the way down
    expect(slackWay(hands, 3, 0, 3)).toBe(1);
    expect(readDeal(TOP, 0, -1).estimate).toBeCloseTo(estimateTricks(TOP, 0, -1));
    // a repeat of the last deal read gets the same reading, unchanged by the readings made since
    const first = readDeal(hands, 3, 0);
    const kept = { ...first };
    readDeal(TOP, 0, 0);
    expect(readDeal(hands, 3, 0)).toEqual(kept);
    expect(first).toEqual(kept);
  });
  it.each([
    [3, -1, true], [4, -1, false], [5, -1, false], [6, -1, true],
    [4, 0, true], [5, 0, false], [6, 1, true],
    [3, 2, true], [4, 3, false], [5, 3, true],
    [0, 0, false], [8, -1, false],
  ])('a pair bids %i in strain %i as a final contract: %s (levelForEstimate\'s levels)', (level, trump, bid) => {
    expect(isBidLevel(level, trump)).toBe(bid);
  });
});
