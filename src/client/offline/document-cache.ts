// Policy documents on the device: a receipt or schedule once downloaded opens again offline.
import { type CachedDocumentRecord, kingaDb } from './kinga-db';

export type DocumentKind = CachedDocumentRecord['kind'];

export async function saveDocument(record: Omit<CachedDocumentRecord, 'savedAt'>): Promise<void> {
  await kingaDb().documents.put({ ...record, savedAt: Date.now() });
}

/** The stored copy, or null when none was saved (or the device's storage cannot be read). */
export async function readDocument(
  coverId: string,
  kind: DocumentKind,
): Promise<CachedDocumentRecord | null> {
  return (
    (await kingaDb()
      .documents.get([coverId, kind])
      .catch(() => undefined)) ?? null
  );
}
