// Signup (src/domain/contract/users-endpoints.ts): without `otp`, a code to the phone (202); with it, the
// new account, signed in at once (200). users/signup-service.ts says why it takes two steps.
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveSignup(serve: Serve, services: AppServices): void {
  serve(
    'signUp',
    async (request, reply) => {
      const outcome = await services.signup.signUp(request.body, request.ip);
      if (outcome.kind === 'code-sent') {
        return reply
          .code(202)
          .send({ status: true as const, data: { code_sent: true as const, message: outcome.message } });
      }
      return reply.code(200).send({ status: true as const, data: outcome.data });
    },
    { onRequest: [(request) => services.signup.admitAddress(request.ip)] },
  );
}
