import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import fc from 'fast-check';
// The independent reader the issue names: a PBN stream parser used only here, never by the app.
import pbnStream from 'pbn';
import { parseDeal, replayCase, ruleCase, type CaseFile } from '@/lib/engine';
import { FAMILIES, generateScenario } from '@/lib/generator';
import { parsePbn, MAX_PBN_BYTES, dealerOfBoard, vulnerableOfBoard, type PbnErrorCode } from './pbn';
import { caseToLin, caseToPbn, handviewerUrl, pbnToCase } from './convert';

const EXAMPLE = `% PBN 2.1
% EXPORT
[Event "Club pairs"]
[Site "Uppsala"]
[Board "7"]
[Dealer "S"]
[Vulnerable "All"]
{ a comment
  over two lines }
[Deal "S:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876"]
[Declarer "S"]
[Contract "4S"]
[Result "10"]
[Auction "S"]
1S Pass 2S =1= Pass
4S! Pass Pass Pass
[Note "1:raise"]
[Play "W"]
HK HA H7 H4
S3 ST S5 SA ; a line comment
*
`;

describe('parsePbn reads a game as a club scoring program writes it', () => {
  it('tags, deal, auction (notes and annotations dropped) and play in the order of play', () => {
    const r = parsePbn(EXAMPLE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toHaveLength(1);
    const g = r.value[0];
    expect(g.board).toBe(7);
    expect(g.dealer).toBe('S');
    expect(g.vulnerable).toBe('All');
    expect(g.contract).toBe('4S');
    expect(g.declarer).toBe('S');
    expect(g.auction).toEqual(['1S', 'P', '2S', 'P', '4S', 'P', 'P', 'P']);
    // PBN's deal started with South; the reader writes North first, as the engine does.
    expect(g.deal).toBe('N:T987.A96.A43.KQ2 65.J87.T965.T876 AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54');
    // Trick 1 is led by West (the column order); North wins with the ace and leads trick 2.
    expect(g.play.map((p) => `${p.seat}${p.card}`)).toEqual(['WHK', 'NHA', 'EH7', 'SH4', 'NST', 'ES5', 'SSA', 'WS3']);
    expect(g.play[4].line).toBe(20);
  });

  it('follows `#` inheritance and skips a game of event tags with no deal', () => {
    const text = `[Event "Pairs"]\n\n[Event "#"]\n[Board "1"]\n[Deal "N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876"]\n`;
    const r = parsePbn(text);
    expect(r.ok && r.value[0].tags.Event).toBe('Pairs');
  });

  it('accepts the other words PBN allows for vulnerability, and a passed-out contract', () => {
    const text = `[Board "2"]\n[Vulnerable "Both"]\n[Contract "Pass"]\n[Deal "N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876"]\n`;
    const r = parsePbn(text);
    expect(r.ok && r.value[0].vulnerable).toBe('All');
    expect(r.ok && r.value[0].contract).toBeNull();
    if (r.ok) expect(pbnToCase(r.value[0])).toMatchObject({ ok: false, error: { code: 'passed-out' } });
  });

  it('reads a byte-order mark and Windows line ends', () => {
    const r = parsePbn('\uFEFF' + EXAMPLE.replace(/\n/g, '\r\n'));
    expect(r.ok).toBe(true);
  });
});

describe('a malformed PBN file gets the line and the problem', () => {
  const deal = '[Deal "N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876"]';
  it.each<[string, string, PbnErrorCode, number]>([
    ['a tag without a closing bracket', `[Board "1"]\n[Dealer "N"\n${deal}`, 'bad-tag', 2],
    ['a deal with twelve cards in a hand', `[Board "1"]\n[Deal "N:AKQ.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876"]`, 'bad-deal', 2],
    ['a dealer that is no seat', `[Dealer "X"]\n${deal}`, 'bad-dealer', 1],
    ['a vulnerability PBN does not know', `${deal}\n[Vulnerable "Some"]`, 'bad-vulnerable', 2],
    ['a contract at level 8', `${deal}\n[Contract "8S"]`, 'bad-contract', 2],
    ['a board number that is no number', `[Board "seven"]\n${deal}`, 'bad-board', 1],
    ['a call that is no call', `${deal}\n[Contract "4S"]\n[Declarer "S"]\n[Auction "N"]\nPass 1S Pass 4Q`, 'bad-call', 5],
    ['a card that is no card', `${deal}\n[Contract "4S"]\n[Declarer "S"]\n[Play "W"]\nHJ HA H2 H1`, 'bad-card', 5],
    ['a comment that never closes', `${deal}\n{ open\nand on`, 'unclosed-comment', 2],
    ['a game without a deal', `[Board "1"]\n[Dealer "N"]`, 'no-deal', 1],
    ['text before any tag', `hello\n${deal}`, 'bad-tag', 1],
  ])('%s', (_name, text, code, line) => {
    const r = parsePbn(text);
    expect(r).toMatchObject({ ok: false, error: { code, line } });
  });

  it('an empty file', () => expect(parsePbn('')).toMatchObject({ ok: false, error: { code: 'empty', line: 0 } }));

  it('a file over 1 MB is refused before it is read', () => {
    expect(parsePbn('x'.repeat(MAX_PBN_BYTES + 1))).toMatchObject({ ok: false, error: { code: 'too-large', line: 0 } });
  });

  it('a card played from the wrong hand names its line', () => {
    const text = `${deal}\n[Contract "4S"]\n[Declarer "S"]\n[Play "W"]\nHJ H4 HK HA\nS5 S2 S3 C7`;
    const r = parsePbn(text);
    expect(r.ok).toBe(true);
    if (r.ok) expect(pbnToCase(r.value[0])).toMatchObject({ ok: false, error: { code: 'illegal-play', line: 6 } });
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (junk) => {
        const r = parsePbn(EXAMPLE.slice(0, 200) + junk);
        if (r.ok) for (const g of r.value) pbnToCase(g);
      }),
      { numRuns: 300, seed: 61 },
    );
  });
});

describe('the standard rotation of dealer and vulnerability', () => {
  it.each([
    [1, 'N', 'None'], [2, 'E', 'NS'], [3, 'S', 'EW'], [4, 'W', 'All'], [5, 'N', 'NS'], [8, 'W', 'None'],
    [9, 'N', 'EW'], [13, 'N', 'All'], [16, 'W', 'EW'], [17, 'N', 'None'], [32, 'W', 'EW'],
  ])('board %i: dealer %s, vulnerable %s', (board, dealer, vul) => {
    expect(dealerOfBoard(board)).toBe(dealer);
    expect(vulnerableOfBoard(board)).toBe(vul);
  });
});

/** Generated boards of every family, in the first edition each exists in. */
const generated = (): CaseFile[] =>
  FAMILIES.flatMap((f) =>
    [1, 2].flatMap((seed) => {
      const r = generateScenario(f.name, seed, f.editions[0]);
      return r.ok ? [r.value] : [];
    }),
  );

const readWithPbnPackage = (text: string): Promise<{ name: string; value: string; tokens?: string[] }[]> =>
  new Promise((resolve, reject) => {
    const out: { name: string; value: string; tokens?: string[] }[] = [];
    Readable.from([text])
      .pipe(pbnStream())
      .on('data', (d: { type: string; name: string; value: string; tokens?: string[] }) => {
        if (d.type === 'tag') out.push(d);
      })
      .on('error', reject)
      .on('end', () => resolve(out));
  });

describe('export and import round-trip', () => {
  const boards = generated();

  it('has boards of every family to try', () => expect(boards.length).toBeGreaterThanOrEqual(FAMILIES.length));

  it('case → PBN → case keeps the deal, the contract and the cards as they stand in the tricks', () => {
    for (const c of boards) {
      const pbn = caseToPbn(c);
      expect(pbn.ok).toBe(true);
      if (!pbn.ok) continue;
      const games = parsePbn(pbn.value);
      expect(games.ok).toBe(true);
      if (!games.ok) continue;
      const back = pbnToCase(games.value[0], c.edition);
      expect(back.ok, JSON.stringify(back)).toBe(true);
      if (!back.ok) continue;
      expect(parseDeal(back.value.deal)).toEqual(parseDeal(c.deal));
      expect([back.value.contract, back.value.declarer, back.value.vulnerable]).toEqual([c.contract, c.declarer, c.vulnerable]);
      const stand = (x: CaseFile) => {
        const t = replayCase(x);
        return t.ok ? t.value.tricks.map((tr) => tr.plays.map((p) => `${p.seat}${p.card}`)) : null;
      };
      // A trick-12 revoke put right after trick 13 swaps two cards (Law 62D): trick 13 then keeps
      // the leader the uncorrected trick 12 gave it, which PBN's column layout cannot say.
      const t = replayCase(c);
      const swapped = t.ok && t.value.revokes.some((r) => r.correction?.swapped);
      if (!swapped) expect(stand(back.value)).toEqual(stand(c));
      // A board played out keeps its file exactly; one that ended in a claim loses the claim
      // (PBN has no place for it) but nothing else, and from then on the round trip is exact.
      const again = caseToPbn(back.value);
      const played = !swapped && stand(c)!.flat().length === 52;
      if (played) expect(again).toEqual(pbn);
      const twice = again.ok ? parsePbn(again.value) : null;
      const backTwice = twice?.ok ? pbnToCase(twice.value[0], c.edition) : null;
      expect(backTwice?.ok ? caseToPbn(backTwice.value) : null).toEqual(again);
    }
  });

  it('an independent PBN parser reads the exported file to the same deal, contract and play', async () => {
    for (const c of boards.slice(0, 20)) {
      const pbn = caseToPbn(c);
      if (!pbn.ok) throw new Error(pbn.error.text);
      const tags = await readWithPbnPackage(pbn.value);
      const get = (name: string) => tags.find((t) => t.name === name);
      expect(parseDeal(get('Deal')!.value)).toEqual(parseDeal(c.deal));
      expect(get('Contract')!.value).toBe(c.contract);
      expect(get('Declarer')!.value).toBe(c.declarer);
      expect(get('Vulnerable')!.value).toBe(c.vulnerable);
      const cards = (get('Play')?.tokens ?? []).filter((t) => t !== '-' && t !== '*');
      const table = replayCase(c);
      expect(cards.length).toBe(table.ok ? table.value.tricks.reduce((n, t) => n + t.plays.length, 0) : -1);
      const ruled = ruleCase(c);
      const won = ruled.ok ? ruled.value.tricks?.declarer.won : null;
      expect(get('Result')!.value).toBe(won == null ? '' : String(won));
    }
  });

  it('a title with quotes and backslashes survives, and one line stays one line', () => {
    const c = { ...boards[0], title: 'He said "no" \\ then\nleft' };
    const pbn = caseToPbn(c);
    const back = pbn.ok ? parsePbn(pbn.value) : null;
    expect(back?.ok && back.value[0].tags.Event).toBe('He said "no" \\ then left');
  });
});

describe('LIN for BBO', () => {
  const parseLin = (lin: string): [string, string][] => {
    const parts = lin.split('|');
    const pairs: [string, string][] = [];
    for (let i = 0; i + 1 < parts.length; i += 2) pairs.push([parts[i], parts[i + 1]]);
    return pairs;
  };

  it('md holds the dealer digit and the hands South, West, North, East; sv, mb and pc follow', () => {
    const c: CaseFile = {
      format: 'revoke-case/1',
      title: 'Board | one',
      edition: '2017',
      deal: 'N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876',
      contract: '4SX',
      declarer: 'S',
      vulnerable: 'EW',
      timeline: [{ play: 'HJ' }, { play: 'H4' }],
    };
    const lin = caseToLin(c);
    expect(lin.ok).toBe(true);
    if (!lin.ok) return;
    const pairs = parseLin(lin.value);
    const md = pairs.find(([k]) => k === 'md')![1];
    // No dealer in the case: declarer deals, and the invented auction starts with his bid.
    expect(md).toBe('1ST987HA96DA43CKQ2,S65HJ87DT965CT876,SAKQ2HQ54DKJ2CA93,SJ43HKT32DQ87CJ54');
    expect(pairs.find(([k]) => k === 'sv')![1]).toBe('e');
    expect(pairs.filter(([k]) => k === 'mb').map(([, v]) => v)).toEqual(['4S', 'd', 'p', 'p', 'p']);
    expect(pairs.filter(([k]) => k === 'pc').map(([, v]) => v)).toEqual(['HJ', 'H4']);
    expect(pairs.find(([k]) => k === 'ah')![1]).toBe('Board   one');
  });

  it('every generated board makes a link whose LIN holds its 52 cards once each', () => {
    for (const c of generated()) {
      const url = handviewerUrl(c);
      expect(url.ok).toBe(true);
      if (!url.ok) continue;
      const lin = decodeURIComponent(new URL(url.value).searchParams.get('lin')!);
      const md = parseLin(lin).find(([k]) => k === 'md')![1];
      const hands = md.slice(1).split(',');
      const cards = hands.flatMap((h) => [...h.matchAll(/([SHDC])([^SHDC]*)/g)].flatMap((m) => [...m[2]].map((r) => m[1] + r)));
      expect(new Set(cards).size).toBe(52);
    }
  });
});
