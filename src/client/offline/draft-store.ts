import { savedDraftFlag } from './device-flag';
import { dropDraftFallback, readDraftFallback, writeDraftFallback } from './draft-fallback';
import { type KingaDb, kingaDb } from './kinga-db';
import { askForPersistentStorage } from './storage-persistence';

/**
 * One form's place in the device's store. The feature names it and says how to read back what it saved
 * (`read` checks and completes a draft an older build may have written; it returns null to drop it), so
 * storage never imports the feature it stores.
 */
export interface DraftSlot<T> {
  id: string;
  /** The newest saved copy (IndexedDB's, the page-hide copy, or this tab's memory); never writes. */
  load(): Promise<T | null>;
  /**
   * At start: `load`, then the page-hide copy moves into IndexedDB and leaves web storage. A copy `read`
   * refuses is removed, with every older one: it is nothing this build will ever show.
   */
  restore(): Promise<T | null>;
  /** Rejects when IndexedDB cannot take it; the draft is then kept in this tab's memory. */
  save(draft: T): Promise<void>;
  /** Synchronous, for a page about to be hidden or killed: written before this returns. */
  keepNow(draft: T): void;
  clear(): Promise<void>;
  /** What `load` makes of a stored value: also used by live views of the slot. */
  read(stored: unknown): T | null;
}

interface Copy {
  draft: unknown;
  savedAt: number;
}

/**
 * A store operation that rejects, never throws, when the browser gives no IndexedDB at all. Called at once,
 * not in a later microtask: a live query (use-saved-draft.ts) only sees reads made inside its own call.
 */
function onDevice<R>(operation: (db: KingaDb) => PromiseLike<R>): Promise<R> {
  try {
    return Promise.resolve(operation(kingaDb()));
  } catch (error) {
    return Promise.reject(error);
  }
}

const newer = (first: Copy | null, second: Copy | null): Copy | null =>
  !first ? second : !second ? first : second.savedAt > first.savedAt ? second : first;

export function draftSlot<T>(id: string, read: (stored: unknown) => T | null): DraftSlot<T> {
  // When IndexedDB is blocked or full (private mode, quota), the draft lives on here for this tab.
  let inMemory: Copy | null = null;
  // Lets a page learn without opening IndexedDB that there is nothing to restore (mayHoldWizardDraft).
  const savedFlag = savedDraftFlag(id);

  /**
   * Removes every copy saved at or before `savedAt`. A save that lands meanwhile (the visitor typing while
   * a slow store was read) is newer, and stays: the check and the delete are one transaction.
   */
  const forgetUpTo = async (savedAt: number) => {
    if (inMemory && inMemory.savedAt <= savedAt) inMemory = null;
    dropDraftFallback(id, savedAt);
    const removed = await onDevice((db) =>
      db.transaction('rw', db.drafts, async () => {
        const stored = await db.drafts.get(id);
        if (!stored || stored.savedAt > savedAt) return false;
        await db.drafts.delete(id);
        return true;
      }),
    ).catch(() => false);
    if (removed) savedFlag.clear();
  };

  const newest = async () => {
    const fromDevice = ((await onDevice((db) => db.drafts.get(id)).catch(() => null)) ?? null) as Copy | null;
    const fallback = readDraftFallback(id);
    return { copy: newer(newer(fromDevice, inMemory), fallback), fromDevice, fallback };
  };

  return {
    id,
    read,
    async load() {
      const { copy } = await newest();
      return copy ? read(copy.draft) : null;
    },
    async restore() {
      const { copy, fromDevice, fallback } = await newest();
      const draft = copy ? read(copy.draft) : null;
      if (copy && draft === null) {
        await forgetUpTo(copy.savedAt);
        return null;
      }
      if (fallback && copy === fallback) {
        const moved = await onDevice((db) =>
          db.drafts.put({ id, draft: fallback.draft, savedAt: fallback.savedAt }),
        )
          .then(() => true)
          .catch(() => false);
        if (moved) dropDraftFallback(id);
        else inMemory = fallback;
      } else if (fallback && fromDevice) {
        dropDraftFallback(id, fromDevice.savedAt);
      }
      return draft;
    },
    async save(draft) {
      const savedAt = Date.now();
      askForPersistentStorage();
      try {
        await onDevice((db) => db.drafts.put({ id, draft, savedAt }));
      } catch (error) {
        inMemory = { draft, savedAt };
        throw error;
      }
      inMemory = null;
      savedFlag.set();
      // The device now holds this save: an older page-hide copy has served.
      dropDraftFallback(id, savedAt);
    },
    keepNow(draft) {
      const savedAt = Date.now();
      if (!writeDraftFallback(id, draft, savedAt)) inMemory = { draft, savedAt };
    },
    async clear() {
      inMemory = null;
      dropDraftFallback(id);
      await onDevice((db) => db.drafts.delete(id));
      savedFlag.clear();
    },
  };
}
