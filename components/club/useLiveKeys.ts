// The presenter's keys for a live evening, on the presenter's window and on a room screen opened
// with the key: → / space / PageDown (a clicker) next, ← / PageUp back, C closes answering, S shows
// or hides the scoreboard.
import { useEffect } from 'react';
import type { PresenterCommand } from '@/lib/live/session';
import { useLatest } from './useLatest';

export const commandForLiveKey = (key: string, scoreboardShown: boolean): PresenterCommand | null => {
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
    case ' ':
      return { type: 'next' };
    case 'ArrowLeft':
    case 'PageUp':
      return { type: 'prev' };
    case 'c':
    case 'C':
      return { type: 'close' };
    case 's':
    case 'S':
      return { type: 'scoreboard', show: !scoreboardShown };
    default:
      return null;
  }
};

const isFormField = (el: EventTarget | null): boolean =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

export const useLiveKeys = (onCommand: ((c: PresenterCommand) => void) | null, scoreboardShown: boolean): void => {
  const handler = useLatest(onCommand);
  const shown = useLatest(scoreboardShown);
  const enabled = onCommand !== null;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || isFormField(e.target)) return;
      // Space on a focused button presses that button; do not also advance.
      if (e.key === ' ' && e.target instanceof HTMLButtonElement) return;
      const c = commandForLiveKey(e.key, shown.current);
      if (!c) return;
      e.preventDefault();
      handler.current?.(c);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, handler, shown]);
};
