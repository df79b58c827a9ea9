// Where Daraja calls us back, and the words it will not call. Safaricom filters callback URLs that contain
// words such as M-Pesa, Safaricom, exe, exec, cmd, SQL or query, in any case (its URL rules for Daraja's
// callbacks): a push naming such a URL is refused ('Bad Request - Invalid CallBackURL'), and reports say
// some are accepted and then never called. So our path avoids them, start-up refuses a configured base or
// token that contains one, and the simulator refuses such a URL as Daraja does.
import { MAX_CALLBACK_TOKEN_LENGTH } from '../../../domain/api/payments';
import { fillPath } from '../../../domain/contract/endpoint';
import { endpoints } from '../../../domain/contract/endpoints';

/** Lower case; matched anywhere in the URL, whatever its case ('exe' also covers 'exec'). */
export const DARAJA_FILTERED_URL_WORDS = [
  'm-pesa',
  'mpesa',
  'safaricom',
  'exe',
  'cmd',
  'sql',
  'query',
] as const;

/** The first filtered word the text contains, or null. */
export function filteredWordIn(text: string): string | null {
  const lower = text.toLowerCase();
  return DARAJA_FILTERED_URL_WORDS.find((word) => lower.includes(word)) ?? null;
}

/** The callback path for a token (our STK request id is appended per prompt), as the contract declares it. */
export const callbackPath = (token: string) => `/api${fillPath(endpoints.mpesaCallback.path, { token })}`;

/** Where M-Pesa reports paybill payments (C2B), under the same token, as the contract declares them. */
export const paybillPaths = (token: string) => ({
  confirmationPath: `/api${fillPath(endpoints.paybillConfirmation.path, { token })}`,
  validationPath: `/api${fillPath(endpoints.paybillValidation.path, { token })}`,
});

/**
 * Appended to a prompt's callback URL for Transaction Status Results about it: under the same
 * secret token, and free of the words Daraja filters.
 */
export const TRANSACTION_STATUS_RESULT_SEGMENT = 'transaction-status';

// The longest callback token accepted, declared with the callback's path schema: Fastify's route
// parameters are capped at MAX_PARAM_LENGTH.
export { MAX_CALLBACK_TOKEN_LENGTH };

/** Fastify's maxParamLength for the app: room for the longest token (its default, 100, broke long ones). */
export const MAX_PARAM_LENGTH = 2 * MAX_CALLBACK_TOKEN_LENGTH;
