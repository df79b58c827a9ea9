// Where a policy document comes from: the server while online (saved on the device as it
// arrives), the device's copy when offline or when the server cannot be reached.
import type { Policy } from '../../../domain/api/covers';
import { documentMessages } from '../../../domain/documents/document-messages';
import { coverPayment } from '../../../domain/documents/payment-receipt';
import { type CoverDocumentKind, fetchCoverDocument } from '../../api/documents-api';
import { ApiRequestError, isUnreachable } from '../../api/http';
import { readDocument, saveDocument } from '../../offline/document-cache';

const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-');

export function documentFileName(policy: Policy, kind: CoverDocumentKind): string {
  if (kind === 'schedule') return `kinga-policy-schedule-${fileSafe(policy.policy_number ?? policy.id)}.pdf`;
  if (kind === 'cover-note') return `kinga-cover-note-${fileSafe(policy.reference ?? policy.id)}.pdf`;
  return `kinga-receipt-${fileSafe(coverPayment(policy)?.mpesa_receipt_number ?? policy.id)}.pdf`;
}

export async function coverDocument(
  policy: Policy,
  kind: CoverDocumentKind,
  online: boolean,
): Promise<{ bytes: ArrayBuffer; fileName: string }> {
  const stored = async () => {
    const record = await readDocument(policy.id, kind);
    if (!record) throw new ApiRequestError(documentMessages.documentOffline, 'FETCH_ERROR', undefined);
    return { bytes: record.bytes, fileName: record.fileName };
  };
  if (!online) return stored();
  try {
    const bytes = await fetchCoverDocument(policy.id, kind);
    const fileName = documentFileName(policy, kind);
    // A full device must not stop the client reading what they just downloaded.
    await saveDocument({ coverId: policy.id, kind, fileName, bytes }).catch(() => undefined);
    return { bytes, fileName };
  } catch (error) {
    if (isUnreachable(error)) return stored();
    throw error;
  }
}
