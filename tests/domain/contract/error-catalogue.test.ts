// The error catalogue is the API's one list of error codes: each has a status a client can act on and
// words to show, and a code that is not in it cannot be thrown (tsc checks the @ts-expect-error lines).
import { describe, expect, it } from 'vitest';
import {
  type ErrorCode,
  type ErrorEntry,
  errorCatalogue,
  errorMessageOf,
  type MessageValues,
  wireCodeOf,
} from '../../../src/domain/contract/error-catalogue';

type CodeWithValues = {
  [Code in ErrorCode]: (typeof errorCatalogue)[Code]['message'] extends string ? never : Code;
}[ErrorCode];

// One example of the values each message is made from: tsc fails here when a message gains, loses or
// changes a value, and when a code whose message takes values is missing from this table.
const exampleValues: { [Code in CodeWithValues]: MessageValues<Code> } = {
  invalid_authorization: ['Invalid Authorization header'],
  invalid_idempotency_key: ['The Idempotency-Key header must be 1 to 255 visible characters.'],
  invalid_payment_token: ['Invalid X-Payment-Token header'],
  idempotency_key_in_progress: ['This purchase is already on its way.'],
  rate_limited: ['Too many lookups. Please try again in 1 minute.'],
  login_locked: [15],
  otp_phone_locked: [120],
  otp_address_locked: [120],
  otp_too_soon: [20],
  otp_hourly_limit: [995],
  account_has_live_cover: [new Date('2027-01-31T21:00:00.000Z')],
  coverage_incomplete: ['Please enter the location of the property'],
  items_invalid: ['Enter a value for each item.'],
  renewal_not_yet: [new Date('2027-01-01T21:00:00.000Z')],
  amount_above_mpesa_limit: ['KES 250,000'],
  claim_invalid: ['Describe what happened.'],
  claim_file_invalid: ['This file is not a photo or a PDF.'],
  claim_documents_missing: [['police_abstract']],
  claim_move_refused: ['settled', 'approved'],
  claim_amount_above_insured: ['Above what is insured.'],
  claim_amount_above_liability_limit: ['Above the liability limit.'],
  claim_peril_not_covered: ['This peril is not covered.'],
  claim_second_approver_same: ['A second person must approve.'],
  claim_second_approval_admin: ['Only an admin can give the second approval.'],
  operator_login_locked: [15],
  operator_exists: ['agent@example.com'],
  'operator_unknown@email': ['agent@example.com'],
  'application_not_found@reference': ['QT-2026-000123'],
  application_decided: ['approved'],
  payment_exception_not_matchable: ['The payment (KES 100) is not what that cover costs (KES 200).'],
};

const codes = Object.keys(errorCatalogue) as ErrorCode[];

describe('error catalogue', () => {
  it.each(codes)('%s answers a status from 400 to 599', (code) => {
    const { status } = errorCatalogue[code] as ErrorEntry;
    expect(Number.isInteger(status)).toBe(true);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThanOrEqual(599);
  });

  it.each(codes)('%s has words to show', (code) => {
    const { message } = errorCatalogue[code] as ErrorEntry;
    const values = (exampleValues as Record<string, readonly unknown[]>)[code] ?? [];
    if (typeof message === 'function') {
      // apiError reads the details after exactly this many values.
      expect(message.length).toBe(values.length);
    }
    const words = (errorMessageOf as (code: ErrorCode, ...values: readonly unknown[]) => string)(
      code,
      ...values,
    );
    expect(words.trim()).not.toBe('');
  });

  it('a variant is sent as its code, and each code answers one status but for the profile’s taken fields', () => {
    const statusesOf = new Map<string, Set<number>>();
    for (const code of codes) {
      const wire = wireCodeOf(code);
      statusesOf.set(wire, (statusesOf.get(wire) ?? new Set()).add(errorCatalogue[code].status));
    }
    const twoStatuses = [...statusesOf].filter(([, statuses]) => statuses.size > 1).map(([wire]) => wire);
    expect(twoStatuses.sort()).toEqual(['email_taken', 'id_number_taken', 'phone_taken']);
    expect(wireCodeOf('claim_not_found@desk')).toBe('claim_not_found');
  });

  it('takes only the codes it lists, each with the values its words need', () => {
    expect(errorMessageOf('renewal_not_yet', new Date('2027-01-01T21:00:00.000Z'))).toMatch(/renewed from/);
    // Never run: these lines are here for tsc, which fails the typecheck if one of them compiles.
    const refusedByTsc = () => [
      // @ts-expect-error a code outside the catalogue does not compile
      errorMessageOf('no_such_code'),
      // @ts-expect-error a message that needs a value cannot be asked for without it
      errorMessageOf('renewal_not_yet'),
      // @ts-expect-error fixed words take no value, so none can be slipped in
      errorMessageOf('cover_not_found', 'Some other words.'),
    ];
    expect(refusedByTsc).toBeTypeOf('function');
  });
});
