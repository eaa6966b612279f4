import fc from 'fast-check';
import { EDITIONS } from '../engine';
import { FAMILY_NAMES } from '../generator/familyNames';
import { RATINGS, emptyProgress, makeProgressText, mergeProgress, parseProgress, parseProgressText, recordAttempt, rerateAttempt, type Attempt, type Progress } from './progress';

const attempt = (over: Partial<Attempt> = {}): Attempt => ({
  family: 'transfer-64a1-two', edition: '2017', seed: 7, at: '2026-11-29T10:00:00.000Z', rating: 'good', ...over,
});

const arbAttempt: fc.Arbitrary<Attempt> = fc.record({
  family: fc.constantFrom(...FAMILY_NAMES),
  edition: fc.constantFrom(...EDITIONS),
  seed: fc.nat(),
  at: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
  rating: fc.constantFrom(...RATINGS),
});
const arbProgress: fc.Arbitrary<Progress> = fc.array(arbAttempt, { maxLength: 30 }).map((attempts) => ({ ...emptyProgress(), attempts }));

describe('parseProgressText', () => {
  test.each([
    ['not JSON at all', '{"format": ', 'not-json', undefined],
    ['an empty string', '', 'not-json', undefined],
    ['a JSON array', '[1,2]', 'not-progress', undefined],
    ['another app\'s data', '{"theme":"dark"}', 'not-progress', undefined],
    ['a later version', '{"format":"revoke-trainer-progress","version":2,"attempts":[]}', 'unknown-version', 'version'],
    ['an unknown family', JSON.stringify({ ...emptyProgress(), attempts: [attempt(), { ...attempt(), family: 'no-such-family' }] }), 'bad-field', 'attempts[1].family'],
    ['a bad date', JSON.stringify({ ...emptyProgress(), attempts: [{ ...attempt(), at: 'yesterday' }] }), 'bad-field', 'attempts[0].at'],
    ['an unknown edition', JSON.stringify({ ...emptyProgress(), attempts: [{ ...attempt(), edition: '1987' }] }), 'bad-field', 'attempts[0].edition'],
    ['a negative seed', JSON.stringify({ ...emptyProgress(), attempts: [{ ...attempt(), seed: -1 }] }), 'bad-field', 'attempts[0].seed'],
    ['attempts missing', '{"format":"revoke-trainer-progress","version":1}', 'bad-field', 'attempts'],
  ])('rejects %s, naming the place', (_name, text, code, path) => {
    const r = parseProgressText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.path).toBe(path);
      expect(r.error.detail.length).toBeGreaterThan(0);
    }
  });

  test('reads what it wrote', () => {
    const p = recordAttempt(emptyProgress(), attempt());
    expect(parseProgressText(makeProgressText(p))).toEqual({ ok: true, value: p });
  });

  test('property: parse(make(p)) equals p', () => {
    fc.assert(fc.property(arbProgress, (p) => {
      expect(parseProgressText(makeProgressText(p))).toEqual({ ok: true, value: p });
    }));
  });

  test('property: any text, or any JSON value, gives a result and never throws', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json(), arbProgress.map(makeProgressText).map((t) => t.slice(0, t.length - 3))), (text) => {
      const r = parseProgressText(text);
      expect(typeof r.ok).toBe('boolean');
    }));
    fc.assert(fc.property(fc.anything(), (raw) => {
      expect(typeof parseProgress(raw).ok).toBe('boolean');
    }));
  });

  test('property: a valid file with one field corrupted is rejected with that attempt\'s path', () => {
    fc.assert(fc.property(arbProgress.filter((p) => p.attempts.length > 0), fc.nat(), fc.constantFrom('family', 'edition', 'seed', 'at', 'rating'), (p, n, field) => {
      const i = n % p.attempts.length;
      const attempts = p.attempts.map((a, j) => (j === i ? { ...a, [field]: { broken: true } } : a));
      const r = parseProgress({ ...p, attempts });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.path).toBe(`attempts[${i}].${field}`);
    }));
  });
});

describe('mergeProgress', () => {
  test('keeps both logs in time order', () => {
    const a = recordAttempt(emptyProgress(), attempt({ at: '2026-11-29T12:00:00.000Z' }));
    const b = recordAttempt(emptyProgress(), attempt({ at: '2026-11-29T11:00:00.000Z', rating: 'again' }));
    expect(mergeProgress(a, b).attempts.map((x) => x.rating)).toEqual(['again', 'good']);
  });

  test('property: importing the same file twice adds nothing', () => {
    fc.assert(fc.property(arbProgress, arbProgress, (a, b) => {
      const once = mergeProgress(a, b);
      expect(mergeProgress(once, b).attempts).toEqual(once.attempts);
      expect(mergeProgress(once, once).attempts).toEqual(once.attempts);
    }));
  });
});

describe('rerateAttempt', () => {
  test('a solved board marked easy changes that attempt only', () => {
    const first = attempt({ at: '2026-11-29T10:00:00.000Z' });
    const second = attempt({ at: '2026-11-29T10:05:00.000Z' });
    const p = recordAttempt(recordAttempt(emptyProgress(), first), second);
    expect(rerateAttempt(p, second, 'easy').attempts.map((a) => a.rating)).toEqual(['good', 'easy']);
  });
});
