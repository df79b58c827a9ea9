// The one place errors become HTTP responses, all shaped as ApiErrorSchema. An AppError keeps its message,
// whatever its status: it comes from the error catalogue, written for the user (M-Pesa's 502 and 504 say
// what the payer should do). Any other server error never shows its text, which may name tables, hosts or
// secrets, and is logged instead.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../domain/api';
import { serverMessages } from '../../domain/api/server-messages';
import { spokenText } from '../../domain/language/messages';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError, apiError } from './app-errors';
import { isClientAbort } from './client-abort';
import { maskUrlInMessage } from './url-error-message';

// In English, as fixed when this module loads; sendError says them in the request's language.
export const SERVER_ERROR_MESSAGE = serverMessages.somethingWentWrong;
export const INVALID_REQUEST_MESSAGE = serverMessages.invalidRequest;

export function handleError(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error instanceof AppError) {
    const details = { statusCode: error.statusCode, code: error.code };
    if (error.statusCode < 500) request.log.info(details, error.message);
    else request.log.warn(details, error.message);
    sendAppError(reply, error);
    return;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      // 'user.msisdn' names the form field; a problem with the whole body is reported as 'body'.
      path: issue.instancePath.split('/').filter(Boolean).join('.') || (error.validationContext ?? ''),
      message: issue.message ?? serverMessages.invalidValue,
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
    sendAppError(reply, apiError('database_unavailable', { retryAfterSeconds: 30 }));
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

function sendAppError(reply: FastifyReply, error: AppError): void {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  const body: ApiError = { status: false, message: error.message, code: error.code };
  if (error.fieldErrors?.length) body.errors = error.fieldErrors;
  sendError(reply, error.statusCode, body);
}

function sendError(reply: FastifyReply, statusCode: number, body: ApiError): void {
  // Messages fixed when their modules loaded (the schemas', the error catalogue's) are English; the
  // request's language is known only now (http/request-language.ts).
  const spoken: ApiError = { ...body, message: spokenText(body.message) };
  if (body.errors)
    spoken.errors = body.errors.map((error) => ({ ...error, message: spokenText(error.message) }));
  reply.code(statusCode).type('application/json; charset=utf-8').send(spoken);
}
