// The two windows of a club evening (presenter, projector) talk over a BroadcastChannel: same
// browser, same origin, no server. Browsers without it get a no-op sender and `supported: false`.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CLUB_CHANNEL, type ClubMessage } from './deck';

const isClubMessage = (x: unknown): x is ClubMessage =>
  typeof x === 'object' && x !== null && ['state', 'hello', 'bye', 'command'].includes((x as { type?: unknown }).type as string);

export const useClubChannel = (onMessage: (m: ClubMessage) => void): { send: (m: ClubMessage) => void; supported: boolean } => {
  const channel = useRef<BroadcastChannel | null>(null);
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const [supported, setSupported] = useState(true);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') {
      setSupported(false);
      return;
    }
    const ch = new BroadcastChannel(CLUB_CHANNEL);
    ch.onmessage = (e: MessageEvent) => {
      if (isClubMessage(e.data)) handler.current(e.data);
    };
    channel.current = ch;
    return () => {
      channel.current = null;
      ch.close();
    };
  }, []);

  const send = useCallback((m: ClubMessage) => channel.current?.postMessage(m), []);
  return { send, supported };
};
