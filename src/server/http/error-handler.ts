// The one place errors become HTTP responses, all shaped as ApiErrorSchema. A client error keeps its
// message (it is written for the user); a server error never shows its text, which may name tables,
// hosts or secrets, and is logged instead.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../domain/api';
import { databaseMessages } from '../../domain/database-messages';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError, GatewayError, TooManyRequestsError } from './app-errors';
import { isClientAbort } from './client-abort';
import { maskUrlInMessage } from './url-error-message';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const INVALID_REQUEST_MESSAGE = 'Invalid request';

export function handleError(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error instanceof AppError && error.statusCode < 500) {
    request.log.info({ statusCode: error.statusCode, code: error.code }, error.message);
    if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    const body: ApiError = { status: false, message: error.message, code: error.code };
    if (error.fieldErrors?.length) body.errors = error.fieldErrors;
    sendError(reply, error.statusCode, body);
    return;
  }
  if (error instanceof GatewayError) {
    request.log.warn({ statusCode: error.statusCode, code: error.code }, error.message);
    sendError(reply, error.statusCode, { status: false, message: error.message, code: error.code });
    return;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      // 'user.msisdn' names the form field; a problem with the whole body is reported as 'body'.
      path: issue.instancePath.split('/').filter(Boolean).join('.') || (error.validationContext ?? ''),
      message: issue.message ?? 'Invalid value',
    }));
    request.log.info({ errors }, 'invalid request');
    // The first field's own message (written in the spec's words by the domain schemas) is what a client
    // that shows `message` should show; the full list is there for forms that mark each field. A body that
    // is missing or of the wrong type has no field message worth showing.
    const firstFieldIssue = error.validation.find((issue) => issue.instancePath.replaceAll('/', '') !== '');
    const message = firstFieldIssue?.message ?? INVALID_REQUEST_MESSAGE;
    sendError(reply, 400, { status: false, message, errors });
    return;
  }
  if (isClientAbort(error, request)) {
    // Nobody is left to read the answer, and nothing on our side failed: no alert, no 503.
    request.log.info({ code: error.code }, 'client closed the connection before its request arrived');
    sendError(reply, 400, { status: false, message: INVALID_REQUEST_MESSAGE });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug to hide behind 'Something went wrong': the caller may retry in a minute (Retry-After), and
    // a load balancer or proxy reads 503 as "try later". Logged without the stack: it says nothing more.
    request.log.error({ code: (error as { code?: unknown }).code }, `database unavailable: ${error.message}`);
    reply.header('retry-after', '30');
    sendError(reply, 503, {
      status: false,
      message: databaseMessages.unavailable,
      code: 'database_unavailable',
    });
    return;
  }
  const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    sendError(reply, statusCode, { status: false, message: SERVER_ERROR_MESSAGE });
    return;
  }
  request.log.info({ statusCode, code: error.code }, maskUrlInMessage(error.message));
  sendError(reply, statusCode, { status: false, message: error.message });
}

function sendError(reply: FastifyReply, statusCode: number, body: ApiError): void {
  reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}
