// The simulator's C2B (paybill) endpoints, as Daraja's sandbox answers them: registerurl (v1 and v2) keeps
// where a shortcode's payments are reported, and simulate stands in for a customer paying the paybill from
// the M-Pesa menu. A simulated payment is taken at once; then, as M-Pesa does, the validation URL is asked
// (only when one is registered: Safaricom calls it only where validation is enabled), and if it accepts (or
// does not answer and the registration says Completed) the confirmation URL is told. The payer's number is
// reported masked under v2 and hashed under v1, never as it is.
import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type C2bAcceptedResponse,
  C2bRegisterUrlRequestSchema,
  C2bSimulateRequestSchema,
  type C2bTransaction,
  C2bValidationAnswerSchema,
  type C2bVersion,
} from '../daraja-c2b-shapes';
import { filteredWordIn } from '../daraja-callback-url';
import type { Paybill } from '../daraja-client';
import { nairobiTimestamp } from '../daraja-password';
import { INVALID_TOKEN_ERROR_CODE } from '../daraja-shapes';
import { deliverCallback } from './simulator-callbacks';
import { simulatedReceiptNumber } from './simulator-state';

/** How long after simulate M-Pesa posts the validation and confirmation (the payer enters the PIN). */
export const C2B_DELIVERY_MS = 100;

interface Registration {
  version: C2bVersion;
  responseType: 'Completed' | 'Cancelled';
  confirmationUrl: string;
  validationUrl: string;
}

/** What became of a simulated payment, for tests. */
export type SimulatedC2bFate = 'confirmed' | 'refused' | 'cancelled' | 'lost';

export interface SimulatedC2bPayment {
  transaction: C2bTransaction;
  /** null until M-Pesa has finished with it. */
  fate: SimulatedC2bFate | null;
  /** The validation's ResultCode, when it was asked. */
  validationCode: string | null;
  confirmationsDelivered: number;
}

export interface C2bContext {
  paybills: readonly Paybill[];
  bearerIsValid(request: FastifyRequest): boolean;
  fail(reply: FastifyReply, status: number, errorCode: string, errorMessage: string): FastifyReply;
  /** Every confirmation is sent twice, as Daraja sometimes does. */
  duplicateCallbacks: boolean;
  /** Whether Safaricom has enabled validation for the shortcodes: without it, only confirmation is sent. */
  validation: boolean;
  schedule(work: () => Promise<void>, delayMs: number): void;
}

export interface C2bProbes {
  /** The URLs registered for a shortcode, or null. */
  c2bRegistration(shortcode: string): Registration | null;
  /** Every simulated payment, oldest first. */
  c2bPayments(): readonly SimulatedC2bPayment[];
}

/** "2547 ***** 126": the first four and last three digits, as C2B v2 reports the payer. */
export const maskedMsisdn = (msisdn: string) => `${msisdn.slice(0, 4)} ***** ${msisdn.slice(-3)}`;

const hashedMsisdn = (msisdn: string) => createHash('sha256').update(msisdn).digest('hex');

const conversationId = () =>
  `AG_${nairobiTimestamp(new Date()).slice(0, 8)}_${randomInt(10 ** 9, 10 ** 10).toString(16)}`;

function accepted(description: string): C2bAcceptedResponse {
  return {
    OriginatorCoversationID: `${randomInt(10_000, 99_999)}-${randomInt(10 ** 6, 10 ** 7)}-1`,
    ConversationID: conversationId(),
    ResponseCode: '0',
    ResponseDescription: description,
  };
}

const callableUrl = (url: string) => /^https?:\/\//.test(url) && filteredWordIn(url) === null;

/** Posts to the validation URL; its answer's ResultCode, or null when it did not answer properly. */
async function askValidation(url: string, transaction: C2bTransaction): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(transaction),
      signal: AbortSignal.timeout(8_000),
    });
    const parsed = C2bValidationAnswerSchema.safeParse(await response.json());
    return response.ok && parsed.success ? parsed.data.ResultCode : null;
  } catch {
    return null;
  }
}

export function registerC2b(app: FastifyInstance, context: C2bContext): C2bProbes {
  const registrations = new Map<string, Registration>();
  const payments: SimulatedC2bPayment[] = [];
  const knownShortcode = (shortcode: string) =>
    context.paybills.some((paybill) => paybill.shortcode === shortcode);

  for (const version of ['v1', 'v2'] as const) {
    app.post(`/mpesa/c2b/${version}/registerurl`, async (request, reply) => {
      if (!context.bearerIsValid(request)) {
        return context.fail(reply, 404, INVALID_TOKEN_ERROR_CODE, 'Invalid Access Token');
      }
      const parsed = C2bRegisterUrlRequestSchema.safeParse(request.body);
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? 'Request');
        return context.fail(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);
      }
      const register = parsed.data;
      if (!knownShortcode(register.ShortCode)) {
        return context.fail(reply, 400, '400.002.02', 'Bad Request - Invalid ShortCode');
      }
      for (const field of ['ConfirmationURL', 'ValidationURL'] as const) {
        if (!callableUrl(register[field])) {
          return context.fail(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);
        }
      }
      registrations.set(register.ShortCode, {
        version,
        responseType: register.ResponseType,
        confirmationUrl: register.ConfirmationURL,
        validationUrl: register.ValidationURL,
      });
      return accepted('Success');
    });
  }

  async function settle(payment: SimulatedC2bPayment, registration: Registration) {
    const { transaction } = payment;
    const code = context.validation ? await askValidation(registration.validationUrl, transaction) : '0';
    payment.validationCode = context.validation ? code : null;
    if (code !== null && code !== '0') {
      payment.fate = 'refused';
      return;
    }
    if (code === null && registration.responseType === 'Cancelled') {
      payment.fate = 'cancelled';
      return;
    }
    const deliver = async () => {
      await deliverCallback(registration.confirmationUrl, transaction);
      payment.confirmationsDelivered += 1;
    };
    try {
      await deliver();
      payment.fate = 'confirmed';
    } catch (error) {
      payment.fate = 'lost';
      throw error;
    }
    if (context.duplicateCallbacks) context.schedule(deliver, 20);
  }

  app.post('/mpesa/c2b/v1/simulate', async (request, reply) => {
    if (!context.bearerIsValid(request)) {
      return context.fail(reply, 404, INVALID_TOKEN_ERROR_CODE, 'Invalid Access Token');
    }
    const parsed = C2bSimulateRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'Request');
      return context.fail(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);
    }
    const simulate = parsed.data;
    const registration = registrations.get(simulate.ShortCode);
    if (!knownShortcode(simulate.ShortCode) || !registration) {
      return context.fail(reply, 400, '400.002.02', 'Bad Request - Invalid ShortCode');
    }
    const transaction: C2bTransaction = {
      TransactionType: simulate.CommandID === 'CustomerPayBillOnline' ? 'Pay Bill' : 'Buy Goods',
      TransID: simulatedReceiptNumber(),
      TransTime: nairobiTimestamp(new Date()),
      TransAmount: `${simulate.Amount}.00`,
      BusinessShortCode: simulate.ShortCode,
      BillRefNumber: simulate.BillRefNumber ?? '',
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: registration.version === 'v2' ? maskedMsisdn(simulate.Msisdn) : hashedMsisdn(simulate.Msisdn),
      FirstName: 'Simulated',
      MiddleName: '',
      LastName: 'Payer',
    };
    const payment: SimulatedC2bPayment = {
      transaction,
      fate: null,
      validationCode: null,
      confirmationsDelivered: 0,
    };
    payments.push(payment);
    context.schedule(() => settle(payment, registration), C2B_DELIVERY_MS);
    return accepted('Accept the service request successfully.');
  });

  return {
    c2bRegistration: (shortcode) => registrations.get(shortcode) ?? null,
    c2bPayments: () => payments,
  };
}
