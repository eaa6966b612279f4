// The presenter's keys for a live evening, on the presenter's window and on a room screen opened
// with the key: → / space / PageDown (a clicker) next, ← / PageUp back, C closes answering, S shows
// or hides the scoreboard.
import type { PresenterCommand } from '@/lib/live/session';
import { stepOfKey, usePresenterKeys } from './presenterKeys';

export const commandForLiveKey = (key: string, scoreboardShown: boolean): PresenterCommand | null => {
  const step = stepOfKey(key);
  if (step) return { type: step };
  if (key === 'c' || key === 'C') return { type: 'close' };
  if (key === 's' || key === 'S') return { type: 'scoreboard', show: !scoreboardShown };
  return null;
};

export const useLiveKeys = (onCommand: ((c: PresenterCommand) => void) | null, scoreboardShown: boolean): void =>
  usePresenterKeys((key) => commandForLiveKey(key, scoreboardShown), onCommand);
