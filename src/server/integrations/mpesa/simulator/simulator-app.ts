// A Daraja-compatible HTTP app: the endpoints the client uses (OAuth, STK push and query, Transaction Status,
// C2B registerurl and the sandbox's C2B simulate), with Daraja's shapes and its checks
// (Basic credentials for a token, the Bearer token, the STK Password), so the default run and the tests
// exercise the real client code. Outcomes come from the payer's number (simulator-outcomes.ts).
import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { filteredWordIn } from '../daraja-callback-url';
import type { Paybill } from '../daraja-client';
import { stkPassword } from '../daraja-password';
import {
  type DarajaErrorBody,
  INVALID_TOKEN_ERROR_CODE,
  PENDING_QUERY_ERROR_CODE,
  STILL_PROCESSING_RESULT_CODE,
  type StkPushRequest,
  StkPushRequestSchema,
  StkQueryRequestSchema,
} from '../daraja-shapes';
import { type C2bProbes, registerC2b } from './simulator-c2b';
import { callbackBody, deliverCallback, transactionDateAt } from './simulator-callbacks';
import { outcomeForNumber } from './simulator-outcomes';
import {
  newAccessToken,
  newRequestIds,
  type SimulatedPrompt,
  simulatedReceiptNumber,
} from './simulator-state';
import { registerTransactionStatus } from './simulator-transaction-status';

export interface MpesaSimulatorOptions {
  consumerKey: string;
  consumerSecret: string;
  /** Every paybill (one per underwriter) whose prompts it takes, each checked with its own passkey. */
  paybills: readonly Paybill[];
  /** How long the simulated payer takes to answer the prompt. */
  delayMs: number;
  /**
   * How long Daraja takes to hand the prompt to the phone: a query before then gets HTTP 500
   * 500.001.1001 'The transaction is being processed', and after it, until the payer answers, HTTP 200
   * ResultCode 4999 'The transaction is still under processing'. 1 s by default.
   */
  deliveryMs?: number;
  /** Every callback is sent twice, as Daraja sometimes does. */
  duplicateCallbacks: boolean;
  /**
   * Whether paybill payments are first offered to the registered validation URL. Safaricom enables that per
   * shortcode on request; without it (false), M-Pesa only confirms. On by default.
   */
  c2bValidation?: boolean;
  /** Seconds a token lives (Daraja: 3599). */
  tokenLifetimeSeconds?: number;
  /**
   * How late the answers (push and query) come for a number ending 0408 (Daraja accepted, its answers are
   * slow). Longer than the app's Daraja timeout by default, so the app never sees them.
   */
  slowAnswerMs?: number;
  /** A callback that could not be delivered (the app not listening, a wrong URL). */
  onCallbackError?: (error: Error) => void;
}

export interface MpesaSimulatorApp extends C2bProbes {
  app: FastifyInstance;
  /** How many tokens were issued: tests check the client's cache with it. */
  tokensIssued(): number;
  /** Forgets every token issued, as Daraja does when credentials are rotated or it restarts. */
  revokeTokens(): void;
  /** How many status queries asked about this request: tests check that nobody asks twice. */
  queriesReceived(checkoutRequestId: string): number;
  /** How many Transaction Status queries named this request (by its CheckoutRequestID or receipt). */
  transactionStatusQueries(checkoutRequestId: string): number;
  /** How many callbacks for this request the app acknowledged. */
  callbacksDelivered(checkoutRequestId: string): number;
  /** Every push Daraja accepted, as it was sent (tests read the shortcode and callback URL). */
  pushesReceived(): readonly StkPushRequest[];
}

/** Longer than the app's own Daraja deadline (6 s), so by default the app never reads a slow answer. */
const DEFAULT_SLOW_ANSWER_MS = 10_000;
const DEFAULT_DELIVERY_MS = 1_000;
/** Safaricom's per-transaction limit for a customer's payment; Daraja refuses a push for more. */
export const MAX_TRANSACTION_AMOUNT = 250_000;

const countIn = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

let requestCounter = 0;
function fail(reply: FastifyReply, status: number, errorCode: string, errorMessage: string) {
  requestCounter += 1;
  const body: DarajaErrorBody = { requestId: `sim-${requestCounter}`, errorCode, errorMessage };
  return reply.code(status).send(body);
}

export function buildMpesaSimulatorApp(options: MpesaSimulatorOptions): MpesaSimulatorApp {
  // Closing drops every connection at once, as a Daraja restart would: a request the app gave up on (its
  // deadline passed while this one still sleeps on a slow answer) must not hold the close until it ends.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const tokens = new Map<string, number>();
  const prompts = new Map<string, SimulatedPrompt>();
  const timers = new Set<NodeJS.Timeout>();
  const queries = new Map<string, number>();
  const statusQueries = new Map<string, number>();
  const deliveries = new Map<string, number>();
  const refusedOnce = new Set<string>();
  const pushes: StkPushRequest[] = [];
  let tokensIssued = 0;
  const lifetimeSeconds = options.tokenLifetimeSeconds ?? 3599;
  const slowAnswerMs = options.slowAnswerMs ?? DEFAULT_SLOW_ANSWER_MS;

  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });

  function schedule(work: () => Promise<void>, delayMs: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work().catch((error: unknown) =>
        options.onCallbackError?.(error instanceof Error ? error : new Error(String(error))),
      );
    }, delayMs);
    timers.add(timer);
  }

  // Slow answers are cut short when the simulator closes, so a shutdown never waits for one.
  const slowAnswers = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const finish of [...slowAnswers]) finish();
  });
  function slowly(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        slowAnswers.delete(finish);
        resolve();
      };
      const timer = setTimeout(finish, ms);
      slowAnswers.add(finish);
    });
  }

  function bearerIsValid(request: FastifyRequest): boolean {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    return expiresAt !== undefined && Date.now() < expiresAt;
  }

  const passwordIsValid = (shortcode: string, password: string, timestamp: string) => {
    const paybill = options.paybills.find((candidate) => candidate.shortcode === shortcode);
    return (
      paybill !== undefined &&
      /^\d{14}$/.test(timestamp) &&
      sameText(password, stkPassword(paybill.shortcode, paybill.passkey, timestamp))
    );
  };

  app.get('/oauth/v1/generate', async (request, reply) => {
    const query = request.query as { grant_type?: string };
    if (query.grant_type !== 'client_credentials') {
      return fail(reply, 400, '400.008.02', 'Invalid grant type passed');
    }
    const basic = /^Basic (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const expected = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
    if (!sameText(basic, expected)) return fail(reply, 400, '400.008.01', 'Invalid Authentication passed');
    const token = newAccessToken();
    tokens.set(token, Date.now() + lifetimeSeconds * 1000);
    tokensIssued += 1;
    return { access_token: token, expires_in: String(lifetimeSeconds) };
  });

  app.post('/mpesa/stkpush/v1/processrequest', async (request, reply) => {
    if (!bearerIsValid(request)) return fail(reply, 404, INVALID_TOKEN_ERROR_CODE, 'Invalid Access Token');
    const parsed = StkPushRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'Request');
      return fail(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);
    }
    const push = parsed.data;
    if (!passwordIsValid(push.BusinessShortCode, push.Password, push.Timestamp)) {
      return fail(reply, 500, '500.001.1001', 'Wrong credentials');
    }
    if (push.Amount > MAX_TRANSACTION_AMOUNT) {
      return fail(reply, 400, '400.002.02', 'Bad Request - Invalid Amount');
    }
    if (!/^254[17]\d{8}$/.test(push.PhoneNumber)) {
      return fail(reply, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber');
    }
    if (!/^https?:\/\//.test(push.CallBackURL) || filteredWordIn(push.CallBackURL)) {
      return fail(reply, 400, '400.002.02', 'Bad Request - Invalid CallBackURL');
    }
    const outcome = outcomeForNumber(push.PhoneNumber);
    if (outcome.busyOnce && !refusedOnce.has(push.PhoneNumber)) {
      refusedOnce.add(push.PhoneNumber);
      return fail(reply, 500, '500.003.02', 'System is busy. Please try again in few minutes.');
    }
    const ids = newRequestIds();
    const settlesAt = Date.now() + options.delayMs;
    const prompt: SimulatedPrompt = {
      request: push,
      ...ids,
      outcome,
      deliveredAt: Date.now() + (options.deliveryMs ?? DEFAULT_DELIVERY_MS),
      settlesAt,
      receiptNumber: simulatedReceiptNumber(),
      transactionDate: transactionDateAt(new Date(settlesAt)),
    };
    prompts.set(ids.checkoutRequestId, prompt);
    pushes.push(push);
    if (outcome.callback) {
      const deliver = async () => {
        await deliverCallback(push.CallBackURL, callbackBody(prompt));
        countIn(deliveries, ids.checkoutRequestId);
      };
      schedule(deliver, options.delayMs);
      if (outcome.duplicate || options.duplicateCallbacks) schedule(deliver, options.delayMs + 20);
    }
    const answer = {
      MerchantRequestID: ids.merchantRequestId,
      CheckoutRequestID: ids.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    };
    if (outcome.slowAnswer) await slowly(slowAnswerMs);
    return answer;
  });

  app.post('/mpesa/stkpushquery/v1/query', async (request, reply) => {
    if (!bearerIsValid(request)) return fail(reply, 404, INVALID_TOKEN_ERROR_CODE, 'Invalid Access Token');
    const parsed = StkQueryRequestSchema.safeParse(request.body);
    if (!parsed.success) return fail(reply, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
    const query = parsed.data;
    if (!passwordIsValid(query.BusinessShortCode, query.Password, query.Timestamp)) {
      return fail(reply, 500, '500.001.1001', 'Wrong credentials');
    }
    countIn(queries, query.CheckoutRequestID);
    const prompt = prompts.get(query.CheckoutRequestID);
    if (!prompt) return fail(reply, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
    // A request whose push was slow to answer is slow to query too: Daraja is struggling with it.
    if (prompt.outcome.slowAnswer) await slowly(slowAnswerMs);
    const now = Date.now();
    if (now < prompt.settlesAt && now < prompt.deliveredAt) {
      return fail(reply, 500, PENDING_QUERY_ERROR_CODE, 'The transaction is being processed');
    }
    const answered = now >= prompt.settlesAt;
    return {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResultCode: answered ? String(prompt.outcome.resultCode) : STILL_PROCESSING_RESULT_CODE,
      ResultDesc: answered ? prompt.outcome.resultDesc : 'The transaction is still under processing',
    };
  });

  registerTransactionStatus(app, {
    paybills: options.paybills,
    prompts,
    bearerIsValid,
    fail,
    schedule,
    counted: (checkoutRequestId) => countIn(statusQueries, checkoutRequestId),
  });

  const c2b = registerC2b(app, {
    paybills: options.paybills,
    bearerIsValid,
    fail,
    duplicateCallbacks: options.duplicateCallbacks,
    validation: options.c2bValidation ?? true,
    schedule,
  });

  return {
    app,
    ...c2b,
    tokensIssued: () => tokensIssued,
    transactionStatusQueries: (checkoutRequestId) => statusQueries.get(checkoutRequestId) ?? 0,
    revokeTokens: () => tokens.clear(),
    queriesReceived: (checkoutRequestId) => queries.get(checkoutRequestId) ?? 0,
    callbacksDelivered: (checkoutRequestId) => deliveries.get(checkoutRequestId) ?? 0,
    pushesReceived: () => pushes,
  };
}
