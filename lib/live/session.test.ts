// The session lifecycle as the reducer sees it: join, answer, reveal, reconnect (the view a
// returning phone gets), late answers, expiry and bad input. Boards are dealt for real (generator,
// engine, quiz model), so the questions are the quiz's own.
import { dealBoard } from './plan';
import { playerView, roomView } from './view';
import {
  IDLE_EXPIRY_MS, MAX_PLAYERS, NICKNAME_MAX, POINTS_RIGHT, createSession, currentStop, reduce, standings, type LiveEvent, type PresenterCommand, type SessionState,
} from './session';
import { parseJoinCode, makeJoinCode, JOIN_ALPHABET } from './code';

const T0 = 1_700_000_000_000;
const dealt = dealBoard('established-partner-plays', '2017', 7);
if (!dealt.ok) throw new Error(dealt.error.code);
const plan = dealt.value.plan;

const fresh = (): SessionState => createSession({ code: 'ACDEF', presenterKeyHash: 'h', locale: 'sv', boards: [plan, plan], at: T0 });

/** Apply events in order; each must be accepted. */
const run = (s: SessionState, ...events: LiveEvent[]): SessionState =>
  events.reduce((acc, e) => {
    const r = reduce(acc, e);
    if (!r.ok) throw new Error(`${e.type} refused: ${r.error}`);
    return r.state;
  }, s);
const cmd = (command: PresenterCommand, at = T0 + 1): LiveEvent => ({ type: 'command', command, at });
const join = (id: string, nickname = id, at = T0 + 1): LiveEvent => ({ type: 'join', id, nickname, locale: 'de', tokenHash: `t-${id}`, at });
const answer = (player: string, question: number, choice: string, at = T0 + 2, board = 0): LiveEvent => ({ type: 'answer', player, board, question, choice, at });

/** Presses next until the screen shows that question of the current board. */
const toQuestion = (s: SessionState, question: number): SessionState => {
  let x = s;
  for (let i = 0; i < 100; i++) {
    const stop = currentStop(x);
    if (stop?.kind === 'question' && stop.question === question) return x;
    x = run(x, cmd({ type: 'next' }));
  }
  throw new Error(`question ${question} never shown`);
};
const reveal = (s: SessionState): SessionState => run(s, cmd({ type: 'next' }));

describe('the board plan', () => {
  test('the quiz questions, each asked and then revealed, after the play trick by trick and before the steps', () => {
    expect(plan.questions.map((q) => q.ask)).toEqual(dealt.value.questions.map((q) => q.ask));
    expect(plan.questions.length).toBeGreaterThanOrEqual(2);
    const kinds = plan.stops.map((s) => s.kind);
    expect(kinds[0]).toBe('play');
    expect(kinds.slice(-dealt.value.ruling.steps.length).every((k) => k === 'step')).toBe(true);
    plan.questions.forEach((_, i) => {
      const ask = plan.stops.findIndex((s) => s.kind === 'question' && s.question === i);
      expect(plan.stops[ask + 1]).toEqual({ kind: 'reveal', question: i });
    });
    // Trick by trick: the play stops move forward, never back.
    const ups = plan.stops.flatMap((s) => (s.kind === 'play' ? [s.upTo] : []));
    expect([...ups].sort((a, b) => a - b)).toEqual(ups);
    expect(new Set(ups).size).toBe(ups.length);
  });

  test('the right answers are the ones the quiz grades right, the ruling\'s among them', () => {
    for (const q of plan.questions) expect(q.right).toContain(q.answer);
  });
});

describe('joining', () => {
  test('a player joins with a nickname and a language', () => {
    const s = run(fresh(), join('p1', '  Åsa  Ek '));
    expect(s.players).toMatchObject([{ id: 'p1', nickname: 'Åsa Ek', locale: 'de' }]);
    expect(roomView(s).players).toBe(1);
    expect(roomView(s).joined).toEqual(['Åsa Ek']);
  });

  test.each([
    ['empty', '   '],
    ['too long', 'x'.repeat(NICKNAME_MAX + 1)],
    ['a control character', 'Anna\u0007'],
    ['a bidi override that would garble the screen', 'Anna\u202E'],
  ])('a nickname that is %s is refused', (_name, nickname) => {
    expect(reduce(fresh(), join('p1', nickname))).toMatchObject({ ok: false, error: 'nickname-invalid' });
  });

  test('a nickname already in the room is taken, whatever its case', () => {
    const s = run(fresh(), join('p1', 'Anna'));
    expect(reduce(s, join('p2', 'ANNA '))).toMatchObject({ ok: false, error: 'nickname-taken' });
  });

  test(`the room takes ${MAX_PLAYERS} players, then says it is full`, () => {
    let s = fresh();
    for (let i = 0; i < MAX_PLAYERS; i++) s = run(s, join(`p${i}`));
    expect(s.players).toHaveLength(MAX_PLAYERS);
    expect(reduce(s, join('late'))).toMatchObject({ ok: false, error: 'room-full' });
  });
});

describe('answering and the reveal', () => {
  const room = () => toQuestion(run(fresh(), join('a'), join('b'), join('c')), 0);

  test('answers are counted while open; the room sees how many, not what, until the reveal', () => {
    const q = plan.questions[0];
    const s = run(room(), answer('a', 0, q.answer), answer('b', 0, q.options.find((o) => !q.right.includes(o))!));
    expect(roomView(s).current).toMatchObject({ question: 0, state: 'open', answered: 2, counts: null, right: null });
    const shown = reveal(s);
    const view = roomView(shown).current!;
    expect(view.state).toBe('revealed');
    expect(view.right).toEqual(q.right);
    expect(Object.values(view.counts!).reduce((n, c) => n + c, 0)).toBe(2);
    expect(view.counts![q.answer]).toBe(1);
  });

  test('a player may change an answer while the question is open: the last one counts', () => {
    const q = plan.questions[0];
    const s = run(room(), answer('a', 0, q.options[0]), answer('a', 0, q.options[1]));
    expect(playerView(s, 'a')!.answers['0:0']).toBe(q.options[1]);
    expect(roomView(s).current!.answered).toBe(1);
  });

  test('an answer after the reveal is refused as late, and changes nothing', () => {
    const s = reveal(room());
    const r = reduce(s, answer('a', 0, plan.questions[0].answer));
    expect(r).toMatchObject({ ok: false, error: 'answer-late' });
    expect(r.state).toBe(s);
  });

  test('going back to a revealed question does not open it again', () => {
    const s = run(reveal(room()), cmd({ type: 'prev' }));
    expect(currentStop(s)).toEqual({ kind: 'question', question: 0 });
    expect(reduce(s, answer('a', 0, plan.questions[0].answer))).toMatchObject({ ok: false, error: 'answer-late' });
  });

  test('the presenter closes answering before the reveal; later answers are late', () => {
    const s = run(room(), cmd({ type: 'close' }));
    expect(roomView(s).current!.state).toBe('closed');
    expect(reduce(s, answer('a', 0, plan.questions[0].answer))).toMatchObject({ ok: false, error: 'answer-late' });
  });

  test('reset forgets the answers to the question and asks it again', () => {
    const s = run(reveal(run(room(), answer('a', 0, plan.questions[0].answer))), cmd({ type: 'reset' }));
    expect(currentStop(s)).toEqual({ kind: 'question', question: 0 });
    expect(roomView(s).current).toMatchObject({ state: 'open', answered: 0 });
    expect(run(s, answer('b', 0, plan.questions[0].answer)).answers['0:0']).toHaveProperty('b');
  });

  test('a question the room has not reached yet takes no answer', () => {
    const s = run(fresh(), join('a'));
    expect(reduce(s, answer('a', 0, plan.questions[0].answer))).toMatchObject({ ok: false, error: 'answer-not-open' });
  });

  test.each([
    ['an option the question does not have', (s: SessionState) => reduce(s, answer('a', 0, 'maybe')), 'answer-invalid'],
    ['a question the board does not have', (s: SessionState) => reduce(s, answer('a', 99, '0')), 'answer-invalid'],
    ['a board the evening does not have', (s: SessionState) => reduce(s, answer('a', 0, '0', T0 + 2, 9)), 'answer-invalid'],
    ['someone who never joined', (s: SessionState) => reduce(s, answer('stranger', 0, plan.questions[0].answer)), 'not-a-player'],
    ['a board to go to that is not there', (s: SessionState) => reduce(s, cmd({ type: 'goto', board: 5 })), 'command-invalid'],
  ])('bad input: %s is refused', (_name, act, error) => {
    expect(act(room())).toMatchObject({ ok: false, error });
  });
});

describe('reconnecting', () => {
  test('the view a returning phone gets holds its nickname, its answers and the current question', () => {
    const q = plan.questions[0];
    const s = run(toQuestion(run(fresh(), join('a', 'Anna')), 0), answer('a', 0, q.answer));
    expect(playerView(s, 'a')).toEqual({ id: 'a', nickname: 'Anna', locale: 'de', answers: { '0:0': q.answer } });
    expect(roomView(s)).toMatchObject({ board: 0, stop: s.stop, current: { question: 0, state: 'open' } });
  });

  test('the views carry no token, key or other player\'s choice', () => {
    const s = run(toQuestion(run(fresh(), join('a'), join('b')), 0), answer('b', 0, plan.questions[0].answer));
    const text = JSON.stringify([roomView(s), playerView(s, 'a')]);
    expect(text).not.toMatch(/t-a|t-b|presenterKeyHash|"h"/);
    expect(playerView(s, 'a')!.answers).toEqual({});
  });
});

describe('the end of an evening', () => {
  test(`an evening untouched for ${IDLE_EXPIRY_MS / 3_600_000} hours has expired`, () => {
    const r = reduce(fresh(), join('a', 'a', T0 + IDLE_EXPIRY_MS + 1));
    expect(r).toMatchObject({ ok: false, error: 'session-expired' });
    expect(r.state.ended).toBe('expired');
  });

  test('an evening the presenter ended takes nothing more', () => {
    const s = run(fresh(), cmd({ type: 'end' }));
    expect(reduce(s, join('a'))).toMatchObject({ ok: false, error: 'session-ended' });
  });
});

describe('the scoreboard', () => {
  test('points for right answers only, no speed points unless turned on', () => {
    const q = plan.questions[0];
    const wrong = q.options.find((o) => !q.right.includes(o))!;
    const s = reveal(run(toQuestion(run(fresh(), join('slow'), join('fast'), join('wrong')), 0), answer('fast', 0, q.answer, T0 + 3), answer('slow', 0, q.answer, T0 + 25_000), answer('wrong', 0, wrong)));
    expect(standings(s).map((r) => [r.nickname, r.points])).toEqual([['slow', POINTS_RIGHT], ['fast', POINTS_RIGHT], ['wrong', 0]]);
    const speed = run(s, cmd({ type: 'speedPoints', on: true }));
    const [first, second] = standings(speed);
    expect(first.nickname).toBe('fast');
    expect(first.points).toBeGreaterThan(second.points);
    expect(roomView(s).scoreboard).toBeNull();
    expect(roomView(run(s, cmd({ type: 'scoreboard', show: true }))).scoreboard).toHaveLength(3);
  });
});

describe('join codes', () => {
  test('no letter that reads as another or as a digit', () => {
    for (const ch of 'IL1O0B8S5Z2') expect(JOIN_ALPHABET).not.toContain(ch);
  });
  test.each([
    ['lower case and spaces are forgiven', ' acd ef', 'ACDEF'],
    ['a dash is forgiven', 'ACD-EF', 'ACDEF'],
    ['an ambiguous letter is not a code', 'ACDEO', null],
    ['too short', 'ACD', null],
  ])('%s', (_name, typed, code) => expect(parseJoinCode(typed)).toBe(code));
  test('a code made from any bytes parses back to itself', () => {
    const code = makeJoinCode(new Uint8Array([0, 51, 102, 204, 255]));
    expect(parseJoinCode(code)).toBe(code);
  });
});
