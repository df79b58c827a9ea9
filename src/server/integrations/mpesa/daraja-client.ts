// The Daraja (Safaricom M-Pesa API) client: OAuth, STK push, STK query, Transaction Status and C2B URL
// registration over HTTP to MPESA_BASE_URL, which is Safaricom in production and the local simulator by
// default. Both run this code.
import type { Clock } from '../../clock';
import {
  type C2bAcceptedResponse,
  C2bAcceptedResponseSchema,
  type C2bRegisterUrlRequest,
  type C2bVersion,
} from './daraja-c2b-shapes';
import { nairobiTimestamp, stkPassword } from './daraja-password';
import { meansNotYet, type QueryAnswer, readQueryAnswer } from './daraja-query-answer';
import {
  DarajaErrorBodySchema,
  type DarajaStkPushResponse,
  INVALID_TOKEN_ERROR_CODE,
  type StkPushRequest,
  StkPushResponseSchema,
  StkQueryResponseSchema,
  TokenResponseSchema,
  type TransactionStatusRequest,
  type TransactionStatusResponse,
  TransactionStatusResponseSchema,
} from './daraja-shapes';
import { createTokenCache } from './daraja-token-cache';

/** The Daraja app the agency signs in with (OAuth). */
export interface DarajaCredentials {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
}

/** A paybill a prompt pays into: its shortcode and the Lipa na M-Pesa passkey that signs for it. */
export interface Paybill {
  shortcode: string;
  passkey: string;
  /**
   * The paybill's API operator for Transaction Status (its name and SecurityCredential, the operator's
   * password encrypted with Safaricom's certificate); absent: receipt numbers are never asked for.
   */
  initiator?: PaybillInitiator;
}

export interface PaybillInitiator {
  name: string;
  securityCredential: string;
}

/** Daraja refused a request, or could not be reached; `errorCode` is Daraja's when it sent one. */
export class DarajaError extends Error {
  override name = 'DarajaError';
  constructor(
    message: string,
    readonly httpStatus: number | null,
    readonly errorCode: string | null,
  ) {
    super(message);
  }
}

/**
 * The request went out but no answer came back (a timeout, a dropped connection). For a push this means
 * "unknown": Daraja may have accepted it and sent the prompt, so it must not be treated as refused.
 */
export class DarajaNoAnswerError extends DarajaError {
  override name = 'DarajaNoAnswerError';
  constructor(message: string) {
    super(message, null, null);
  }
}

export interface StkPushInput {
  /** The underwriter's paybill the premium goes to (BusinessShortCode, PartyB and the Password). */
  paybill: Paybill;
  amount: number;
  /** 2547XXXXXXXX: the phone that gets the prompt and pays. */
  msisdn: string;
  callbackUrl: string;
  /** Shown on the phone and on the statement; Daraja allows 12 characters. */
  accountReference: string;
  /** Daraja allows 13 characters. */
  description: string;
}

export type StkQueryResult = QueryAnswer;

export interface TransactionStatusInput {
  /** The prompt's CheckoutRequestID: the one id we hold for a payment whose receipt number is missing. */
  checkoutRequestId: string;
  /** The paybill that received the money, with its Transaction Status operator. */
  paybill: Paybill & { initiator: PaybillInitiator };
  /** Where Daraja posts the Result (and, past its queue's timeout, the timeout notice). */
  resultUrl: string;
}

export interface C2bRegistrationInput {
  /** The paybill whose payments are to be reported. */
  shortcode: string;
  /** v2 where the Daraja app has C2B v2 (the payer's number masked), else v1 (hashed). */
  version: C2bVersion;
  confirmationUrl: string;
  validationUrl: string;
}

export interface DarajaClient {
  stkPush(input: StkPushInput): Promise<DarajaStkPushResponse>;
  /** Asked with the paybill the prompt paid into: Daraja only answers its owner. */
  stkQuery(checkoutRequestId: string, paybill: Paybill): Promise<StkQueryResult>;
  /** Asks for a transaction's details; Daraja only takes the request here, its Result comes to resultUrl. */
  transactionStatus(input: TransactionStatusInput): Promise<TransactionStatusResponse>;
  /** Tells M-Pesa where to report payments made to a paybill from the M-Pesa menu (C2B). */
  registerC2bUrls(input: C2bRegistrationInput): Promise<C2bAcceptedResponse>;
}

// Daraja usually answers in well under a second. One operation (token and push together) gets this long:
// the browser gives up on our API after 10 s, and the buy request also needs the database on both sides of
// the push, so our own wait must end well before the visitor's does.
export const DEFAULT_DARAJA_TIMEOUT_MS = 6_000;

export function createDarajaClient(
  credentials: DarajaCredentials,
  options: { clock: Clock; timeoutMs?: number },
): DarajaClient {
  const { clock } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_DARAJA_TIMEOUT_MS;
  const base = credentials.baseUrl.replace(/\/+$/, '');

  async function call(
    path: string,
    init: RequestInit,
    signal: AbortSignal,
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, { ...init, signal });
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new DarajaNoAnswerError(`Daraja did not answer: ${reason}`);
    }
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  }

  function refusal(what: string, status: number, body: unknown): DarajaError {
    const parsed = DarajaErrorBodySchema.safeParse(body);
    return parsed.success
      ? new DarajaError(`${what}: ${parsed.data.errorMessage}`, status, parsed.data.errorCode)
      : new DarajaError(`${what}: HTTP ${status}`, status, null);
  }

  const tokens = createTokenCache(clock, async (signal) => {
    const basic = Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64');
    let answer: { status: number; body: unknown };
    try {
      answer = await call(
        '/oauth/v1/generate?grant_type=client_credentials',
        { method: 'GET', headers: { authorization: `Basic ${basic}` } },
        signal,
      );
    } catch (error) {
      // Nothing was pushed yet: a token that never came is a plain failure, never an "unknown" push.
      throw new DarajaError(error instanceof Error ? error.message : String(error), null, null);
    }
    const parsed = TokenResponseSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) {
      throw refusal('Daraja refused the credentials', answer.status, answer.body);
    }
    return { token: parsed.data.access_token, expiresInSeconds: parsed.data.expires_in };
  });

  const tokenRefused = (result: { status: number; body: unknown }) => {
    const error = DarajaErrorBodySchema.safeParse(result.body);
    return result.status === 401 || (error.success && error.data.errorCode === INVALID_TOKEN_ERROR_CODE);
  };

  /** One Daraja operation: a token (cached) and the call, together within one deadline. */
  async function post(path: string, payload: () => object) {
    const signal = AbortSignal.timeout(timeoutMs);
    const send = async () =>
      call(
        path,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await tokens.token(signal)}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(payload()),
        },
        signal,
      );
    const result = await send();
    if (!tokenRefused(result)) return result;
    // A token Daraja dropped before its time (revoked credentials, a Daraja restart) would fail every call
    // until its expiry: forget it and try once more with a new one. Daraja refused the call itself, so
    // nothing happened and the second attempt cannot double anything.
    tokens.clear();
    return send();
  }

  function signature(paybill: Paybill) {
    const timestamp = nairobiTimestamp(clock.now());
    return { timestamp, password: stkPassword(paybill.shortcode, paybill.passkey, timestamp) };
  }

  return {
    async stkPush(input) {
      const request = (): StkPushRequest => {
        const { timestamp, password } = signature(input.paybill);
        return {
          BusinessShortCode: input.paybill.shortcode,
          Password: password,
          Timestamp: timestamp,
          TransactionType: 'CustomerPayBillOnline',
          Amount: input.amount,
          PartyA: input.msisdn,
          PartyB: input.paybill.shortcode,
          PhoneNumber: input.msisdn,
          CallBackURL: input.callbackUrl,
          AccountReference: input.accountReference.slice(0, 12),
          TransactionDesc: input.description.slice(0, 13),
        };
      };
      const { status, body } = await post('/mpesa/stkpush/v1/processrequest', request);
      const parsed = StkPushResponseSchema.safeParse(body);
      if (status !== 200 || !parsed.success || parsed.data.ResponseCode !== '0') {
        throw refusal('Daraja refused the payment prompt', status, body);
      }
      return parsed.data;
    },

    async stkQuery(checkoutRequestId, paybill) {
      const { status, body } = await post('/mpesa/stkpushquery/v1/query', () => {
        const { timestamp, password } = signature(paybill);
        return {
          BusinessShortCode: paybill.shortcode,
          Password: password,
          Timestamp: timestamp,
          CheckoutRequestID: checkoutRequestId,
        };
      });
      const error = DarajaErrorBodySchema.safeParse(body);
      // Daraja answers a prompt still being handed to the phone with an error, not a result (see
      // daraja-query-answer.ts for every way it says "not yet").
      if (error.success && meansNotYet(error.data.errorCode, error.data.errorMessage)) {
        return { state: 'pending' };
      }
      const parsed = StkQueryResponseSchema.safeParse(body);
      if (status !== 200 || !parsed.success) throw refusal('Daraja refused the status query', status, body);
      return readQueryAnswer(parsed.data.ResultCode, parsed.data.ResultDesc);
    },

    async transactionStatus(input) {
      const request: TransactionStatusRequest = {
        Initiator: input.paybill.initiator.name,
        SecurityCredential: input.paybill.initiator.securityCredential,
        CommandID: 'TransactionStatusQuery',
        // The receipt number is what we lack; Daraja also finds a transaction by the id of the request
        // that made it, which for a prompt is its CheckoutRequestID.
        OriginalConversationID: input.checkoutRequestId,
        PartyA: input.paybill.shortcode,
        IdentifierType: '4',
        ResultURL: input.resultUrl,
        QueueTimeOutURL: input.resultUrl,
        Remarks: 'Receipt number',
        Occasion: 'Receipt number',
      };
      const { status, body } = await post('/mpesa/transactionstatus/v1/query', () => request);
      const parsed = TransactionStatusResponseSchema.safeParse(body);
      if (status !== 200 || !parsed.success || parsed.data.ResponseCode !== '0') {
        throw refusal('Daraja refused the transaction status query', status, body);
      }
      return parsed.data;
    },

    async registerC2bUrls(input) {
      const request: C2bRegisterUrlRequest = {
        ShortCode: input.shortcode,
        // When our validation URL cannot answer, M-Pesa completes the payment: confirmation alone settles
        // a cover, and a payment we would have refused becomes a payment exception, never a lost one.
        ResponseType: 'Completed',
        ConfirmationURL: input.confirmationUrl,
        ValidationURL: input.validationUrl,
      };
      const { status, body } = await post(`/mpesa/c2b/${input.version}/registerurl`, () => request);
      const parsed = C2bAcceptedResponseSchema.safeParse(body);
      if (status !== 200 || !parsed.success || (parsed.data.ResponseCode ?? '0') !== '0') {
        throw refusal('Daraja refused the C2B URLs', status, body);
      }
      return parsed.data;
    },
  };
}
