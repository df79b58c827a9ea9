// The USSD gateway's callback (src/domain/contract/ussd-endpoints.ts), at /api/ussd/<token>: a form in,
// text out, in a context of its own whose bodies are forms rather than JSON. Thin: the menus are in
// services/ussd. A wrong token, or none configured, is the same 404 before the form is read.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../domain/contract/endpoints';
import { apiError } from '../../http/app-errors';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

/** The gateway posts each step as application/x-www-form-urlencoded. */
export function readUssdForms(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...(endpoints.ussdCallback.bodyTypes ?? [])],
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Served on a context that readUssdForms has set up. */
export function serveUssd(serve: Serve, services: AppServices): void {
  const { callbackToken, steps } = services.ussd;
  serve(
    'ussdCallback',
    async (request, reply) => {
      const screen = await steps.answer(request.body);
      return reply.type('text/plain; charset=utf-8').send(screen);
    },
    {
      onRequest: [
        async (request) => {
          const { token } = request.params as { token?: string };
          if (!callbackToken || !sameToken(token ?? '', callbackToken)) throw apiError('not_found');
        },
      ],
    },
  );
}
