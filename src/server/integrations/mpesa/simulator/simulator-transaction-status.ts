// The simulator's Transaction Status query, as Daraja answers it: the request is checked
// (Bearer token, shape, a ResultURL Daraja would call) and taken at once with a ConversationID, and the
// Result follows as a POST to the ResultURL. A paybill's query must name its own operator (Initiator and
// SecurityCredential); with anyone else's, the Result says 2001 'The initiator information is invalid.', as
// Daraja's does. A paid prompt's Result carries its receipt number (ReceiptNo), amount and 'Completed'.
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { filteredWordIn } from '../daraja-callback-url';
import type { Paybill } from '../daraja-client';
import { nairobiTimestamp } from '../daraja-password';
import {
  INVALID_TOKEN_ERROR_CODE,
  type TransactionStatusRequest,
  TransactionStatusRequestSchema,
  type TransactionStatusResponse,
  type TransactionStatusResult,
} from '../daraja-shapes';
import { deliverCallback } from './simulator-callbacks';
import type { SimulatedPrompt } from './simulator-state';

/** How long Daraja takes to post a Transaction Status Result once it took the request. */
export const TRANSACTION_STATUS_RESULT_MS = 200;

export interface TransactionStatusContext {
  paybills: readonly Paybill[];
  prompts: ReadonlyMap<string, SimulatedPrompt>;
  bearerIsValid(request: FastifyRequest): boolean;
  fail(reply: FastifyReply, status: number, errorCode: string, errorMessage: string): FastifyReply;
  /** Runs `work` after `delayMs`, reporting a failure (a ResultURL nobody listens on) as a lost callback. */
  schedule(work: () => Promise<void>, delayMs: number): void;
  /** Counts a query about a prompt, for tests. */
  counted(checkoutRequestId: string): void;
}

const digits = (length: number) => String(randomInt(10 ** (length - 1), 10 ** length));

function findPrompt(prompts: ReadonlyMap<string, SimulatedPrompt>, query: TransactionStatusRequest) {
  const byRequest = query.OriginalConversationID ? prompts.get(query.OriginalConversationID) : undefined;
  if (byRequest) return byRequest;
  return [...prompts.values()].find((prompt) => prompt.receiptNumber === query.TransactionID);
}

function resultOf(
  query: TransactionStatusRequest,
  ids: { conversationId: string; originatorConversationId: string },
  context: TransactionStatusContext,
): TransactionStatusResult['Result'] {
  const common = {
    ResultType: 0,
    OriginatorConversationID: ids.originatorConversationId,
    ConversationID: ids.conversationId,
  };
  const paybill = context.paybills.find((candidate) => candidate.shortcode === query.PartyA);
  const operator = paybill?.initiator;
  if (
    !operator ||
    operator.name !== query.Initiator ||
    operator.securityCredential !== query.SecurityCredential
  ) {
    return { ...common, ResultCode: 2001, ResultDesc: 'The initiator information is invalid.' };
  }
  const prompt = findPrompt(context.prompts, query);
  const paid =
    prompt &&
    prompt.request.BusinessShortCode === query.PartyA &&
    prompt.outcome.resultCode === 0 &&
    Date.now() >= prompt.settlesAt;
  if (!paid) {
    // The simulator's words for a transaction M-Pesa does not hold (none was made, or not to this paybill).
    return { ...common, ResultCode: 'R000001', ResultDesc: 'The transaction could not be found.' };
  }
  const at = String(prompt.transactionDate);
  return {
    ...common,
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    TransactionID: prompt.receiptNumber,
    ResultParameters: {
      ResultParameter: [
        { Key: 'DebitPartyName', Value: `${prompt.request.PhoneNumber} - Simulated Payer` },
        { Key: 'CreditPartyName', Value: `${query.PartyA} - Simulated Paybill` },
        { Key: 'OriginatorConversationID', Value: prompt.merchantRequestId },
        { Key: 'InitiatedTime', Value: at },
        { Key: 'DebitAccountType', Value: 'MMF Account For Customer' },
        { Key: 'DebitPartyCharges' },
        { Key: 'TransactionReason' },
        { Key: 'ReasonType', Value: 'Pay Bill Online' },
        { Key: 'TransactionStatus', Value: 'Completed' },
        { Key: 'FinalisedTime', Value: at },
        { Key: 'Amount', Value: prompt.request.Amount },
        { Key: 'ConversationID', Value: ids.conversationId },
        { Key: 'ReceiptNo', Value: prompt.receiptNumber },
      ],
    },
  };
}

export function registerTransactionStatus(app: FastifyInstance, context: TransactionStatusContext): void {
  app.post('/mpesa/transactionstatus/v1/query', async (request, reply) => {
    if (!context.bearerIsValid(request)) {
      return context.fail(reply, 404, INVALID_TOKEN_ERROR_CODE, 'Invalid Access Token');
    }
    const parsed = TransactionStatusRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'Request');
      return context.fail(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);
    }
    const query = parsed.data;
    if (!query.TransactionID && !query.OriginalConversationID) {
      return context.fail(reply, 400, '400.002.02', 'Bad Request - Invalid TransactionID');
    }
    for (const [field, url] of [
      ['ResultURL', query.ResultURL],
      ['QueueTimeOutURL', query.QueueTimeOutURL],
    ] as const) {
      if (!/^https?:\/\//.test(url) || filteredWordIn(url)) {
        return context.fail(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);
      }
    }
    const prompt = findPrompt(context.prompts, query);
    if (prompt) context.counted(prompt.checkoutRequestId);
    const ids = {
      conversationId: `AG_${nairobiTimestamp(new Date()).slice(0, 8)}_${digits(10)}`,
      originatorConversationId: `${digits(5)}-${digits(8)}-1`,
    };
    const result = resultOf(query, ids, context);
    context.schedule(
      () => deliverCallback(query.ResultURL, { Result: result }),
      TRANSACTION_STATUS_RESULT_MS,
    );
    const answer: TransactionStatusResponse = {
      OriginatorConversationID: ids.originatorConversationId,
      ConversationID: ids.conversationId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    };
    return answer;
  });
}
