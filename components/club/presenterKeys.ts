// The presenter's keyboard, shared by the single-room evening and the live room: what a
// presentation clicker sends (arrows, page keys, space) steps the deck; each mode adds its letters.
import { useEffect } from 'react';
import { useLatest } from './useLatest';

/** The clicker's keys: forward and back, the same in every mode. */
export const stepOfKey = (key: string): 'next' | 'prev' | null => {
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
    case ' ':
      return 'next';
    case 'ArrowLeft':
    case 'PageUp':
      return 'prev';
    default:
      return null;
  }
};

const isFormField = (el: EventTarget | null): boolean =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/**
 * Calls `onCommand` with what a key press means, from anywhere on the page. Keys typed into a form
 * field stay with the field, except (with `pageKeysInFields`) the clicker's page keys, which a
 * number field has no use for; space on a focused button presses that button and does not also advance.
 */
export const usePresenterKeys = <C>(
  commandOf: (key: string) => C | null,
  onCommand: ((c: C) => void) | null,
  { pageKeysInFields = false }: { pageKeysInFields?: boolean } = {},
): void => {
  const handler = useLatest(onCommand);
  const toCommand = useLatest(commandOf);
  const enabled = onCommand !== null;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const pageKey = e.key === 'PageDown' || e.key === 'PageUp';
      if (isFormField(e.target) && !(pageKeysInFields && pageKey)) return;
      if (e.key === ' ' && e.target instanceof HTMLButtonElement) return;
      const c = toCommand.current(e.key);
      if (c === null) return;
      e.preventDefault();
      handler.current?.(c);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, handler, toCommand, pageKeysInFields]);
};
