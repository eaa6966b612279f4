// End positions for <Diagram deal="…">: equal hands of fewer than 13 cards are read, anything else
// is refused with a message naming the hand; and the trick-twelve lesson's two-card example does
// in play what its prose says in every language (content/*/trick-twelve.mdx).
import { describe, expect, test } from 'vitest';
import { RANKS, type Card, type Seat, type Suit } from '../engine';
import { parsePosition, type Hands } from './endPosition';
import { LOCALES } from './frontmatter';
import { readLessonSource } from './load';
import { attrValue, isJsxElement, parseMdx, walk } from './mdx';

describe('parsePosition', () => {
  test('a full deal and a two-card end position', () => {
    const full = parsePosition('N:AKQ2.Q54.KJ2.A93 J43.KT32.Q87.J54 T987.A96.A43.KQ2 65.J87.T965.T876');
    expect(full.ok && full.value.cards).toBe(13);
    const end = parsePosition('N:.K..2 3.5.. .4..A ..QJ.');
    expect(end.ok && end.value).toEqual({ cards: 2, hands: { N: ['HK', 'C2'], E: ['S3', 'H5'], S: ['H4', 'CA'], W: ['DQ', 'DJ'] } });
  });

  test('hands given from another seat go round the table from it', () => {
    const end = parsePosition('W:..QJ. .K..2 3.5.. .4..A');
    expect(end.ok && end.value.hands.W).toEqual(['DQ', 'DJ']);
    expect(end.ok && end.value.hands.E).toEqual(['S3', 'H5']);
  });

  test.each([
    ['unequal hands', 'N:.K..2 3.5.. .4..A ..Q.', /same number of cards.*W 1/],
    ['a card dealt twice', 'N:.K..2 3.5.. .K..A ..QJ.', /HK is dealt twice \(N and S\)/],
    ['a hand without four suits', 'N:.K.2 3.5.. .4..A ..QJ.', /hand N .* four suits/],
    ['a rank that does not exist', 'N:.K..1 3.5.. .4..A ..QJ.', /hand N: "1" is not a rank/],
    ['three hands', 'N:.K..2 3.5.. .4..A', /found 3 hand/],
    ['no seat', '.K..2 3.5.. .4..A ..QJ.', /"N:"/],
    ['empty hands', 'N:... ... ... ...', /no cards/],
  ])('refuses %s', (_name, text, message) => {
    const r = parsePosition(text);
    expect(r.ok ? 'accepted' : r.error).toMatch(message);
  });
});

// A trick's winner: the highest trump, else the highest card of the suit led.
const winner = (plays: readonly (readonly [Seat, Card])[], trump: Suit | null): Seat => {
  const led = plays[0][1][0];
  const rank = (c: Card) => RANKS.length - RANKS.indexOf(c[1] as never);
  const value = (c: Card) => (c[0] === trump ? 100 : c[0] === led ? 50 : 0) + rank(c);
  return [...plays].sort((a, b) => value(b[1]) - value(a[1]))[0][0];
};

const side = (s: Seat) => (s === 'N' || s === 'S' ? 'NS' : 'EW');

describe('the trick-twelve lesson’s two-card example', () => {
  const diagrams = LOCALES.map((locale) => {
    const found: { deal: string; contract: unknown; lead: unknown; highlight: unknown }[] = [];
    walk(parseMdx(readLessonSource(locale, 'trick-twelve').body), (n) => {
      if (!isJsxElement(n) || n.name !== 'Diagram') return;
      const v = (a: string) => {
        const x = attrValue(n, a);
        return x.kind === 'literal' ? x.value : undefined;
      };
      if (typeof v('deal') === 'string') found.push({ deal: v('deal') as string, contract: v('contract'), lead: v('lead'), highlight: v('highlight') });
    });
    return [locale, found] as const;
  });

  test.each(diagrams)('%s draws the same end position: two cards each, 4♠, North to lead, ♥5 and ♠3 marked', (_locale, found) => {
    expect(found).toEqual([{ deal: 'N:.K..2 3.5.. .4..A ..QJ.', contract: '4S', lead: 'N', highlight: 'H5 S3' }]);
  });

  test('played as the prose says, East wins both tricks; exchanged, North-South win trick twelve and East still wins trick thirteen', () => {
    const r = parsePosition('N:.K..2 3.5.. .4..A ..QJ.');
    if (!r.ok) throw new Error(r.error);
    const h: Hands = r.value.hands;
    // East holds a heart, so ruffing North's ♥K with the ♠3 is a revoke.
    expect(h.E).toContain('H5');
    const t12 = [['N', 'HK'], ['E', 'S3'], ['S', 'H4'], ['W', 'DJ']] as const;
    expect(winner(t12, 'S')).toBe('E');
    // East leads the ♥5: no one else has a heart left.
    const t13 = [['E', 'H5'], ['S', 'CA'], ['W', 'DQ'], ['N', 'C2']] as const;
    expect(winner(t13, 'S')).toBe('E');
    expect(['N', 'S', 'W'].some((s) => h[s as Seat].some((c) => c[0] === 'H' && c !== 'HK' && c !== 'H4'))).toBe(false);
    // The exchange: the ♥5 to trick twelve, the ♠3 to trick thirteen; counted again.
    const swap = (plays: readonly (readonly [Seat, Card])[], card: Card) => plays.map(([s, c]) => [s, s === 'E' ? card : c] as const);
    const after12 = winner(swap(t12, 'H5'), 'S');
    // Trick thirteen has one card a hand, so who leads it does not change who wins it.
    const after13 = winner(swap(t13, 'S3'), 'S');
    expect([after12, after13]).toEqual(['N', 'E']);
    const count = (ws: Seat[]) => ws.filter((w) => side(w) === 'NS').length;
    expect(count([after12, after13]) - count(['E', 'E'])).toBe(1); // North-South gain one trick
  });
});
