// A claim's files (src/domain/contract/claims-endpoints.ts), for the signed-in holder only (401 before the
// body is read otherwise): PUT …/:id/uploads/:key?document_type=… takes the file's bytes as the body, with
// its type as Content-Type (image/jpeg, image/png, image/webp, application/pdf; the bytes decide, not the
// header), up to 5 MB; GET …/:id/files/:fileId gives it back. The key is the client's own UUID for this
// upload: sending the same file under it again answers 200 with the stored file and stores nothing twice.
import type { FastifyInstance } from 'fastify';
import { claimFileMessages, MAX_CLAIM_FILE_BYTES } from '../../../domain/claims/claim-files';
import { endpoints } from '../../../domain/contract/endpoints';
import { apiError } from '../../http/app-errors';
import { requireUser } from '../../http/authentication';
import { handleError } from '../../http/error-handler';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';
import { sendClaimFile } from './claim-file-reply';

/**
 * Makes `app` (a context of its own, holding only these endpoints) read raw bytes: everywhere else the API
 * takes JSON of at most 64 KiB. JSON (or text) is no file, and parsing megabytes of it would cost CPU for
 * nothing: every other type is refused unread.
 */
export function readClaimFileBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...(endpoints.uploadClaimFile.bodyTypes ?? [])],
    { parseAs: 'buffer', bodyLimit: MAX_CLAIM_FILE_BYTES },
    (_request, body, done) => done(null, body),
  );
  // Fastify's own words for these two are for developers; the client shows ours.
  app.setErrorHandler((error, request, reply) => {
    const code = (error as { code?: string }).code;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') error = apiError('file_too_large');
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') error = apiError('file_type_unsupported');
    handleError(error as never, request, reply);
  });
}

/** Served on a context that readClaimFileBodies has set up. */
export function serveClaimFiles(serve: Serve, services: AppServices): void {
  const { files } = services.claims;

  serve('uploadClaimFile', async (request, reply) => {
    const viewer = requireUser(request);
    const body: unknown = request.body ?? Buffer.alloc(0);
    if (!Buffer.isBuffer(body)) {
      throw apiError('claim_file_invalid', claimFileMessages.notADocument);
    }
    const stored = await files.upload(
      viewer,
      request.params.id,
      request.params.key,
      request.query.document_type,
      body,
    );
    if (!stored.created) reply.header('idempotent-replayed', 'true');
    reply.code(stored.created ? 201 : 200);
    return { status: true as const, data: stored.file, claim: stored.claim };
  });

  serve('claimFile', async (request, reply) =>
    sendClaimFile(
      reply,
      await files.holderDownload(requireUser(request), request.params.id, request.params.fileId),
    ),
  );
}
