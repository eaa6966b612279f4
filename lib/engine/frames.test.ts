// What the ruling and the replay hand the UI, so that no screen digs it out of the timeline again:
// per revoke the failure, the attention, who established it and the penalty card's reason; and
// replayFrames, the table after every action from one pass.
import { describe, expect, it } from 'vitest';
import { caseOf, playOut, type Board } from './testing/compact';
import { ruleCase } from './rule';
import { replayCase, replayFrames } from './replay';

const EX2: Board = { deal: 'N:T98.KQ4.K54.7654 76.T98765.9876.8 AKQJ2.A32.A32.32 543.J.QJT.AKQJT9', contract: '4S', declarer: 'S' };
const TO_REVOKE = 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA S3 S8 S7 | HA HJ H4 H5 | H2 C9 HK H6 | HQ S6';

const ruled = (timeline: string, edition: '1997' | '2007' | '2017' = '2017', out = false) => {
  const c = caseOf(EX2, edition, timeline);
  const r = ruleCase(out ? playOut(c) : c);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.revokes;
};

describe('the ruling says what the UI would otherwise work out', () => {
  it('61A/63A1: a failure to follow suit, who drew attention, and East establishing it by leading to trick 8', () => {
    const [r] = ruled(`${TO_REVOKE} H3 CT | H7 SJ CQ C6 !E7@S`);
    expect(r.failure).toEqual({ kind: 'followSuit', suitLed: 'H', heldCard: 'HT' });
    expect(r.attention).toEqual({ at: 32, by: 'S' });
    expect(r.established).toEqual({ at: 28, how: 'play', seat: 'E', trick: 8 });
    expect(r).toMatchObject({ establishedAt: 28, establishedBy: 'play', penaltyCard: null, penaltyCardReason: null, rule: null, transfer: null });
  });

  it('62B1: a corrected defender\'s card is a major penalty card for that reason; 61A: discarding while holding it in the suit led is a failure to follow', () => {
    const rs = ruled(`${TO_REVOKE} !E7 =H7 H3 CT | S9 H8`, '2017', true);
    expect(rs[0]).toMatchObject({ status: 'corrected', penaltyCard: 'major', penaltyCardReason: '62B1', established: null, attention: { at: 26, by: null } });
    expect(rs[1].failure).toEqual({ kind: 'followSuit', suitLed: 'S', heldCard: 'S6' });
  });

  it('61A/50D1: leading another card while holding a major penalty card is a failure to play it', () => {
    // W's C9 becomes a penalty card on trick 4; dummy's revoke on trick 5 lets W win it, and W leads DJ.
    const rs = ruled('CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA C9 !W4 =S3 S8 S7 | H2 HJ C6 H5 | DJ');
    expect(rs.map((r) => r.failure)).toEqual([
      { kind: 'followSuit', suitLed: 'S', heldCard: 'S5' },
      { kind: 'followSuit', suitLed: 'H', heldCard: 'HK' },
      { kind: 'penaltyCard', card: 'C9' },
    ]);
  });

  it('no attention yet: attention is null and the revoke is unnoticed', () => {
    const [r] = ruled(TO_REVOKE);
    expect(r).toMatchObject({ status: 'unnoticed', attention: null, established: null, transfer: null });
  });
});

describe('replayFrames', () => {
  it.each([
    ['a board played out with a correction', `${TO_REVOKE} !E7 =H7 H3 CT | S9 H8`],
    ['a 62C withdrawal', 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA C9 S8 S7 !W4 =S3 ~N:ST ~E:S6'],
    ['a claim', `${TO_REVOKE} H3 CT claim:S:6 agree:W agree:E !E7`],
  ])('gives replayCase(c, i) for every i in one pass: %s', (_n, timeline) => {
    const c = playOut(caseOf(EX2, '2017', timeline));
    const frames = replayFrames(c);
    if (!frames.ok) throw new Error(frames.error.message);
    expect(frames.value).toHaveLength(c.timeline.length + 1);
    frames.value.forEach((f, i) => {
      const one = replayCase(c, i);
      expect(one.ok && one.value, `frame ${i}`).toEqual(f);
    });
  });

  it('rejects the case with the same coded error as replayCase', () => {
    const c = caseOf(EX2, '2017', 'CA C4 C8 C2 CA');
    expect(replayFrames(c)).toEqual(replayCase(c));
  });
});
