// Every error code the API answers, with its HTTP status and its message: a code is written once here, so
// a throw names only the code (and the values its message needs). The words live in the `*-messages`
// files of the features that say them; this table pairs them with a code and a status.
//
// A key with '@' ('claim_not_found@desk') is the same code on the wire (the part before '@') said in
// another place's words: the back office reads 'No such claim.', the client 'Claim not found.'. The three
// `*_taken@profile` also keep their own status: the profile form answers 400 with the field marked, signup
// 409, and no client tells them apart by code, so one code serves both. Each entry has one status and one
// message.
import { accountMessages } from '../account-messages';
import { addedItemsMessages } from '../added-items';
import { adminClaimMessages } from '../api/admin-claims';
import { claimMessages } from '../api/claims';
import { applicationMessages } from '../back-office/application-messages';
import { leadMessages } from '../back-office/lead-messages';
import { operatorMessages } from '../back-office/operator-messages';
import { paymentExceptionMessages } from '../back-office/payment-exception-messages';
import { agency } from '../business';
import { changePasswordMessages } from '../change-password-rules';
import { claimFileMessages } from '../claims/claim-files';
import { claimMoveMessages } from '../claims/claim-status';
import { databaseMessages } from '../database-messages';
import { documentMessages } from '../documents/document-messages';
import { declinedCoverMessages } from '../documents/review-messages';
import { verificationMessages } from '../documents/verification-messages';
import { idempotencyMessages } from '../idempotency-messages';
import { myDataMessages } from '../my-data-messages';
import { otpMessages } from '../otp-messages';
import { paymentMessages } from '../payment-messages';
import { profileMessages } from '../profile-messages';
import { quotationMessages } from '../quotation-messages';
import { renewalMessages } from '../renewals/renewal-messages';
import { refusalWithWait } from '../wait-messages';

export interface ErrorEntry {
  readonly status: number;
  /** The words, or what makes them from the values only the throw knows (a date, a wait, an amount). */
  readonly message: string | ((...values: never[]) => string);
}

/**
 * For a code whose words the rule that refused has already written (a field's own message from a domain
 * schema, a header's parse error, a limit's reason with its wait): the throw passes them on.
 */
const writtenByTheRule = (message: string) => message;

export const errorCatalogue = {
  // Requests the schema alone cannot refuse: headers, and rules across fields.
  invalid_authorization: { status: 400, message: writtenByTheRule },
  invalid_idempotency_key: { status: 400, message: writtenByTheRule },
  invalid_payment_token: { status: 400, message: writtenByTheRule },
  idempotency_key_reused: { status: 422, message: idempotencyMessages.keyReused },
  /** A purchase says it in its own words (paymentMessages.purchaseInProgress). */
  idempotency_key_in_progress: {
    status: 409,
    message: (ownWords?: string) => ownWords ?? idempotencyMessages.keyInProgress,
  },
  rate_limited: { status: 429, message: writtenByTheRule },
  database_unavailable: { status: 503, message: databaseMessages.unavailable },

  // Sessions and accounts.
  unauthorized: { status: 401, message: accountMessages.signInAgain },
  'unauthorized@desk': { status: 401, message: operatorMessages.signInRequired },
  account_not_found: { status: 404, message: profileMessages.notFound },
  phone_taken: { status: 409, message: accountMessages.phoneTaken },
  email_taken: { status: 409, message: accountMessages.emailTaken },
  id_number_taken: { status: 409, message: accountMessages.idNumberTaken },
  'phone_taken@profile': { status: 400, message: profileMessages.phoneTaken },
  'email_taken@profile': { status: 400, message: profileMessages.emailTaken },
  'id_number_taken@profile': { status: 400, message: profileMessages.idNumberTaken },
  no_phone_waiting: { status: 409, message: profileMessages.noPhoneWaiting },
  login_incorrect: { status: 400, message: accountMessages.loginIncorrect },
  login_locked: { status: 429, message: accountMessages.loginLocked },
  old_password_required: { status: 400, message: changePasswordMessages.oldRequired },
  old_password_incorrect: { status: 400, message: changePasswordMessages.oldIncorrect },
  otp_expired: { status: 400, message: otpMessages.expired },
  otp_incorrect: { status: 400, message: otpMessages.incorrect },
  otp_locked: { status: 429, message: otpMessages.tooManyWrong },
  otp_phone_locked: { status: 429, message: otpMessages.phoneLocked },
  otp_address_locked: { status: 429, message: otpMessages.phoneLocked },
  otp_too_soon: {
    status: 429,
    message: (seconds: number) => refusalWithWait(otpMessages.tooManyRequests, seconds),
  },
  otp_hourly_limit: {
    status: 429,
    message: (seconds: number) => refusalWithWait(otpMessages.tooManyRequests, seconds),
  },
  account_has_live_cover: { status: 409, message: myDataMessages.hasLiveCover },
  payment_in_progress: { status: 409, message: myDataMessages.paymentInProgress },
  claim_open: { status: 409, message: myDataMessages.claimOpen },

  // Quotes, covers and added items.
  coverage_incomplete: { status: 400, message: writtenByTheRule },
  quotation_not_found: { status: 404, message: quotationMessages.noQuotation },
  product_not_quoted: { status: 400, message: quotationMessages.productNotQuoted },
  product_not_available: { status: 400, message: paymentMessages.productNotAvailable },
  cover_not_found: { status: 404, message: paymentMessages.coverNotFound },
  'cover_not_found@desk': { status: 404, message: paymentExceptionMessages.coverNotFound },
  cover_declined: { status: 409, message: declinedCoverMessages.nothingMore },
  'cover_declined@renewal': { status: 409, message: renewalMessages.declined },
  cover_expired: { status: 409, message: addedItemsMessages.expired },
  items_invalid: { status: 400, message: writtenByTheRule },
  policy_mismatch: { status: 400, message: addedItemsMessages.policyMismatch },
  prompt_open: { status: 409, message: addedItemsMessages.promptOpen },
  'prompt_open@renewal': { status: 409, message: renewalMessages.promptOpen },

  // Renewals.
  cover_not_paid: { status: 409, message: renewalMessages.notPaid },
  'cover_not_paid@document': { status: 409, message: documentMessages.receiptNotReady },
  renewal_not_yet: { status: 409, message: renewalMessages.notYet },
  renewal_closed: { status: 409, message: renewalMessages.closed },
  renewal_declined: { status: 409, message: renewalMessages.renewalDeclined },
  already_renewed: { status: 409, message: renewalMessages.alreadyRenewed },
  product_withdrawn: { status: 409, message: renewalMessages.productWithdrawn },

  // Documents.
  receipt_not_ready: { status: 409, message: documentMessages.receiptNotReady },
  schedule_not_ready: { status: 409, message: documentMessages.scheduleNotReady },
  cover_note_not_ready: { status: 409, message: documentMessages.coverNoteNotReady },
  cover_note_superseded: { status: 409, message: documentMessages.coverNoteSuperseded },
  /** Gone for good: the application was declined, so the note is no longer evidence of cover. */
  cover_note_withdrawn: { status: 410, message: documentMessages.coverNoteWithdrawn },
  verification_code_unknown: { status: 404, message: verificationMessages.unknownCode },

  // Payments.
  payment_token_required: { status: 403, message: paymentMessages.notYourPayment },
  checkout_not_found: { status: 404, message: paymentMessages.missingCheckoutForVerification },
  cover_already_paid: { status: 409, message: paymentMessages.alreadyPaid },
  'cover_already_paid@desk': { status: 409, message: paymentExceptionMessages.coverAlreadyPaid },
  amount_above_mpesa_limit: {
    status: 400,
    // Read at the throw, so the words are in the request's language (a text with values has no English
    // original for the error handler to translate).
    message: (limit: string) => paymentMessages.aboveMpesaLimit({ limit, phone: agency.phones[0] ?? '' }),
  },
  prompt_unconfirmed: { status: 409, message: paymentMessages.promptUnconfirmed },
  /** M-Pesa refused or did not answer: a 5xx whose words, written for the payer, are shown. */
  mpesa_push_failed: { status: 502, message: paymentMessages.pushFailed },
  mpesa_push_unanswered: { status: 504, message: paymentMessages.pushUnanswered },
  not_found: { status: 404, message: paymentMessages.callbackUnknown },

  // Claims.
  claim_not_found: { status: 404, message: claimMessages.notFound },
  'claim_not_found@desk': { status: 404, message: adminClaimMessages.notFound },
  claim_invalid: { status: 400, message: writtenByTheRule },
  claims_per_day: { status: 429, message: claimMessages.tooManyToday },
  claim_file_not_found: { status: 404, message: claimFileMessages.notFound },
  claim_file_invalid: { status: 400, message: writtenByTheRule },
  file_too_large: { status: 413, message: claimFileMessages.tooLarge },
  file_type_unsupported: { status: 415, message: claimFileMessages.notADocument },
  claim_closed: { status: 409, message: claimFileMessages.closed },
  claim_files_full: { status: 409, message: claimFileMessages.tooMany },
  upload_key_reused: { status: 409, message: claimFileMessages.keyReused },
  upload_in_progress: { status: 409, message: claimFileMessages.keyReused },
  claim_documents_missing: { status: 409, message: claimMoveMessages.documentsMissing },
  claim_move_refused: { status: 409, message: claimMoveMessages.refused },
  // The settlement cap and the two-person rule (domain/claims) write their refusals with the amounts.
  claim_amount_above_insured: { status: 400, message: writtenByTheRule },
  claim_amount_above_liability_limit: { status: 400, message: writtenByTheRule },
  claim_peril_not_covered: { status: 400, message: writtenByTheRule },
  claim_second_approver_same: { status: 409, message: writtenByTheRule },
  claim_second_approval_admin: { status: 403, message: writtenByTheRule },

  // The back office: operators, review, payment exceptions.
  admin_only: { status: 403, message: operatorMessages.adminOnly },
  operator_login_incorrect: { status: 400, message: operatorMessages.loginIncorrect },
  operator_login_locked: { status: 429, message: operatorMessages.loginLocked },
  setup_link_invalid: { status: 400, message: operatorMessages.setupLinkInvalid },
  setup_not_started: { status: 400, message: operatorMessages.setupNotStarted },
  code_incorrect: { status: 400, message: operatorMessages.codeIncorrect },
  operator_exists: { status: 400, message: operatorMessages.operatorExists },
  operator_unknown: { status: 404, message: operatorMessages.operatorUnknown },
  'operator_unknown@email': { status: 404, message: operatorMessages.noOperatorWithEmail },
  operator_self: { status: 400, message: operatorMessages.cannotDisableSelf },
  application_not_found: { status: 404, message: applicationMessages.notFound },
  'application_not_found@reference': { status: 404, message: applicationMessages.referenceNotFound },
  application_not_paid: { status: 409, message: applicationMessages.notPaid },
  application_decided: { status: 409, message: applicationMessages.alreadyDecided },
  payment_exception_not_found: { status: 404, message: paymentExceptionMessages.notFound },
  lead_not_found: { status: 404, message: leadMessages.notFound },
  lead_already_called: { status: 409, message: leadMessages.alreadyCalled },
  payment_exception_closed: { status: 409, message: paymentExceptionMessages.alreadyClosed },
  /** Why this payment cannot go to that cover (a kind that is never matched, another amount…). */
  payment_exception_not_matchable: { status: 400, message: writtenByTheRule },
  callback_known_now: { status: 409, message: paymentExceptionMessages.callbackKnownNow },
  receipt_required: { status: 400, message: paymentExceptionMessages.receiptRequired },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The code as a client reads it: an '@' variant is sent as its code. */
export type WireErrorCode = ErrorCode extends infer Code
  ? Code extends `${infer Wire}@${string}`
    ? Wire
    : Code
  : never;

/** The values a code's message needs, in order (none for fixed words). */
export type MessageValues<Code extends ErrorCode> = (typeof errorCatalogue)[Code]['message'] extends (
  ...values: infer Values
) => string
  ? Values
  : [];

export function wireCodeOf(code: ErrorCode): WireErrorCode {
  return code.split('@')[0] as WireErrorCode;
}

export function errorMessageOf<Code extends ErrorCode>(code: Code, ...values: MessageValues<Code>): string {
  const { message } = errorCatalogue[code] as ErrorEntry;
  return typeof message === 'function' ? (message as (...given: unknown[]) => string)(...values) : message;
}
