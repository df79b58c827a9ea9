// GET /api/home-insurance/covers/:id/receipt.pdf and /:id/schedule.pdf (issue 12): the holder's payment
// receipt and policy schedule. Anyone else's cover, or none, is the same 404 as the other cover routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentMessages } from '../../../domain/payment-messages';
import { NotFoundError } from '../../http/app-errors';
import { requireUser } from '../../http/authentication';
import type { AppServices } from '../../services/app-services';
import type { CoverDocument } from '../../services/documents/policy-documents-service';

const ParamsSchema = z.object({ id: z.string().max(64) });
const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const coverDocumentsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const routes = {
    'receipt.pdf': services.documents.receiptFor,
    'schedule.pdf': services.documents.scheduleFor,
  } as const;
  for (const [file, documentFor] of Object.entries(routes)) {
    app.get(`/:id/${file}`, { schema: { params: ParamsSchema } }, async (request, reply) => {
      const viewer = requireUser(request);
      const id = request.params.id.toLowerCase();
      if (!isUuid(id)) throw new NotFoundError('cover_not_found', paymentMessages.coverNotFound);
      const document: CoverDocument = await documentFor(viewer, id);
      // Private: a personal document may sit in the client's own cache (the portal keeps it offline)
      // but never in a shared proxy's.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${document.fileName}"`)
        .header('cache-control', 'private, no-cache')
        .send(Buffer.from(document.bytes));
    });
  }
};
