// Arrow keys, page keys (what a presentation clicker sends), space and R drive the evening from
// either window. Keys typed into a form field (the vote counts) stay with the field, except the
// clicker's page keys, which a number field has no use for.
import { commandForKey, type Command } from './deck';
import { usePresenterKeys } from './presenterKeys';

export const useClubKeys = (onCommand: (c: Command) => void, enabled = true): void =>
  usePresenterKeys(commandForKey, enabled ? onCommand : null, { pageKeysInFields: true });
