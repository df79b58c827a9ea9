// The synchronous copy of a draft, written when the page hides. IndexedDB cannot commit before a phone kills
// the tab (a transaction begun on `pagehide` is lost with it); localStorage.setItem is done when it returns.
// It holds personal data, so it lives only until the next start moves it into IndexedDB, or until the
// session ends (personal-data.ts).
const keyPrefix = 'kinga:draft:';

export interface FallbackCopy {
  draft: unknown;
  savedAt: number;
}

export function writeDraftFallback(id: string, draft: unknown, savedAt: number): boolean {
  try {
    localStorage.setItem(keyPrefix + id, JSON.stringify({ draft, savedAt }));
    return true;
  } catch {
    // Web storage blocked or full as well: the in-memory draft is all there is.
    return false;
  }
}

export function readDraftFallback(id: string): FallbackCopy | null {
  try {
    const text = localStorage.getItem(keyPrefix + id);
    if (text === null) return null;
    const copy = JSON.parse(text) as Partial<FallbackCopy>;
    return typeof copy.savedAt === 'number' ? { draft: copy.draft, savedAt: copy.savedAt } : null;
  } catch {
    return null;
  }
}

/** Drops the copy unless it is newer than a save that reached IndexedDB at `savedAt`. */
export function dropDraftFallback(id: string, unlessNewerThan = Number.POSITIVE_INFINITY): void {
  const copy = readDraftFallback(id);
  if (!copy || copy.savedAt > unlessNewerThan) return;
  try {
    localStorage.removeItem(keyPrefix + id);
  } catch {
    // Storage blocked: there was nothing to remove.
  }
}

/** Every form's copy: the session's end leaves no personal data in web storage. */
export function clearDraftFallbacks(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(keyPrefix)) localStorage.removeItem(key);
    }
  } catch {
    // As above.
  }
}
