// The quiz's judgement, on the public example cases: which questions are asked, what is right, and
// which reason a wrong answer gets (each row names the law it turns on).
import { replayFrames } from '@/lib/engine';
import { ruleCase } from '@/lib/engine';
import { loadCase } from '@/components/testing/cases';
import { expectedAnswers, highlightsOf, judge, predictionFrame, targetRevoke, type Answers } from './model';

const setup = (name: string) => {
  const c = loadCase(name);
  const r = ruleCase(c);
  const f = replayFrames(c);
  if (!r.ok || !f.ok) throw new Error(name);
  const revoke = targetRevoke(c, r.value)!;
  const final = f.value[f.value.length - 1];
  return { c, ruling: r.value, revoke, final, frames: f.value, judge: (a: Answers) => judge(c, r.value, revoke, final, a) };
};

test('frames: one per action plus the start, and the prediction comes right after attention', () => {
  const { c, frames } = setup('64a2-seed-example1-one-trick');
  expect(frames).toHaveLength(c.timeline.length + 1);
  expect(frames[0].tricks).toHaveLength(0);
  expect(predictionFrame(c)).toBe(c.timeline.length); // attention is the last action
  // Two revokes: the first (West's) sets the scene, the board is about the last attention (East's, action 24).
  const penalty = loadCase('61a-lead-of-forbidden-suit-corrected-penalty-card');
  expect(predictionFrame(penalty)).toBe(25);
});

describe.each([
  ['63A1/64A2: partner played on, one trick', '64a2-seed-example1-one-trick', { status: 'established', transfer: '1' }],
  ['62B1: a defender corrects, major penalty card', '61a-lead-of-forbidden-suit-corrected-penalty-card', { status: 'corrected', transfer: '0', penalty: 'major' }],
  ['62B2: declarer corrects, no penalty card', '62c1-declarer-corrects-opponent-changes-card', { status: 'corrected', transfer: '0', penalty: 'none' }],
  ['62D: trick 12 corrected though established, no transfer', '62d-trick12-revoke-corrected-after-trick13', { status: 'trick12-corrected', transfer: '0', penalty: 'none' }],
  ['64B3: dummy revoked, no automatic transfer', '64b3-dummy-revoke-no-adjustment', { status: 'established', transfer: 'none' }],
  ['64A1: offender ruffed, two tricks', '64a1-seed-example2-defender-ruffs-two-tricks', { status: 'established', transfer: '2' }],
] as const)('%s', (_name, file, right) => {
  test('the right answers are what the ruling implies', () => {
    expect(expectedAnswers(setup(file).revoke)).toEqual(right);
  });
  test('answering them is judged all right', () => {
    expect(setup(file).judge(right).every((v) => v.correct)).toBe(true);
  });
});

test('63A1: "corrected" is wrong because partner played to the next trick, named with seat and trick', () => {
  const { judge: j } = setup('64a2-seed-example1-one-trick');
  const [status] = j({ status: 'corrected', transfer: '1', penalty: 'major' });
  expect(status.correct).toBe(false);
  expect(status.why).toEqual([{ key: 'whyEstablishedPlay', values: { seat: 'W', trick: 7, law: '63A1' }, laws: ['law'] }]);
});

test('64A2: two tricks is wrong because the offender did not win the revoke trick; the winner is named', () => {
  const { judge: j } = setup('64a2-seed-example1-one-trick');
  const transfer = j({ status: 'established', transfer: '2' })[1];
  expect(transfer.correct).toBe(false);
  expect(transfer.why[0]).toMatchObject({ key: 'whyTransfer64A2', values: { seat: 'E', trick: 6, winner: 'S', count: 1 } });
});

test('64B3: "0 tricks" is not the ruling: no automatic transfer, and why', () => {
  const { judge: j } = setup('64b3-dummy-revoke-no-adjustment');
  const transfer = j({ status: 'established', transfer: '0' })[1];
  expect(transfer.correct).toBe(false);
  expect(transfer.why[0]).toMatchObject({ key: 'whyTransferNoneRule', values: { reason: 'reason64B3', law: '64B3' } });
});

test('62D: calling a trick-12 revoke "established" is answered with the trick-12 rule', () => {
  const { judge: j } = setup('62d-trick12-revoke-corrected-after-trick13');
  const [status] = j({ status: 'established', transfer: '0' });
  expect(status.correct).toBe(false);
  expect(status.why[0].key).toBe('whyTrick12');
});

test('the questions are about the revoke the last attention is drawn to', () => {
  const { revoke } = setup('61a-lead-of-forbidden-suit-corrected-penalty-card');
  expect([revoke.seat, revoke.trick]).toEqual(['E', 6]);
});

test('the penalty-card question follows the learner\'s own answer, so it is not judged after "established"', () => {
  const { judge: j } = setup('61a-lead-of-forbidden-suit-corrected-penalty-card');
  expect(j({ status: 'established', transfer: '0' }).map((v) => v.question)).toEqual(['status', 'transfer']);
  const verdicts = j({ status: 'corrected', transfer: '0', penalty: 'none' });
  expect(verdicts[2]).toMatchObject({ question: 'penalty', correct: false, why: [{ key: 'whyPenaltyDefender' }] });
});

test('1997 64A2: the extra trick is explained as the 1997 rule', () => {
  const { judge: j } = setup('1997-64a2-extra-trick-offender-wins-with-revoke-suit');
  const transfer = j({ status: 'established', transfer: '1' })[1];
  expect(transfer.why[0]).toMatchObject({ key: 'whyTransfer1997Extra', values: { count: 2 } });
});

test('a step points at tricks, cards and seats by its param names', () => {
  // A step as plain data (whatever the engine's typed params for its key): names alone decide.
  const step = { law: '64A2', key: 'transfer.offenderDidNotWin', params: { seat: 'E', trick: 6, winnerSeat: 'S', card: 'D8', count: 1 } } as unknown as Parameters<typeof highlightsOf>[0];
  const h = highlightsOf(step);
  expect([...h.tricks]).toEqual([6]);
  expect([...h.seats].sort()).toEqual(['E', 'S']);
  expect([...h.cards]).toEqual(['D8']);
});
