let asked = false;

/**
 * Asks the browser, once per start, not to evict the device's store under storage pressure: a half-finished
 * quote is worth keeping. Chromium decides silently; a browser without the API keeps best-effort storage.
 */
export function askForPersistentStorage(): void {
  if (asked) return;
  asked = true;
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist || !storage.persisted) return;
  void storage
    .persisted()
    .then((already) => (already ? true : storage.persist()))
    .catch(() => false);
}
