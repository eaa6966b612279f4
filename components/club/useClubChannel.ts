// The two windows of a club evening (presenter, projector) talk over a BroadcastChannel: same
// browser, same origin, no server. Browsers without it get a no-op sender and `supported: false`.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from './useLatest';
import { CLUB_CHANNEL, type ClubMessage } from './deck';

const isClubMessage = (x: unknown): x is ClubMessage =>
  typeof x === 'object' && x !== null && ['state', 'hello', 'bye', 'ping', 'command'].includes((x as { type?: unknown }).type as string);

export const useClubChannel = (onMessage: (m: ClubMessage, send: (m: ClubMessage) => void) => void): { send: (m: ClubMessage) => void; supported: boolean } => {
  const channel = useRef<BroadcastChannel | null>(null);
  const handler = useLatest(onMessage);
  const [supported] = useState(() => typeof BroadcastChannel !== 'undefined');

  useEffect(() => {
    if (!supported) return;
    const ch = new BroadcastChannel(CLUB_CHANNEL);
    ch.onmessage = (e: MessageEvent) => {
      if (isClubMessage(e.data)) handler.current(e.data, (m) => ch.postMessage(m));
    };
    channel.current = ch;
    return () => {
      channel.current = null;
      ch.close();
    };
  }, [supported, handler]);

  const send = useCallback((m: ClubMessage) => channel.current?.postMessage(m), []);
  return { send, supported };
};
