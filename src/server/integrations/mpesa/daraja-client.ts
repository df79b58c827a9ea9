// The Daraja (Safaricom M-Pesa API) client: OAuth, STK push and STK query over HTTP to MPESA_BASE_URL,
// which is Safaricom in production and the local simulator by default. Both run this same code.
import type { Clock } from '../../clock';
import { nairobiTimestamp, stkPassword } from './daraja-password';
import {
  DarajaErrorBodySchema,
  type DarajaStkPushResponse,
  INVALID_TOKEN_ERROR_CODE,
  PENDING_QUERY_ERROR_CODE,
  type StkPushRequest,
  StkPushResponseSchema,
  StkQueryResponseSchema,
  TokenResponseSchema,
} from './daraja-shapes';
import { createTokenCache } from './daraja-token-cache';

export interface DarajaCredentials {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
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

export interface StkPushInput {
  amount: number;
  /** 2547XXXXXXXX: the phone that gets the prompt and pays. */
  msisdn: string;
  callbackUrl: string;
  /** Shown on the phone and on the statement; Daraja allows 12 characters. */
  accountReference: string;
  /** Daraja allows 13 characters. */
  description: string;
}

export type StkQueryResult =
  | { state: 'pending' }
  | { state: 'final'; resultCode: number; resultDesc: string };

export interface DarajaClient {
  stkPush(input: StkPushInput): Promise<DarajaStkPushResponse>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
}

// Daraja usually answers in well under a second; past this the prompt is better retried than awaited.
const DEFAULT_TIMEOUT_MS = 15_000;

export function createDarajaClient(
  credentials: DarajaCredentials,
  options: { clock: Clock; timeoutMs?: number },
): DarajaClient {
  const { clock } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = credentials.baseUrl.replace(/\/+$/, '');

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new DarajaError(`Daraja could not be reached: ${reason}`, null, null);
    }
    const text = await response.text();
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

  const tokens = createTokenCache(clock, async () => {
    const basic = Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64');
    const { status, body } = await call('/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    const parsed = TokenResponseSchema.safeParse(body);
    if (status !== 200 || !parsed.success) throw refusal('Daraja refused the credentials', status, body);
    return { token: parsed.data.access_token, expiresInSeconds: parsed.data.expires_in };
  });

  async function post(path: string, payload: object) {
    const token = await tokens.token();
    const result = await call(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    // A token Daraja has dropped early would fail every call until its expiry; forget it instead.
    const error = DarajaErrorBodySchema.safeParse(result.body);
    if (result.status === 401 || (error.success && error.data.errorCode === INVALID_TOKEN_ERROR_CODE)) {
      tokens.clear();
    }
    return result;
  }

  function signature() {
    const timestamp = nairobiTimestamp(clock.now());
    return { timestamp, password: stkPassword(credentials.shortcode, credentials.passkey, timestamp) };
  }

  return {
    async stkPush(input) {
      const { timestamp, password } = signature();
      const request: StkPushRequest = {
        BusinessShortCode: credentials.shortcode,
        Password: password,
        Timestamp: timestamp,
        TransactionType: 'CustomerPayBillOnline',
        Amount: input.amount,
        PartyA: input.msisdn,
        PartyB: credentials.shortcode,
        PhoneNumber: input.msisdn,
        CallBackURL: input.callbackUrl,
        AccountReference: input.accountReference.slice(0, 12),
        TransactionDesc: input.description.slice(0, 13),
      };
      const { status, body } = await post('/mpesa/stkpush/v1/processrequest', request);
      const parsed = StkPushResponseSchema.safeParse(body);
      if (status !== 200 || !parsed.success || parsed.data.ResponseCode !== '0') {
        throw refusal('Daraja refused the payment prompt', status, body);
      }
      return parsed.data;
    },

    async stkQuery(checkoutRequestId) {
      const { timestamp, password } = signature();
      const { status, body } = await post('/mpesa/stkpushquery/v1/query', {
        BusinessShortCode: credentials.shortcode,
        Password: password,
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      });
      const error = DarajaErrorBodySchema.safeParse(body);
      // Daraja answers a prompt still open on the phone with an error, not a result: that is "pending".
      // The code alone is shared with other errors ('Wrong credentials'), so the message is checked too.
      if (
        error.success &&
        error.data.errorCode === PENDING_QUERY_ERROR_CODE &&
        /being processed/i.test(error.data.errorMessage)
      ) {
        return { state: 'pending' };
      }
      const parsed = StkQueryResponseSchema.safeParse(body);
      if (status !== 200 || !parsed.success) throw refusal('Daraja refused the status query', status, body);
      return { state: 'final', resultCode: parsed.data.ResultCode, resultDesc: parsed.data.ResultDesc };
    },
  };
}
