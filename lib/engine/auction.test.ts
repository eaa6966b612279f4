// The optional case-file fields board, dealer, auction, system and the bound on title: kept as
// written, checked against each other and against the contract (docs/case-format.md).
import { describe, expect, it } from 'vitest';
import { parseCaseFile } from './caseSchema';
import { boardDealer, boardVulnerability, readAuction } from './auction';

const base = {
  format: 'revoke-case/1', edition: '2017', contract: '4S', declarer: 'S', vulnerable: 'None',
  deal: 'N:T98.KQ4.K54.7654 76.T98765.9876.8 AKQJ2.A32.A32.32 543.J.QJT.AKQJT9', timeline: [],
};

describe('Law 2: the board number fixes dealer and vulnerability', () => {
  it.each([
    [1, 'N', 'None'], [2, 'E', 'NS'], [3, 'S', 'EW'], [4, 'W', 'All'], [5, 'N', 'NS'], [8, 'W', 'None'],
    [9, 'N', 'EW'], [13, 'N', 'All'], [16, 'W', 'EW'], [17, 'N', 'None'], [32, 'W', 'EW'],
  ] as const)('board %i: dealer %s, vulnerable %s', (board, dealer, vul) => {
    expect(boardDealer(board)).toBe(dealer);
    expect(boardVulnerability(board)).toBe(vul);
  });
});

describe('Laws 18-22: the auction', () => {
  it.each([
    ['1S P 4S P P P from North: North declares 4S', ['1S', 'P', '4S', 'P', 'P', 'P'], 'N', { contract: '4S', declarer: 'N' }],
    ['the first of the side to name the strain declares', ['1H', 'P', '1S', 'P', '2S', 'P', '4S', 'P', 'P', 'P'], 'S', { contract: '4S', declarer: 'N' }],
    ['doubled and redoubled', ['1NT', 'X', 'XX', 'P', 'P', 'P'], 'E', { contract: '1NTXX', declarer: 'E' }],
    ['a double is lifted by a later bid', ['1C', 'X', '1H', 'P', 'P', 'P'], 'N', { contract: '1H', declarer: 'S' }],
  ] as const)('%s', (_n, calls, dealer, expected) => {
    const r = readAuction(calls, dealer);
    expect(r.ok && r.value).toMatchObject({ passedOut: false, ...expected });
  });

  it.each([
    ['a bid not higher than the last', ['1S', '1H'], 1],
    ['a double of partner', ['1S', 'P', 'X'], 2],
    ['a redouble without a double', ['1S', 'XX'], 1],
    ['a redouble of partner\'s double', ['1S', 'X', 'P', 'XX'], 3],
    ['a call after the end', ['1S', 'P', 'P', 'P', 'P'], 4],
    ['not ended', ['1S', 'P', 'P'], null],
  ] as const)('refused: %s', (_n, calls, at) => {
    const r = readAuction(calls, 'N');
    expect(r.ok ? null : r.error.call).toBe(at);
  });
});

describe('case files with board, dealer, auction and system', () => {
  it('keeps the fields as written', () => {
    const r = parseCaseFile({ ...base, board: 3, dealer: 'S', vulnerable: 'EW', auction: ['1S', 'P', '4S', 'P', 'P', 'P'], system: 'natural-5M-15-17' });
    expect(r.ok && r.value).toMatchObject({ board: 3, dealer: 'S', auction: ['1S', 'P', '4S', 'P', 'P', 'P'], system: 'natural-5M-15-17' });
  });

  it.each([
    ['an auction that ends in another contract', { dealer: 'S', auction: ['1S', 'P', '3S', 'P', 'P', 'P'] }, { code: 'bad-auction', field: 'auction' }],
    ['an auction that makes another player declarer', { dealer: 'N', auction: ['1S', 'P', '4S', 'P', 'P', 'P'] }, { code: 'bad-auction', field: 'auction' }],
    ['an auction passed out', { dealer: 'N', auction: ['P', 'P', 'P', 'P'] }, { code: 'bad-auction', field: 'auction' }],
    ['an illegal call', { dealer: 'S', auction: ['1S', '1H'] }, { code: 'bad-auction', field: 'auction' }],
    ['a call that is no call', { dealer: 'S', auction: ['1S', 'pass'] }, { code: 'bad-field', field: 'auction' }],
    ['an auction without a dealer', { auction: ['1S', 'P', '4S', 'P', 'P', 'P'] }, { code: 'bad-auction', field: 'auction' }],
    ['board 0', { board: 0 }, { code: 'bad-field', field: 'board' }],
    ['a dealer against the board number', { board: 1, dealer: 'E' }, { code: 'bad-field', field: 'dealer' }],
    ['a vulnerability against the board number', { board: 2 }, { code: 'bad-field', field: 'vulnerable' }],
    ['a system id with spaces', { system: 'my system' }, { code: 'bad-field', field: 'system' }],
    ['a title of 301 characters', { title: 'x'.repeat(301) }, { code: 'bad-field', field: 'title' }],
  ] as const)('refuses %s, naming the field', (_n, extra, expected) => {
    const r = parseCaseFile({ ...base, ...extra });
    expect(r.ok ? null : r.error).toMatchObject(expected);
  });

  it('takes a title of 300 characters', () => expect(parseCaseFile({ ...base, title: 'x'.repeat(300) }).ok).toBe(true));
});
