// Keys and tokens: 128 random bits as base64url (what lib/live/messages accepts), kept as hashes,
// checked without throwing on a hash of the wrong length.
import { presenterMessage } from '@/lib/live/messages';
import { hashSecret, matchesHash, newId, newSecret } from './secrets';

test('a new secret is 22 base64url characters, accepted by the presenter message', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 50; i++) {
    const s = newSecret();
    expect(s).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(presenterMessage.safeParse({ code: 'ABCDE', key: s }).success).toBe(true);
    seen.add(s);
  }
  expect(seen.size).toBe(50);
  expect(newId()).toMatch(/^[A-Za-z0-9_-]{12}$/);
});

test('a secret matches its own hash only', () => {
  const a = newSecret();
  const b = newSecret();
  expect(hashSecret(a)).toMatch(/^[0-9a-f]{64}$/);
  expect(matchesHash(a, hashSecret(a))).toBe(true);
  expect(matchesHash(b, hashSecret(a))).toBe(false);
});

test('a stored hash that is not one (empty, short, not hex) is a mismatch, not a crash', () => {
  const a = newSecret();
  for (const bad of ['', 'abc', 'zz'.repeat(32), hashSecret(a).slice(0, 62)]) expect(matchesHash(a, bad)).toBe(false);
});
