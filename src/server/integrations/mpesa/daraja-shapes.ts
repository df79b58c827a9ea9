// The JSON Daraja sends and accepts, as zod schemas: the client parses every answer with them, and the
// simulator answers with the same shapes, so a drift between the two fails a test instead of a payment.
import { z } from 'zod';

export const TokenResponseSchema = z.object({
  access_token: z.string().min(1),
  // Daraja sends the lifetime in seconds as a string ("3599").
  expires_in: z.coerce.number().int().positive(),
});

/** Daraja's error body: HTTP 4xx/5xx with a dotted errorCode ('500.001.1001') and a message. */
export const DarajaErrorBodySchema = z.object({
  requestId: z.string().optional(),
  errorCode: z.string(),
  errorMessage: z.string(),
});
export type DarajaErrorBody = z.infer<typeof DarajaErrorBodySchema>;

export const StkPushRequestSchema = z.object({
  BusinessShortCode: z.string(),
  Password: z.string(),
  Timestamp: z.string(),
  TransactionType: z.literal('CustomerPayBillOnline'),
  Amount: z.coerce.number().int().positive(),
  PartyA: z.string(),
  PartyB: z.string(),
  PhoneNumber: z.string(),
  CallBackURL: z.string(),
  AccountReference: z.string().max(12),
  TransactionDesc: z.string().max(13),
});
export type StkPushRequest = z.infer<typeof StkPushRequestSchema>;

export const StkPushResponseSchema = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
  CustomerMessage: z.string(),
});
export type DarajaStkPushResponse = z.infer<typeof StkPushResponseSchema>;

export const StkQueryRequestSchema = z.object({
  BusinessShortCode: z.string(),
  Password: z.string(),
  Timestamp: z.string(),
  CheckoutRequestID: z.string(),
});

export const StkQueryResponseSchema = z.object({
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  // A string in Daraja's answer ("1032", but also "4999", "500.001.1001" or "E3008"): read by
  // readQueryAnswer, never coerced, since not every code is a number or a final word.
  ResultCode: z.union([z.string(), z.number()]),
  ResultDesc: z.string(),
});

const CallbackItemSchema = z.object({
  Name: z.string(),
  Value: z.union([z.string(), z.number()]).optional(),
});

export const StkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string(),
      ResultCode: z.coerce.number().int(),
      ResultDesc: z.string(),
      CallbackMetadata: z.object({ Item: z.array(CallbackItemSchema) }).optional(),
    }),
  }),
});
export type StkCallback = z.infer<typeof StkCallbackSchema>;

/**
 * What Daraja says about a prompt not answered yet: 'The transaction is being processed' as an HTTP 500
 * error body (or, less often, as a ResultCode on a 200), in its first seconds.
 */
export const PENDING_QUERY_ERROR_CODE = '500.001.1001';

/** The query's HTTP 200 ResultCode while the prompt waits for the PIN: 'The transaction is still under processing'. */
export const STILL_PROCESSING_RESULT_CODE = '4999';

/** Daraja's answer to an expired or unknown bearer token. */
export const INVALID_TOKEN_ERROR_CODE = '404.001.03';

/**
 * Daraja's Transaction Status query (`/mpesa/transactionstatus/v1/query`): how a payment confirmed
 * without its callback gets M-Pesa's receipt number. Asynchronous: the answer only says Daraja took the
 * request; the Result comes later as a POST to the ResultURL (or to the QueueTimeOutURL if it waited too
 * long in Daraja's queue). The transaction is named by its receipt number (TransactionID) or, when that is
 * what is missing, by the OriginalConversationID of the request that made it.
 */
export const TransactionStatusRequestSchema = z.object({
  Initiator: z.string().min(1),
  SecurityCredential: z.string().min(1),
  CommandID: z.literal('TransactionStatusQuery'),
  TransactionID: z.string().optional(),
  OriginalConversationID: z.string().optional(),
  PartyA: z.string(),
  // 4: an organisation's shortcode (the paybill that received the money).
  IdentifierType: z.string(),
  ResultURL: z.string(),
  QueueTimeOutURL: z.string(),
  Remarks: z.string().max(100),
  Occasion: z.string().max(100).optional(),
});
export type TransactionStatusRequest = z.infer<typeof TransactionStatusRequestSchema>;

export const TransactionStatusResponseSchema = z.object({
  OriginatorConversationID: z.string(),
  ConversationID: z.string(),
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
});
export type TransactionStatusResponse = z.infer<typeof TransactionStatusResponseSchema>;

const ResultParameterSchema = z.object({
  Key: z.string(),
  Value: z.union([z.string(), z.number()]).optional(),
});

/** What Daraja POSTs to the ResultURL: the transaction's details as Key/Value pairs (ReceiptNo, Amount…). */
export const TransactionStatusResultSchema = z.object({
  Result: z.object({
    ResultType: z.coerce.number().optional(),
    // A number in some results, a string ('0', 'SFC_IC0003') in others.
    ResultCode: z.union([z.string(), z.number()]),
    ResultDesc: z.string(),
    OriginatorConversationID: z.string().optional(),
    ConversationID: z.string().optional(),
    TransactionID: z.string().optional(),
    ResultParameters: z
      .object({
        // One parameter comes as an object rather than a list of one.
        ResultParameter: z.union([z.array(ResultParameterSchema), ResultParameterSchema]),
      })
      .optional(),
  }),
});
export type TransactionStatusResult = z.infer<typeof TransactionStatusResultSchema>;
