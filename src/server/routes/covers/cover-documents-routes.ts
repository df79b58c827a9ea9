// GET /api/home-insurance/covers/:id/receipt.pdf and /:id/schedule.pdf (issue 12): the holder's payment
// receipt and policy schedule. Anyone else's cover, or none, is the same 404 as the other cover routes.
// The receipt also opens, for half an hour after paying, to the buy answer's X-Payment-Token (issue 24).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '../../http/app-errors';
import { requireUser } from '../../http/authentication';
import type { AppServices } from '../../services/app-services';
import type { CoverDocument } from '../../services/documents/policy-documents-service';
import { PAYMENT_TOKEN_HEADER } from '../../services/payments/payment-token';

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
      const id = request.params.id.toLowerCase();
      // Checked first only when there is a session to check it for: a caller without one gets the 401.
      if (!isUuid(id)) {
        requireUser(request);
        throw apiError('cover_not_found');
      }
      // The buyer's page right after paying may not be signed in: its payment token opens the receipt
      // for a while (issue 24, item 6). Anything the token does not open needs the holder's session.
      const token = request.headers[PAYMENT_TOKEN_HEADER];
      const byToken =
        file === 'receipt.pdf' && typeof token === 'string' && !request.headers.authorization
          ? await services.documents.receiptForBuyer(id, token)
          : null;
      const document: CoverDocument = byToken ?? (await documentFor(requireUser(request), id));
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
