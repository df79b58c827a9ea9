// A yes/no the app can read at start without opening IndexedDB (localStorage answers synchronously and
// costs no chunk): whether the device may hold something worth loading Dexie for. The home page must not
// load Dexie just to learn that there is nothing to do.

export interface DeviceFlag {
  set(): void;
  clear(): void;
  isSet(): boolean;
}

export function deviceFlag(key: string): DeviceFlag {
  return {
    set() {
      try {
        localStorage.setItem(key, '1');
      } catch {
        // Storage blocked (private mode): the start-time check finds nothing; the pages still act when open.
      }
    },
    clear() {
      try {
        localStorage.removeItem(key);
      } catch {
        // As above.
      }
    },
    isSet() {
      try {
        return localStorage.getItem(key) !== null;
      } catch {
        return false;
      }
    },
  };
}

/**
 * Cached portal data (policies, the profile) may exist: set on saving either, cleared with the personal data.
 */
export const policiesCachedFlag = deviceFlag('kinga:policies-cached');

/** A form's draft was saved in IndexedDB on this device (set on each save, cleared with the draft). */
export const savedDraftFlag = (slotId: string): DeviceFlag => deviceFlag(`kinga:draft-saved:${slotId}`);

/** The outbox may hold a submission waiting for the network. */
export const outboxPendingFlag = deviceFlag('kinga:outbox-pending');

/**
 * The outbox may hold anything at all, sent or not (a delivered quotation not yet shown, a refusal to
 * show): set on queueing, cleared by a view that reads it empty.
 */
export const outboxHoldsItemsFlag = deviceFlag('kinga:outbox-holds');
