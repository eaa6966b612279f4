// Join codes: short, read aloud across a room and typed on a phone. Letters only, and none that
// are mistaken for another (no I/L/1, O/0, B/8, S/5, Z/2), so a code is never misread.
export const JOIN_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY' as const;
export const JOIN_CODE_LENGTH = 5;

/** What a player typed, as a code: upper case, spaces and dashes gone; null if it cannot be one. */
export const parseJoinCode = (typed: string): string | null => {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== JOIN_CODE_LENGTH) return null;
  for (const ch of code) if (!JOIN_ALPHABET.includes(ch)) return null;
  return code;
};

/** A code from random bytes (the caller's randomness: this module stays pure). */
export const makeJoinCode = (bytes: Uint8Array): string => {
  if (bytes.length < JOIN_CODE_LENGTH) throw new RangeError('makeJoinCode needs one byte per letter');
  let code = '';
  // 20 letters divide 256 unevenly; the bias (at most 1 in 13) does not matter for a room code.
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_ALPHABET[bytes[i] % JOIN_ALPHABET.length];
  return code;
};
