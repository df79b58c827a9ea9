// Whether this device may hold cached policies, readable without opening IndexedDB: the home page must not
// load Dexie just to learn that a signed-out visitor has nothing to clear.
const flagKey = 'kinga:policies-cached';

export function markPoliciesCached(): void {
  try {
    localStorage.setItem(flagKey, '1');
  } catch {
    // Storage blocked (private mode): the start-time check then finds nothing, and sign-out still clears.
  }
}

export function unmarkPoliciesCached(): void {
  try {
    localStorage.removeItem(flagKey);
  } catch {
    // As above.
  }
}

export function policiesMayBeCached(): boolean {
  try {
    return localStorage.getItem(flagKey) !== null;
  } catch {
    return false;
  }
}
