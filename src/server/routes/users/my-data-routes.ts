// 'Download my data' (GET /api/home-insurance/users/:id/data) and 'Delete my account' (DELETE
// /api/home-insurance/users/:id): the signed-in client's own account only, guarded as the profile is.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeleteAccountResponseSchema, MyDataExportSchema, ProfileParamsSchema } from '../../../domain/api';
import { myDataFileName, myDataMessages } from '../../../domain/my-data-messages';
import { requireUser } from '../../http/authentication';
import type { AppServices } from '../../services/app-services';
import { requireOwnId } from '../../services/users/profile-service';

export const myDataRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  // Without a session the answer is 401; another account's id is 404 before anything of it is read.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  app.addHook('preValidation', async (request) => {
    requireOwnId(requireUser(request), String((request.params as { id?: unknown }).id ?? ''));
  });

  app.get(
    '/:id/data',
    { schema: { params: ProfileParamsSchema, response: { 200: MyDataExportSchema } } },
    async (request, reply) => {
      const data = await services.myData.exportFor(requireUser(request), request.params.id);
      // A file to keep, not a page to show: the browser saves it under a dated name.
      reply.header(
        'content-disposition',
        `attachment; filename="${myDataFileName(new Date(data.exported_at))}"`,
      );
      return data;
    },
  );

  app.delete(
    '/:id',
    { schema: { params: ProfileParamsSchema, response: { 200: DeleteAccountResponseSchema } } },
    async (request) => {
      await services.myData.deleteAccount(requireUser(request), request.params.id);
      return { status: true as const, message: myDataMessages.deleted };
    },
  );
};
