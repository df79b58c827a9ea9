import { useLiveQuery } from 'dexie-react-hooks';
import type { DraftSlot } from './draft-store';

/**
 * A live view of a form's saved draft: undefined while it is first read, null when there is none (or the
 * device's storage cannot be read), and every later save, in this tab or another, shows at once.
 */
export function useSavedDraft<T>(slot: DraftSlot<T>): T | null | undefined {
  return useLiveQuery(() => slot.load().catch(() => null), [slot]);
}
