import { kingaDb } from './kinga-db';

/**
 * One form's place in the device's store. The feature names it and says how to read back what it saved
 * (`read` checks and completes a draft an older build may have written; it returns null to drop it), so
 * storage never imports the feature it stores.
 */
export interface DraftSlot<T> {
  id: string;
  load(): Promise<T | null>;
  save(draft: T): Promise<void>;
  clear(): Promise<void>;
  /** What `load` makes of a stored value: also used by live views of the slot. */
  read(stored: unknown): T | null;
}

export function draftSlot<T>(id: string, read: (stored: unknown) => T | null): DraftSlot<T> {
  return {
    id,
    read,
    async load() {
      const record = await kingaDb().drafts.get(id);
      return record ? read(record.draft) : null;
    },
    async save(draft) {
      await kingaDb().drafts.put({ id, draft, savedAt: Date.now() });
    },
    async clear() {
      await kingaDb().drafts.delete(id);
    },
  };
}
