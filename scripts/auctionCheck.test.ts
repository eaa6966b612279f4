import { describe, expect, it } from 'vitest';
import { misreadCalls, readHands } from './auctionCheck';

// North 15 points 3-3-4-3; East 4 points; South 10 points, four hearts; West 11 points
const DEAL = 'N:KJ3.AQ8.K954.Q72 QT97.J97.JT8.T96 A85.KT62.Q7.J853 642.543.A632.AK4';

describe('reading an auction against the hands (scripts/auctionCheck.ts)', () => {
  it('reads each hand\'s lengths, points and balance from the deal', () => {
    const [n, e] = readHands(DEAL);
    expect(n).toEqual({ len: [3, 3, 4, 3], points: 15, balanced: true });
    expect(e.points).toBe(4);
  });

  it('finds nothing in a natural auction', () => {
    expect(misreadCalls({ deal: DEAL, dealer: 'N', auction: ['1NT', 'P', '3NT', 'P', 'P', 'P'] })).toEqual([]);
  });

  it('names the calls the system does not make', () => {
    // North, a 1NT hand, opening his four-card minor, and West overcalling 2C on three cards; South's 1H response is sound
    expect(misreadCalls({ deal: DEAL, dealer: 'N', auction: ['1D', 'P', '1H', '2C', 'P', 'P', 'P'] })).toEqual([
      'four-card minor opened on a 1NT hand: N 1D',
      'overcall on four or fewer: W 2C',
    ]);
    // North passing 15 points with nothing bid, East opening on 4
    expect(misreadCalls({ deal: DEAL, dealer: 'N', auction: ['P', '1C', 'P', 'P', 'P'] })).toEqual(['pass with an opening: N 15', 'opened without values: E 1C on 4']);
    // West, 20 points, stopping in 3S after partner's raise; opening 1S and hearing nothing, he may stop
    const strong = 'N:KJ9.85.973.T8542 T65.J3.J64.KQ963 43.A9764.T852.AJ AQ872.KQT2.AKQ.7';
    expect(misreadCalls({ deal: strong, dealer: 'N', auction: ['P', 'P', 'P', '1S', 'P', '2S', 'P', '3S', 'P', 'P', 'P'] })).toEqual(['part-score bid on 19+: W 3S on 20']);
    expect(misreadCalls({ deal: strong, dealer: 'N', auction: ['P', 'P', 'P', '1S', 'P', 'P', 'P'] })).toEqual([]);
    // North, 19 points, rebidding 1NT (12-14) over South's 1S
    const nineteen = 'N:A6.AQJ2.AQJ.J873 952.T54.K983.K52 KJT874.K86.72.Q6 Q3.973.T654.AT94';
    expect(misreadCalls({ deal: nineteen, dealer: 'N', auction: ['1C', 'P', '1S', 'P', '1NT', 'P', '4S', 'P', 'P', 'P'] })).toEqual(['1NT rebid on 18+: N 1NT on 19']);
    expect(misreadCalls({ deal: nineteen, dealer: 'N', auction: ['1C', 'P', '1S', 'P', '2NT', 'P', '4S', 'P', 'P', 'P'] })).toEqual([]);
    // West, 12 points 3-5-2-3, jumping to 3NT over East's 1S (1H 1S 3NT shows 18-19): he rebids 1NT and East raises
    const twelve = 'N:QJ97.T7.A653.J93 KT53.AJ.KQ94.K62 A64.9654.T87.875 82.KQ832.J2.AQT4';
    expect(misreadCalls({ deal: twelve, dealer: 'W', auction: ['1H', 'P', '1S', 'P', '3NT', 'P', 'P', 'P'] })).toEqual(['3NT rebid on under 18: W 3NT on 12']);
    expect(misreadCalls({ deal: twelve, dealer: 'W', auction: ['1H', 'P', '1S', 'P', '1NT', 'P', '3NT', 'P', 'P', 'P'] })).toEqual([]);
    // East (7 points, four spades) jumping to 4S over West's 1S after 1D 1H: he raises to 2S; with five spades he may jump
    const six = 'N:QT97.J97.JT8.T96 J852.KT62.Q7.J85 6.543.A632.AK432 AK43.AQ8.K954.Q7';
    expect(misreadCalls({ deal: six, dealer: 'W', auction: ['1D', 'P', '1H', 'P', '1S', 'P', '4S', 'P', 'P', 'P'] })).toEqual(['jump to game on under 10: E 4S on 7']);
    expect(misreadCalls({ deal: six, dealer: 'W', auction: ['1D', 'P', '1H', 'P', '1S', 'P', '2S', 'P', '4S', 'P', 'P', 'P'] })).toEqual([]);
    // West, the opener (18 points), raising East's 1S straight to game: that jump shows 19
    expect(misreadCalls({ deal: six, dealer: 'W', auction: ['1D', 'P', '1S', 'P', '4S', 'P', 'P', 'P'] })).toEqual(["opener's raise to game on under 19: W 4S on 18"]);
    // East, 11 points and three spades, raising West's 1S straight to game: with 10-12 he makes a limit raise
    const eleven = 'N:QT97.J97.JT8.T96 K52.KT62.Q74.K85 6.543.A632.AJ432 AJ843.AQ8.K95.Q7';
    expect(misreadCalls({ deal: eleven, dealer: 'W', auction: ['1S', 'P', '4S', 'P', 'P', 'P'] })).toEqual(['raise to game on 10-12: E 4S on 11']);
    expect(misreadCalls({ deal: eleven, dealer: 'W', auction: ['1S', 'P', '3S', 'P', '4S', 'P', 'P', 'P'] })).toEqual([]);
    // no trump in answer to one of a suit: 1NT 6-10, 2NT 10-12, 3NT 13 or more, none over a four-card major biddable at the one level
    const westNineteen = 'N:J74.T85.J7654.T7 T8.J643.AK3.6432 Q32.972.Q82.AK95 AK965.AKQ.T9.QJ8';
    expect(misreadCalls({ deal: westNineteen, dealer: 'S', auction: ['P', '1S', 'P', '3NT', 'P', 'P', 'P'] })).toEqual(['3NT response on under 13: E 3NT on 8']);
    expect(misreadCalls({ deal: westNineteen, dealer: 'S', auction: ['P', '1S', 'P', '2NT', 'P', '3NT', 'P', 'P', 'P'] })).toEqual(['2NT response outside 10-12: E 2NT on 8']);
    expect(misreadCalls({ deal: westNineteen, dealer: 'S', auction: ['P', '1S', 'P', '1NT', 'P', '3NT', 'P', 'P', 'P'] })).toEqual([]);
    const fourSpades = 'N:AQ98.42.92.AK752 K7542.76.A63.Q98 JT63.AKT.Q75.JT4 .QJ9853.KJT84.63';
    expect(misreadCalls({ deal: fourSpades, dealer: 'S', auction: ['P', 'P', '1C', 'P', '1NT', 'P', '2S', 'P', 'P', 'P'] })).toEqual(['1NT response on 11+: S 1NT on 11', 'no-trump response over a four-card major: S 1NT']);
    expect(misreadCalls({ deal: fourSpades, dealer: 'S', auction: ['P', 'P', '1C', 'P', '1S', 'P', '2S', 'P', 'P', 'P'] })).toEqual([]);
    // the same East with 15 points: the jump to game is pre-emptive, so he bids a suit first and raises after the rebid
    const fifteen = 'N:QT97.J97.JT8.T96 K52.KT62.AQ4.K85 6.543.7632.AJ432 AJ843.AQ8.K95.Q7';
    expect(misreadCalls({ deal: fifteen, dealer: 'W', auction: ['1S', 'P', '4S', 'P', 'P', 'P'] })).toEqual(["responder's jump to game on 13+: E 4S on 15"]);
    expect(misreadCalls({ deal: fifteen, dealer: 'W', auction: ['1S', 'P', '2H', 'P', '2S', 'P', '4S', 'P', 'P', 'P'] })).toEqual([]);
    // North, 21 points 4-3-3-3, opening 1C (a 20-21 balanced hand opens 2NT), and South, 6 points,
    // opening 2NT on a hand that is not one; 3C over 2NT is Stayman, answered and raised
    const twenty = 'N:AKJ3.AQ8.KQ5.Q72 Q98.T97.T98.AT96 T54.KJ62.J74.J85 762.543.A632.K43';
    expect(misreadCalls({ deal: twenty, dealer: 'N', auction: ['1C', 'P', '1H', 'P', '2NT', 'P', '3NT', 'P', 'P', 'P'] })).toEqual(['20-21 balanced opened at the one level: N 1C on 21']);
    expect(misreadCalls({ deal: twenty, dealer: 'S', auction: ['2NT', 'P', '3NT', 'P', 'P', 'P'] })).toEqual(['2NT opened outside 20-21 balanced: S 6']);
    expect(misreadCalls({ deal: twenty, dealer: 'N', auction: ['2NT', 'P', '3NT', 'P', 'P', 'P'] })).toEqual([]);
    // South's 2C over North's 1NT, Stayman, passed as a club part-score; 3C is natural
    const clubs = 'N:AK3.K98.KQ54.Q72 QJT9.AT7.T98.AK4 54.QJ6.J7.JT9865 8762.5432.A632.3';
    expect(misreadCalls({ deal: clubs, dealer: 'N', auction: ['1NT', 'P', '2C', 'P', 'P', 'P'] })).toEqual(['Stayman as clubs: S 1NT P 2C P P P']);
    // 3C over 1NT on six clubs invites 3NT and may be passed; three of a major is forcing
    expect(misreadCalls({ deal: clubs, dealer: 'N', auction: ['1NT', 'P', '3C', 'P', 'P', 'P'] })).toEqual([]);
    expect(misreadCalls({ deal: DEAL, dealer: 'N', auction: ['1NT', 'P', '3H', 'P', 'P', 'P'] })).toEqual(['1NT 3x passed: 1NT P 3H P P P']);
    expect(misreadCalls({ deal: DEAL, dealer: 'N', auction: ['1NT', 'P', '3H', 'P', '4H', 'P', 'P', 'P'] })).toEqual([]);
    // North (2-4-3-4) opening the shorter minor
    expect(misreadCalls({ deal: nineteen, dealer: 'N', auction: ['1D', 'P', '1S', 'P', '2NT', 'P', '4S', 'P', 'P', 'P'] })).toEqual(['shorter minor opened: N 1D 2-4-3-4']);
    // West, 12 points and five hearts, jumping in his suit over East's 1S (16-18; to game 19);
    // rebidding 2H he shows six, and East with two takes it to game
    expect(misreadCalls({ deal: twelve, dealer: 'W', auction: ['1H', 'P', '1S', 'P', '3H', 'P', 'P', 'P'] })).toEqual(["opener's jump rebid on under 16: W 3H on 12"]);
    expect(misreadCalls({ deal: twelve, dealer: 'W', auction: ['1H', 'P', '1S', 'P', '4H', 'P', 'P', 'P'] })).toEqual(["opener's jump to game in his suit on under 16: W 4H on 12"]);
    expect(misreadCalls({ deal: twelve, dealer: 'W', auction: ['1H', 'P', '1S', 'P', '2H', 'P', '4H', 'P', 'P', 'P'] })).toEqual([]);
    expect(misreadCalls({ deal: twenty, dealer: 'N', auction: ['2NT', 'P', '3C', 'P', '3H', 'P', '4H', 'P', 'P', 'P'] })).toEqual([]);
    // and he does not ask for aces over West's 19 points: West asks
    expect(misreadCalls({ deal: six, dealer: 'W', auction: ['1D', 'P', '1H', 'P', '1S', 'P', '2S', 'P', '4NT', 'P', '5C', 'P', '6S', 'P', 'P', 'P'] })).toEqual([]);
    expect(misreadCalls({ deal: six, dealer: 'W', auction: ['1D', 'P', '1H', 'P', '1S', 'P', '4NT', 'P', '5S', 'P', '6S', 'P', 'P', 'P'] })).toEqual(['4NT on under 12: E 4NT on 7']);
  });

  it('reads a two-level suit over partner\'s 1NT as the weak take-out, and the same on 6 points over a suit opening as a fault', () => {
    // South 6 points, five hearts and four clubs
    const weak = 'N:KJ3.AQ8.K954.Q72 AQT9.J75.JT8.T96 85.KT962.Q7.J853 7642.43.A632.AK4';
    expect(misreadCalls({ deal: weak, dealer: 'N', auction: ['1NT', 'P', '2H', 'P', 'P', 'P'] })).toEqual([]);
    expect(misreadCalls({ deal: weak, dealer: 'N', auction: ['1D', 'P', '2C', 'P', 'P', 'P'] })).toEqual([
      'four-card minor opened on a 1NT hand: N 1D',
      'two-level response on under 10: S 2C on 6',
    ]);
  });
});
