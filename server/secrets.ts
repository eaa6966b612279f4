// Keys and tokens: 128 random bits each, stored only as hashes, compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newSecret = (): string => randomBytes(16).toString('base64url');
export const newId = (): string => randomBytes(9).toString('base64url');
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const matchesHash = (secret: string, hash: string): boolean => {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};
