// What both ends of the live layer share without a schema: the event names, the refusals and the
// size bound. The browser imports this, never ./messages.ts: it receives only our own server's
// messages (already validated there), so it needs the types, and no schema library reaches it.
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
