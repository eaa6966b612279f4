import { formatLaw, formatCard, cardName, seatLetter, seatName, formatContract, formatStepParams } from './format';

describe('formatLaw: each language cites the laws in its own style (glossary.md)', () => {
  test.each([
    ['64A1', 'en', '2017', 'Law 64A1 (2017)'],
    ['64A1', 'sv', '2017', 'lag 64A1 (2017)'],
    ['64A1', 'de', '2017', '§ 64 A1 TBR (2017)'],
    ['43B2b', 'de', undefined, '§ 43 B2b TBR'],
    ['50', 'de', undefined, '§ 50 TBR'],
    ['62D', 'sv', '1997', 'lag 62D (1997)'],
  ] as const)('%s in %s (%s) → %s', (ref, locale, edition, expected) => {
    expect(formatLaw(ref, locale, edition)).toBe(expected);
  });
});

test.each([
  ['SQ', 'en', '♠Q', 'queen of spades'],
  ['SQ', 'sv', '♠D', 'spader dam'],
  ['SQ', 'de', '♠D', 'Pik Dame'],
  ['HJ', 'sv', '♥Kn', 'hjärter knekt'],
  ['CA', 'sv', '♣E', 'klöver ess'],
  ['DJ', 'de', '♦B', 'Karo Bube'],
  ['HT', 'en', '♥10', 'ten of hearts'],
] as const)('card %s in %s is %s, read as "%s"', (card, locale, short, long) => {
  expect(formatCard(card, locale)).toBe(short);
  expect(cardName(card, locale)).toBe(long);
});

test('seats in local letters: N Ö S V, N O S W', () => {
  expect(['N', 'E', 'S', 'W'].map((s) => seatLetter(s as 'N', 'sv')).join(' ')).toBe('N Ö S V');
  expect(['N', 'E', 'S', 'W'].map((s) => seatLetter(s as 'N', 'de')).join(' ')).toBe('N O S W');
  expect(seatName('E', 'de')).toBe('Ost');
});

test('contracts: 3NT, 3 NT, 3 SA; doubled in the local letters', () => {
  expect(formatContract('3NT', 'en')).toBe('3NT');
  expect(formatContract('3NT', 'sv')).toBe('3 NT');
  expect(formatContract('3NT', 'de')).toBe('3 SA');
  expect(formatContract('4SX', 'sv')).toBe('4♠ D');
});

test('step params: trick numbers stay, cards and seats in the reader\'s letters', () => {
  expect(formatStepParams({ seat: 'W', trick: 7, revokeCard: 'SQ', offenderSeat: 'E', laterTrick: 9 }, 'sv')).toEqual({
    seat: 'Väst', trick: 7, revokeCard: '♠D', offenderSeat: 'Öst', laterTrick: 9,
  });
});
