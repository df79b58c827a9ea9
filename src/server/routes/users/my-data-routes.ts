// 'Download my data' and 'Delete my account' (src/domain/contract/profile-endpoints.ts): the signed-in
// client's own account only, guarded as the profile is.
import { myDataFileName, myDataMessages } from '../../../domain/my-data-messages';
import { requireUser } from '../../http/authentication';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';
import { ownAccountOnly } from './own-account';

export function serveMyData(serve: Serve, services: AppServices): void {
  const own = { preValidation: [ownAccountOnly] };

  serve(
    'exportMyData',
    async (request, reply) => {
      const data = await services.myData.exportFor(requireUser(request), request.params.id);
      // A file to keep, not a page to show: the browser saves it under a dated name.
      reply.header(
        'content-disposition',
        `attachment; filename="${myDataFileName(new Date(data.exported_at))}"`,
      );
      return data;
    },
    own,
  );

  serve(
    'deleteAccount',
    async (request) => {
      await services.myData.deleteAccount(requireUser(request), request.params.id);
      return { status: true as const, message: myDataMessages.deleted };
    },
    own,
  );
}
