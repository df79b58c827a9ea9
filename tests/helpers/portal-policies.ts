// The portal's policies, set up the way a client gets them: a cover bought anonymously in the wizard for
// the holder's phone (paid or not, by the simulator's rules for the payer's number), then the holder signs
// in with the code from the SMS.
import type { FastifyInstance } from 'fastify';
import {
  OtpVerifyResponseSchema,
  PaymentStatusResponseSchema,
  QuoteResponseSchema,
  type StkPushResponse,
  StkPushResponseSchema,
} from '../../src/domain/api';
import { nextAddress } from './client-addresses';
import { buyBody, tenantCover, waitFor } from './server-payments';
import type { SmsCapture } from './server-sms';

export { nextAddress };

/** An owner's cover adds the building (point 2: owner policies show the property). */
const ownerCover = {
  ...tenantCover,
  is_owner: '1' as const,
  value_of_property: 4_000_000,
  location: 'Kilimani',
};

/**
 * A cover bought in the wizard for `holder`, paid from `payer` (see payerEndingIn for the outcomes): a
 * tenant's household and portable items, or an owner's with the building too.
 */
export async function buyCoverFor(
  app: FastifyInstance,
  holder: string,
  payer: string,
  /** 'tenant-totals': the tenant's cover with no item list, insured by its totals only. */
  kind: 'tenant' | 'owner' | 'tenant-totals' = 'tenant',
): Promise<StkPushResponse> {
  const cover = kind === 'owner' ? ownerCover : tenantCover;
  const quoted = await app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/quote',
    payload: cover,
    remoteAddress: nextAddress(),
  });
  const quotation = QuoteResponseSchema.parse(quoted.json()).data;
  const body = buyBody(
    quotation,
    payer,
    kind === 'owner'
      ? { is_owner: '1', value_of_property: 4_000_000 }
      : kind === 'tenant-totals'
        ? { house_hold_items: [], portable_items: [] }
        : {},
  );
  body.user.msisdn = holder;
  const response = await app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: body,
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`buy failed: ${response.body}`);
  return StkPushResponseSchema.parse(response.json());
}

/** Waits for M-Pesa's answer to a purchase's prompt, as the buyer's page would ask for it. */
export async function settledPurchase(app: FastifyInstance, bought: StkPushResponse) {
  return waitFor(async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/stkstatus/${bought.checkout_request_id}`,
      headers: { 'x-payment-token': bought.data.payment_token ?? '' },
      remoteAddress: nextAddress(),
    });
    const status = PaymentStatusResponseSchema.safeParse(response.json());
    return status.success && status.data.status !== 'pending' ? status.data : null;
  }, 10_000);
}

/** Signs the holder in by code (otp/request, the SMS, otp/verify): the token and user a session stores. */
export async function signInHolder(app: FastifyInstance, sms: SmsCapture, holder: string) {
  const remoteAddress = nextAddress();
  await app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/otp/request',
    payload: { Identifier: holder },
    remoteAddress,
  });
  const verified = await app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/otp/verify',
    payload: { Identifier: holder, otp: Number(sms.lastCodeTo(holder)) },
    remoteAddress,
  });
  const answer = OtpVerifyResponseSchema.parse(verified.json());
  return { token: answer.user_token, user: answer.user };
}
