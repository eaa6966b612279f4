// Every message a client may send, as zod schemas: the server parses each one at the edge and
// drops what does not fit, before anything reaches the reducer. Sizes are bounded here too.
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

/** The largest message any client needs to send; socket.io refuses bigger packets outright. */
export const MAX_MESSAGE_BYTES = 2048;

/** Why the server said no, beyond what the reducer refuses: each has a message in messages/club. */
export type TransportError = 'bad-message' | 'code-unknown' | 'too-many-sessions' | 'rate-limited' | 'not-allowed' | 'deal-failed' | 'server-error';

/** The names of the socket events, one place for both ends. */
export const EVENTS = {
  create: 'create',
  presenter: 'presenter',
  watch: 'watch',
  join: 'join',
  rejoin: 'rejoin',
  answer: 'answer',
  locale: 'locale',
  command: 'command',
  exportCsv: 'export',
  /** Server to client: the room's view after a change. */
  room: 'room',
} as const;
