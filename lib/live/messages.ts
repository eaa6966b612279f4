// Every message a client may send, as zod schemas: the server parses each one at the edge and
// drops what does not fit, before anything reaches the reducer. Sizes are bounded here too.
// Server only (classic zod): the browser imports ./protocol.ts instead.
import { z } from 'zod';
import { EDITIONS } from '@/lib/engine';
import { FAMILY_NAMES } from '@/lib/generator/familyNames';
import { LOCALES } from '@/lib/i18n/locales';
import { JOIN_CODE_LENGTH } from './code';
import { MAX_BOARDS, NICKNAME_MAX } from './session';

const code = z.string().length(JOIN_CODE_LENGTH);
// 128-bit secrets as base64url are 22 characters; anything much longer is not one of ours.
const secret = z.string().min(16).max(64).regex(/^[A-Za-z0-9_-]+$/);
const locale = z.enum(LOCALES);

export const createMessage = z.object({
  edition: z.enum(EDITIONS),
  locale,
  boards: z
    .array(z.object({ family: z.enum(FAMILY_NAMES), seed: z.number().int().min(0).max(2 ** 32 - 1) }))
    .min(1)
    .max(MAX_BOARDS),
});

export const presenterMessage = z.object({ code, key: secret });
export const watchMessage = z.object({ code });
export const joinMessage = z.object({
  code,
  // The reducer decides what a nickname may be; this only bounds what is read (4 bytes a character).
  nickname: z.string().max(NICKNAME_MAX * 4),
  locale,
});
export const rejoinMessage = z.object({ code, token: secret, locale: locale.optional() });
export const answerMessage = z.object({ board: z.number().int().min(0).max(MAX_BOARDS), question: z.number().int().min(0).max(50), choice: z.string().max(24) });
export const localeMessage = z.object({ locale });

export const commandMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('next') }),
  z.object({ type: z.literal('prev') }),
  z.object({ type: z.literal('goto'), board: z.number().int().min(0).max(MAX_BOARDS) }),
  z.object({ type: z.literal('close') }),
  z.object({ type: z.literal('reset') }),
  z.object({ type: z.literal('scoreboard'), show: z.boolean() }),
  z.object({ type: z.literal('speedPoints'), on: z.boolean() }),
  z.object({ type: z.literal('end') }),
]);

// The names, refusals and size bound live in ./protocol.ts (the browser's import); the server's
// modules keep importing them from here.
export { EVENTS, MAX_MESSAGE_BYTES, type TransportError } from './protocol';
