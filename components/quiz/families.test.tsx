// Every generated family can be played through the quiz in every edition it exists in: the frames
// replay (in one pass, as replaying up to each action would), each question asked has a right answer, and every reason a wrong answer can get has a
// text in sv, en and de (so no learner ever sees a raw key).
import { FAMILIES, generateScenario } from '@/lib/generator';
import { replayCase, replayFrames } from '@/lib/engine';
import { ruleCase } from '@/lib/engine';
import { makeTranslator } from '@/lib/i18n/messages';
import { LOCALES } from '@/lib/i18n/locales';
import { expectedAnswers, judge, targetRevoke, STATUS_ANSWERS, TRANSFER_ANSWERS, PENALTY_ANSWERS, type Answers } from './model';

const translators = LOCALES.map((l) => makeTranslator(l));
const boards = FAMILIES.flatMap((f) => f.editions.map((edition) => ({ family: f.name, edition })));

test.each(boards)('$family ($edition)', ({ family, edition }) => {
  const c = generateScenario(family, 7, edition);
  if (!c.ok) return; // a family the generator cannot deal for this seed is the generator's test
  const r = ruleCase(c.value);
  expect(r.ok).toBe(true);
  const frames = replayFrames(c.value);
  expect(frames.ok).toBe(true);
  if (!r.ok || !frames.ok) return;
  // the player's frames, from one replay, are the tables replayCase gives up to each action
  frames.value.forEach((f, i) => {
    const one = replayCase(c.value, i);
    expect(one.ok && one.value, `frame ${i}`).toEqual(f);
  });
  const revoke = targetRevoke(c.value, r.value);
  expect(revoke).not.toBeNull();
  const expected = expectedAnswers(revoke!);
  expect(expected.status ?? expected.transfer).toBeDefined();
  const final = frames.value[frames.value.length - 1];
  for (const status of STATUS_ANSWERS)
    for (const transfer of TRANSFER_ANSWERS)
      for (const penalty of PENALTY_ANSWERS) {
        const given: Answers = { status, transfer, penalty };
        for (const v of judge(c.value, r.value, revoke!, final, given)) {
          for (const why of v.why) {
            for (const t of translators) {
              expect(t.has(`quiz.${why.key}`), why.key).toBe(true);
              if (typeof why.values.reason === 'string') expect(t.has(`quiz.${why.values.reason}`), String(why.values.reason)).toBe(true);
            }
          }
        }
      }
});
