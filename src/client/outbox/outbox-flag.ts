// Whether the outbox may hold something, readable without opening IndexedDB: app start, focus and the
// online event check this first, so the home page does not load Dexie when nothing waits.
const flagKey = 'kinga:outbox-pending';

export function markOutboxPending(): void {
  try {
    localStorage.setItem(flagKey, '1');
  } catch {
    // Storage blocked: the wizard still drains while it is open.
  }
}

export function clearOutboxPending(): void {
  try {
    localStorage.removeItem(flagKey);
  } catch {
    // As above.
  }
}

export function outboxMayBePending(): boolean {
  try {
    return localStorage.getItem(flagKey) !== null;
  } catch {
    return false;
  }
}
