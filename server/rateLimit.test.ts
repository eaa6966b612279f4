// The per-connection token bucket: a burst passes, a steady flood is refused, and tokens come back
// at the given rate but never past the burst.
import { makeBucket } from './rateLimit';

test('a burst of messages passes, the next one is refused until a token has come back', () => {
  const bucket = makeBucket(10, 20, 0);
  for (let i = 0; i < 20; i++) expect(bucket.take(0)).toBe(true);
  expect(bucket.take(0)).toBe(false);
  expect(bucket.take(50)).toBe(false); // half a token after 50 ms at 10 a second
  expect(bucket.take(100)).toBe(true);
  expect(bucket.take(100)).toBe(false);
});

test('a long quiet spell refills the bucket to its burst and no further', () => {
  const bucket = makeBucket(10, 5, 0);
  for (let i = 0; i < 5; i++) bucket.take(0);
  let passed = 0;
  for (let i = 0; i < 50; i++) if (bucket.take(3_600_000)) passed++;
  expect(passed).toBe(5);
});

test('a steady flood gets the rate, not the flood', () => {
  const bucket = makeBucket(10, 20, 0);
  let passed = 0;
  // 1,000 messages a second for 10 s: the burst, then 10 a second.
  for (let ms = 0; ms < 10_000; ms++) if (bucket.take(ms)) passed++;
  expect(passed).toBeGreaterThanOrEqual(20 + 99);
  expect(passed).toBeLessThanOrEqual(20 + 100);
});

test('a clock that goes backwards gives no tokens and takes none', () => {
  const bucket = makeBucket(10, 2, 1_000);
  expect(bucket.take(1_000)).toBe(true);
  expect(bucket.take(1_000)).toBe(true);
  expect(bucket.take(0)).toBe(false);
  expect(bucket.take(1_100)).toBe(true);
});
