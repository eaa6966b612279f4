// The defect classes a mutation fuzzer found (issue 10), one test per class, each naming the law
// (and edition) it pins down. Boards: the seed summary's examples, as in rule.test.ts.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { caseOf, playOut, type Board } from './testing/compact';
import { parseCaseText } from './caseSchema';
import { ruleCase } from './rule';
import { replayCase } from './replay';
import { ruleFile } from '../../scripts/rule';
import type { Edition } from './vocab';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ALL: readonly Edition[] = ['1997', '2007', '2017'];
/** Seed example 2 (4♠ by South). N T98.KQ4.K54.7654, E 76.T98765.9876.8, S AKQJ2.A32.A32.32, W 543.J.QJT.AKQJT9. */
const EX2: Board = { deal: 'N:T98.KQ4.K54.7654 76.T98765.9876.8 AKQJ2.A32.A32.32 543.J.QJT.AKQJT9', contract: '4S', declarer: 'S' };
const base = { format: 'revoke-case/1', edition: '2017', contract: '4S', declarer: 'S', vulnerable: 'None', deal: EX2.deal };
const tricksOf = (c: ReturnType<typeof caseOf>) => {
  const r = ruleCase(c);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('Object.prototype names are no action kinds', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])('"%s" is an unknown action, not a crash', (key) => {
    const text = `{"format":"revoke-case/1","edition":"2017","contract":"4S","declarer":"S","vulnerable":"None","deal":"${EX2.deal}","timeline":[{"play":"CA"},{"${key}":{"by":"N"}}]}`;
    const r = parseCaseText(text);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'unknown-action', action: 1 });
  });

  it('an Object.prototype name beside a real key is a bad action', () => {
    const r = parseCaseText(JSON.stringify({ ...base, timeline: [{ play: 'CA', constructor: 1 }] }));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'bad-action', action: 0 });
  });

  it('the rule command rules the files after such a file', () => {
    const files: Record<string, string> = {
      'a.json': `{"format":"revoke-case/1","edition":"2017","contract":"4S","declarer":"S","vulnerable":"None","deal":"${EX2.deal}","timeline":[{"__proto__":{}}]}`,
      'b.json': JSON.stringify({ ...base, timeline: [] }),
    };
    const lines = Object.keys(files).map((f) => ruleFile(f, (x) => files[x]));
    expect(lines[0]).toMatchObject({ error: { code: 'unknown-action', action: 0 } });
    expect(lines[1]).toMatchObject({ edition: '2017', revokes: [] });
  });
});

describe('Law 62C1 with Law 44: the card that replaces a withdrawn one is a legal play', () => {
  // Trick 1: W leads CA, dummy N discards D4 holding clubs (the revoke), E plays his only club C8, S C2.
  it.each(ALL)('62C1 (%s): E withdrew his only club, so he must play it again; a heart is refused', (edition) => {
    const r = replayCase(caseOf(EX2, edition, 'CA D4 C8 C2 !N1 =C4 ~E:H5'));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'illegal-replace', action: 6 });
  });
});

describe('Law 62C1: withdrawing a card that was itself a revoke', () => {
  // Trick 1: W CA, dummy N D4 (revoke), E H5 though holding the club eight (a second revoke), S C2.
  it.each(ALL)('62C1 (%s): E takes back his own unnoticed revoke card with the correction: his revoke no longer stands', (edition) => {
    const c = playOut(caseOf(EX2, edition, 'CA D4 H5 C2 !N1 =C4 ~E:C8'));
    const t = replayCase(c);
    if (!t.ok) throw new Error(t.error.message);
    expect(t.value.revokes.map((r) => `${r.seat}${r.trick}`)).toEqual(['N1']);
    const r = tricksOf(c);
    expect(r.revokes).toHaveLength(1);
    expect(r.revokes[0]).toMatchObject({ seat: 'N', status: 'corrected' });
    expect(r.tricks?.declarer.won).toBe(r.tricks?.declarer.final);
  });

  it('62A (2017): once attention is drawn to it, that revoke is put right with "correct", not replaced', () => {
    const r = replayCase(caseOf(EX2, '2017', 'CA D4 H5 C2 !N1 !E1 =C4@N ~E:C8'));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'illegal-replace', action: 7 });
    expect(replayCase(caseOf(EX2, '2017', 'CA D4 H5 C2 !N1 !E1 =C4@N =C8@E')).ok).toBe(true);
  });
});

describe('Law 62B with 62C1: a correction that takes back the next trick', () => {
  // W (penalty card C9 from trick 4) wins trick 5 when dummy discards C6 holding hearts, and leads DJ
  // instead of the penalty card (a revoke, 61A/50D1); that revoke is corrected (C9 led), then
  // dummy's revoke is corrected with HK, which wins trick 5: W's lead to trick 6 goes back.
  const prefix = 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA C9 !W4 =S3 S8 S7 | H2 HJ C6 H5';
  it.each(ALL)('62B1/62C1 (%s): the revoke on the trick taken back no longer stands, and the penalty card lies on the table again', (edition) => {
    const c = caseOf(EX2, edition, `${prefix} | DJ !W6 =C9 !N5 =HK`);
    const t = replayCase(c);
    if (!t.ok) throw new Error(t.error.message);
    expect(t.value.revokes.map((r) => `${r.seat}${r.trick}`)).toEqual(['W4', 'N5']);
    expect(t.value.tricks).toHaveLength(5);
    expect(t.value.penaltyCards.W).toEqual(['C9']);
    expect(t.value.hands.W).toEqual(expect.arrayContaining(['C9', 'DJ']));
    expect(t.value.toPlay).toBe('N');
    const r = tricksOf(playOut(c));
    expect(r.revokes.map((x) => [x.seat, x.trick, x.status])).toEqual([['W', 4, 'corrected'], ['N', 5, 'corrected']]);
  });
});

describe('Law 62 and 63A: cards of a trick are fixed once the next trick is complete', () => {
  // 2017 62C3: E and S both revoke on trick 1 (W leads S6, N SA, E D2, S C3); attention while only
  // N-S have played on; then trick 2 is finished before anyone corrects.
  const board: Board = { deal: 'N:AQJT73.K.AT8.KQ9 5.T86.QJ732.T652 2.AQJ52.K96.8743 K9864.9743.54.AJ', contract: '3NT', declarer: 'S' };
  it('62C3 (2017): a correction after trick 2 is complete is refused', () => {
    const r = replayCase(caseOf(board, '2017', 'S6 SA D2 C3 | DA !E1@E !S1@E DQ D6 D4 =S5@E'));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'illegal-correction', action: 10 });
    if (!r.ok) expect(r.error.message).toMatch(/trick 2 is complete/);
  });

  it('62C1 (2017): a withdrawal after trick 2 is complete is refused', () => {
    const r = replayCase(caseOf(board, '2017', 'S6 SA D2 C3 | DA !E1@E !S1@E =S5@E =S2@S D3 D6 D4 ~W:S4'));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'illegal-replace', action: 12 });
  });

  it.each(ALL)('62A/63A4 (%s): a correction after a claim still leaves thirteen tricks', (edition) => {
    // Dummy N discards on a heart on trick 5 (W wins it), then East concedes the rest before trick 6
    // is played; the correction with the heart king wins trick 5 for North.
    const c = caseOf(EX2, edition, 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA S3 S8 S7 | H2 HJ C6 H5 | concede:E:0 !N5 =HK');
    const r = tricksOf(c);
    expect(r.revokes[0]).toMatchObject({ seat: 'N', status: 'corrected' });
    const t = replayCase(c);
    if (!t.ok) throw new Error(t.error.message);
    const played = t.value.tricks.filter((x) => x.winner).length;
    expect(played + t.value.claims[0].remaining).toBe(13);
  });
});

describe('Law 63A3/63A4: after a claim, a revoke is corrected unless the claim established it', () => {
  // Dummy N discards C6 on trick 5 holding hearts; a claim or concession comes before trick 6.
  // Only the offending side's own claim, or its agreement to the opponents' one, establishes the
  // revoke (editions.md, 63A3/63A4 rows): 1997 "makes or acquiesces in", 2007 "makes or agrees to",
  // 2017 "makes" with agreement to the opponents' claim counting once it stands under Law 69A.
  const toRevoke = 'CA C4 C8 C2 | CK C5 D6 C3 | DQ D4 D7 DA | SA S3 S8 S7 | H2 HJ C6 H5';
  it.each(ALL)('63A3 (%s): declarer\'s own claim establishes dummy\'s revoke: no correction', (edition) => {
    const r = replayCase(caseOf(EX2, edition, `${toRevoke} claim:S:8 !N5 =HK`));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'nothing-to-correct', action: 22 });
  });

  it.each(ALL)('63A3 (%s): the defenders\' concession, not agreed to, does not establish it: corrected', (edition) => {
    expect(replayCase(caseOf(EX2, edition, `${toRevoke} concede:E:0 !N5 =HK`)).ok).toBe(true);
  });

  it.each(['1997', '2007'] as const)('63A3 (%s): declarer agreeing to the defenders\' concession establishes it at once: no correction', (edition) => {
    const r = replayCase(caseOf(EX2, edition, `${toRevoke} concede:E:0 agree:S !N5 =HK`));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'nothing-to-correct', action: 23 });
  });

  it('63A4 (2017): declarer\'s agreement does not stand yet (Law 69A), so the revoke is still corrected', () => {
    const c = caseOf(EX2, '2017', `${toRevoke} concede:E:0 agree:S !N5 =HK`);
    expect(replayCase(c).ok).toBe(true);
    expect(tricksOf(c).revokes[0]).toMatchObject({ seat: 'N', status: 'corrected' });
  });
});

describe('Laws 64B4, 64B5 and 62D: nothing is played after the board is over', () => {
  it.each([
    ['handsReturned', 'returned'],
    ['nextBoardCall', 'call:N'],
    ['roundEnd', 'roundEnd'],
  ])('a play after %s is refused', (_name, token) => {
    const r = replayCase(caseOf(EX2, '2017', `CA C4 C8 C2 ${token} CK`));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'play-after-end', action: 5 });
  });

  it('64B4: a revoke cannot follow a call on the next board, so it never gets 64B4 from a call made before it', () => {
    const r = replayCase(caseOf(EX2, '2017', 'CA C4 C8 C2 call:S CK D4'));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'play-after-end', action: 5 });
  });

  it('62D1: no correction, claim or designation once the hands are back in the board', () => {
    expect(replayCase(caseOf(EX2, '2017', 'CA D4 C8 C2 returned !N1 =C4')).ok).toBe(false);
    expect(replayCase(caseOf(EX2, '2017', 'CA C4 C8 C2 returned claim:S:12'))).toMatchObject({ ok: false, error: { code: 'bad-claim', action: 5 } });
    expect(replayCase(caseOf(EX2, '2017', 'CA C4 C8 C2 roundEnd >CK@W'))).toMatchObject({ ok: false, error: { code: 'bad-designate', action: 5 } });
  });
});

describe('the rule command with files as people write them', () => {
  it('reads a file with a UTF-8 byte-order mark (as Windows editors write)', () => {
    const r = parseCaseText('\uFEFF' + JSON.stringify({ ...base, timeline: [] }));
    expect(r.ok).toBe(true);
  });

  it('stops quietly when its reader goes away (rule … | head)', () => {
    const file = join(root, '../shared/cases/64a2-seed-example1-one-trick.json');
    const args = Array.from({ length: 300 }, () => JSON.stringify(file)).join(' ');
    const out = execFileSync('sh', ['-c', `npx tsx ${JSON.stringify(join(root, 'scripts/rule.ts'))} ${args} 2>&1 | head -c 100`], { encoding: 'utf8' });
    expect(out).toMatch(/^\{"edition"/);
    expect(out).not.toMatch(/EPIPE|Error/);
    // A child process (tsx starting up) on a shared, loaded machine: room enough, no timing asserted.
  }, 60_000);
});

// Law 62A: attention is drawn to one revoke. N revokes on tricks 1 and 2 (discards diamonds
// holding clubs); attention without a trick cannot say which, with one it names that revoke.
describe('attention names one revoke (62A)', () => {
  const tl = 'CA D4 C8 C2 | CK D5 H5 C3';
  it('two revokes by N and attention without a trick is ambiguous, naming both tricks', () => {
    const r = replayCase(caseOf(EX2, '2017', `${tl} !N`));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'ambiguous-revoke', action: 8 });
    expect(r.ok ? '' : r.error.message).toContain('tricks 1 and 2');
  });
  it('attention to N\'s revoke on trick 2 is recorded on that revoke only', () => {
    const r = replayCase(caseOf(EX2, '2017', `${tl} !N2@W !N2@E`));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.revokes.map((x) => [x.trick, x.attention.map((a) => a.by)])).toEqual([[1, []], [2, ['W', 'E']]]);
  });
});
