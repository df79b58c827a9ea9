// The holder's payment receipt, cover note and policy schedule as PDFs
// (src/domain/contract/covers-endpoints.ts). Anyone else's cover, or none, is the same 404 as the other
// cover endpoints. The receipt and the cover note also open, for half an hour after paying, to the buy
// answer's X-Payment-Token: the buyer's page may not be signed in.
import type { FastifyReply } from 'fastify';
import { requireUser } from '../../http/authentication';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';
import type { CoverDocument } from '../../services/documents/policy-documents-service';
import { PAYMENT_TOKEN_HEADER } from '../../services/payments/payment-token';
import { coverIdOf } from './cover-ids';

// Private: a personal document may sit in the client's own cache (the portal keeps it offline) but never
// in a shared proxy's.
const sendPdf = (reply: FastifyReply, document: CoverDocument) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${document.fileName}"`)
    .header('cache-control', 'private, no-cache')
    .send(Buffer.from(document.bytes));

export function serveCoverDocuments(serve: Serve, services: AppServices): void {
  serve('coverReceipt', async (request, reply) => {
    const token = request.headers[PAYMENT_TOKEN_HEADER];
    if (typeof token === 'string' && !request.headers.authorization) {
      const byToken = await services.documents.receiptForBuyer(coverIdOf(request.params.id), token);
      if (byToken) return sendPdf(reply, byToken);
    }
    const viewer = requireUser(request);
    return sendPdf(reply, await services.documents.receiptFor(viewer, coverIdOf(request.params.id)));
  });

  serve('coverNote', async (request, reply) => {
    const token = request.headers[PAYMENT_TOKEN_HEADER];
    if (typeof token === 'string' && !request.headers.authorization) {
      const byToken = await services.documents.coverNoteForBuyer(coverIdOf(request.params.id), token);
      if (byToken) return sendPdf(reply, byToken);
    }
    const viewer = requireUser(request);
    return sendPdf(reply, await services.documents.coverNoteFor(viewer, coverIdOf(request.params.id)));
  });

  serve('coverSchedule', async (request, reply) => {
    const viewer = requireUser(request);
    return sendPdf(reply, await services.documents.scheduleFor(viewer, coverIdOf(request.params.id)));
  });
}
