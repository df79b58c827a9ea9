// The signed-in client's own profile (src/domain/contract/profile-endpoints.ts). PUT honours
// Idempotency-Key: the portal's outbox resends an edit made offline under the key it was first sent with,
// and a retry after a lost answer must not undo a newer edit saved in between.
import { languageChoiceMessages } from '../../../domain/api/language-choice';
import { profileMessages } from '../../../domain/profile-messages';
import { requireUser } from '../../http/authentication';
import { replyIdempotently } from '../../http/reply-idempotently';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';
import { profileUpdateScope } from '../../services/users/profile-service';
import { ownAccountOnly } from './own-account';

export function serveProfile(serve: Serve, services: AppServices): void {
  const own = { preValidation: [ownAccountOnly] };

  serve(
    'readProfile',
    async (request) => ({
      status: true as const,
      data: services.profile.read(requireUser(request), request.params.id),
    }),
    own,
  );

  serve(
    'updateProfile',
    (request, reply) => {
      const viewer = requireUser(request);
      return replyIdempotently(
        request,
        reply,
        services.idempotency,
        profileUpdateScope(viewer.id),
        async () => {
          const { profile, message } = await services.profile.update(
            viewer,
            request.params.id,
            request.body,
            request.ip,
          );
          return { statusCode: 200, body: { status: true as const, message, data: profile } };
        },
      );
    },
    own,
  );

  serve(
    'chooseLanguage',
    async (request) => {
      const language = await services.profile.chooseLanguage(
        requireUser(request),
        request.params.id,
        request.body.language,
      );
      return { status: true as const, message: languageChoiceMessages.saved, data: { language } };
    },
    own,
  );

  // A new phone waits for the code sent to it (services/users/profile-service.ts); these finish or resend.
  serve(
    'verifyNewPhone',
    async (request) => ({
      status: true as const,
      message: profileMessages.phoneChanged,
      data: await services.profile.verifyPhone(
        requireUser(request),
        request.params.id,
        request.body.otp,
        request.ip,
      ),
    }),
    { ...own, onRequest: [(request) => services.otp.admitAddress('verify', request.ip)] },
  );

  serve(
    'resendNewPhoneCode',
    async (request) => ({
      status: true as const,
      message: await services.profile.resendPhoneCode(requireUser(request), request.params.id, request.ip),
    }),
    { ...own, onRequest: [(request) => services.otp.admitAddress('request', request.ip)] },
  );
}
