// The public check of a document's code: no session, and nothing sent but the code.
import type { Verification } from '../../domain/api/verification';
import { verificationMessages } from '../../domain/documents/verification-messages';
import { callEndpoint } from './call-endpoint';

export async function fetchVerification(code: string): Promise<Verification> {
  return (await callEndpoint('verifyDocument', { params: { code } }, verificationMessages.failed)).data;
}
