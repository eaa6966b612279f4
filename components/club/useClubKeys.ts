// Arrow keys, page keys (what a presentation clicker sends), space and R drive the evening from
// either window. Keys typed into a form field (the vote counts) stay with the field, except the
// clicker's page keys, which a number field has no use for.
import { useEffect } from 'react';
import { commandForKey, type Command } from './deck';
import { useLatest } from './useLatest';

const isFormField = (el: EventTarget | null): boolean =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

export const useClubKeys = (onCommand: (c: Command) => void, enabled = true): void => {
  const handler = useLatest(onCommand);
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (isFormField(e.target) && e.key !== 'PageDown' && e.key !== 'PageUp') return;
      // Space on a focused button presses that button; do not also advance.
      if (e.key === ' ' && e.target instanceof HTMLButtonElement) return;
      const c = commandForKey(e.key);
      if (!c) return;
      e.preventDefault();
      handler.current(c);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, handler]);
};
