// 'Download my data' (GET /home-insurance/users/{id}/data) and 'Delete my account' (DELETE
// /home-insurance/users/{id}): the right of access and the right to erasure of the Data Protection Act
// 2019, s.26. The export holds every stored field about the account except secrets (password hash, session
// tokens, code hashes, payment tokens), which prove nothing to the person and would let a copy sign in.
import { z } from 'zod';
import { accountTypes } from '../account-type';
import { reviewStatuses } from '../documents/review-status';
import { languages } from '../language/languages';
import { notificationChannels, notificationStatuses } from '../notification-states';
import { stkRequestStatuses } from '../payment-records';
import { ClaimSchema } from './claims';

const ItemSchema = z.object({ name: z.string(), value: z.number() });

export const MyDataAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  msisdn: z.string(),
  email: z.string().nullable(),
  id_number: z.string().nullable(),
  profession: z.string().nullable(),
  kra_pin: z.string().nullable(),
  address: z.string().nullable(),
  physical_address: z.string().nullable(),
  account_type: z.enum(accountTypes),
  /** The language its SMS, e-mails and documents are written in (issue 28). */
  language: z.enum(languages),
  /** Whether a password is set; the hash itself is never exported. */
  has_password: z.boolean(),
  phone_verified_at: z.string().nullable(),
  details_proven_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A consent given: to what, which version of it (domain/terms-version.ts), and when. */
export const ConsentSchema = z.object({
  what: z.literal('terms_and_privacy_notice'),
  terms_version: z.string(),
  accepted_at: z.string(),
});

export const MyDataCoverSchema = z.object({
  id: z.string(),
  /** The purchase's short reference (K7Q3-M9XT). */
  reference: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  underwriter: z.string(),
  status: z.enum(['active', 'inactive']),
  created_at: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  premium: z.number(),
  quotation: z.number(),
  property: z.object({
    is_owner: z.boolean(),
    location: z.string(),
    country_or_town: z.string(),
    type_of_residence: z.string(),
    construction: z.string(),
    house_number: z.string(),
    plot_number: z.string(),
    value_of_property: z.number(),
    value_of_house_hold_items: z.number(),
    value_of_portable_items: z.number(),
  }),
  house_hold_items: z.array(ItemSchema),
  portable_items: z.array(ItemSchema),
  /** Items added to the cover and not yet paid for (insured once amount_due is paid); null when none. */
  pending_items: z
    .object({
      portable_items: z.array(ItemSchema),
      house_hold_items: z.array(ItemSchema),
      amount_due: z.number(),
    })
    .nullable(),
  /** The contact details given when the cover was bought. */
  contact: z
    .object({
      name: z.string(),
      msisdn: z.string(),
      email: z.string().nullable(),
      id_number: z.string().nullable(),
      profession: z.string().nullable(),
      kra_pin: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
  /**
   * The agency's review: its state, the reason of a decline or what was asked for, and the
   * policy number and schedule once approved.
   */
  review: z.object({
    status: z.enum(reviewStatuses),
    note: z.string().nullable(),
    policy_number: z.string().nullable(),
    schedule_issued_at: z.string().nullable(),
  }),
});

/** One M-Pesa STK request for one of the covers. */
export const MyDataPaymentSchema = z.object({
  cover_id: z.string(),
  checkout_request_id: z.string().nullable(),
  msisdn: z.string(),
  amount: z.number(),
  status: z.enum(stkRequestStatuses),
  result_desc: z.string().nullable(),
  mpesa_receipt_number: z.string().nullable(),
  transaction_date: z.string().nullable(),
  paybill: z.string().nullable(),
  created_at: z.string(),
});

/** An e-mail or SMS about one of the covers; its text is rebuilt when sent and not stored. */
export const MyDataNotificationSchema = z.object({
  cover_id: z.string(),
  channel: z.enum(notificationChannels),
  kind: z.string(),
  status: z.enum(notificationStatuses),
  sent_at: z.string().nullable(),
});

export const MyDataExportSchema = z.object({
  account: MyDataAccountSchema,
  consents: z.array(ConsentSchema),
  covers: z.array(MyDataCoverSchema),
  payments: z.array(MyDataPaymentSchema),
  notifications: z.array(MyDataNotificationSchema),
  /** Claims on the covers, as the portal reads them; their files download from their links. */
  claims: z.array(ClaimSchema),
  exported_at: z.string(),
});
export type MyDataExport = z.infer<typeof MyDataExportSchema>;

export const DeleteAccountResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;
