// The face action: a player's remaining cards faced on the table (declarer showing his hand, a
// defender's hand shown). Law 64B3 by edition, and Law 62B2 for a faced card put right.
import { describe, expect, it } from 'vitest';
import { caseOf, playOut, type Board } from './testing/compact';
import { ruleCase } from './rule';
import { replayCase } from './replay';
import { parseCaseText } from './caseSchema';

/** Seed example 2 (4♠ by South). */
const EX2: Board = { deal: 'N:T98.KQ4.K54.7654 76.T98765.9876.8 AKQJ2.A32.A32.32 543.J.QJT.AKQJT9', contract: '4S', declarer: 'S' };
/** South faces his hand after trick 2 and then ruffs a diamond while holding diamonds. */
const FACED = 'CA C4 C8 C2 | CK C5 D6 C3 | face:S DQ D4 D7 S2';

const rule = (edition: '1997' | '2007' | '2017', timeline: string, after?: string) => {
  let c = playOut(caseOf(EX2, edition, timeline));
  if (after) c = { ...c, timeline: [...c.timeline, ...caseOf(EX2, edition, after).timeline] };
  const r = ruleCase(c);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('Law 64B3: a revoke from a hand faced on the table', () => {
  it.each(['1997', '2007'] as const)('1997/2007 64B3 (%s): a card of a faced hand: no automatic transfer', (edition) => {
    const r = rule(edition, FACED, '!S3');
    expect(r.revokes[0]).toMatchObject({ role: 'declarer', status: 'established', transfer: 0, rule: '64B3', directorReview: true });
    expect(r.steps.find((s) => s.key === 'noTransfer.64B3')?.params).toMatchObject({ what: 'facedHand' });
  });

  it('2017 64B3 covers only penalty cards and dummy: the faced hand\'s revoke gets the 64A1 transfer', () => {
    const r = rule('2017', FACED, '!S3');
    expect(r.revokes[0]).toMatchObject({ status: 'established', transfer: 2, rule: '64A1' });
  });
});

describe('Law 62B2: a faced card is put right without a penalty card', () => {
  it.each(['1997', '2007', '2017'] as const)('62B2 (%s): West faces his hand, revokes, and corrects: no penalty card', (edition) => {
    // Trick 4: South leads the spade ace, West (holding 543 of spades, hand faced) discards C9.
    const c = caseOf(EX2, edition, 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | face:W SA C9 !W4 =S3');
    const r = ruleCase(c);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.revokes[0]).toMatchObject({ seat: 'W', status: 'corrected', penaltyCard: null, penaltyCardReason: null });
    expect(r.value.steps.map((s) => s.key)).toContain('correction.facedCardNoPenalty');
    const t = replayCase(c);
    expect(t.ok && t.value.penaltyCards.W).toEqual([]);
    expect(t.ok && t.value.facedHands.W).toBe(true);
  });
});

describe('the face action in a case file', () => {
  it('is read from JSON and refused when the hand is already face up', () => {
    const text = JSON.stringify({ format: 'revoke-case/1', edition: '2017', deal: EX2.deal, contract: '4S', declarer: 'S', vulnerable: 'None', timeline: [{ play: 'CA' }, { face: { seat: 'S' } }, { face: { seat: 'S' } }] });
    const parsed = parseCaseText(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(replayCase(parsed.value)).toMatchObject({ ok: false, error: { code: 'bad-face', action: 2 } });
    expect(replayCase(caseOf(EX2, '2017', 'CA face:N'))).toMatchObject({ ok: false, error: { code: 'bad-face', action: 1 } });
    expect(parseCaseText(text.replace('{"seat":"S"}', '{"seat":"X"}'))).toMatchObject({ ok: false, error: { code: 'bad-action', action: 1 } });
  });
});
