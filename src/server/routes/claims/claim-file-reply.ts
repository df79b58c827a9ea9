// How a claim's file goes back to the holder or an operator: with the type read from its bytes, a photo
// shown in place and a PDF downloaded, never kept by a shared cache, and sandboxed, so a file that is not
// what it claims to be still cannot run anything on our origin.
import type { FastifyReply } from 'fastify';
import type { ClaimFileDownload } from '../../services/claims/claim-files-service';

export function sendClaimFile(reply: FastifyReply, file: ClaimFileDownload) {
  const disposition = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-length', file.sizeBytes)
    .send(file.body);
}
