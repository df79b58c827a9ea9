// The errors services throw. Each is a code of the error catalogue (src/domain/contract/error-catalogue.ts),
// which gives its HTTP status and its message, written for the person using the app; the error handler
// sends both. One factory rather than a class per status: the status belongs to the code, so a class
// naming it again could only disagree.
import {
  type ErrorCode,
  errorCatalogue,
  errorMessageOf,
  type MessageValues,
  type WireErrorCode,
  wireCodeOf,
} from '../../domain/contract/error-catalogue';

export interface FieldError {
  /** The body field, dotted ('user.msisdn'), as the schema validation errors name them. */
  path: string;
  message: string;
}

export interface ErrorDetails {
  /** The one field the refusal is about: marked with the error's own message. */
  field?: string;
  /** Each field's own message, when the rule that refused wrote one per field. */
  fieldErrors?: FieldError[];
  /** Sent as Retry-After, when waiting is the remedy. */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: WireErrorCode;
  readonly statusCode: number;
  readonly fieldErrors?: FieldError[];
  readonly retryAfterSeconds?: number;

  /**
   * The error for `code`: `apiError('cover_not_found')`, `apiError('renewal_not_yet', opensOn)`, with the
   * details last: `apiError('phone_taken@profile', { field: 'msisdn' })`.
   */
  static of<Code extends ErrorCode>(
    code: Code,
    ...valuesThenDetails: [...MessageValues<Code>, ErrorDetails?]
  ) {
    const { message } = errorCatalogue[code];
    // A message function takes exactly its values (tests/domain/contract/error-catalogue.test.ts checks
    // each one's arity), so whatever follows them is the details.
    const count = typeof message === 'function' ? message.length : 0;
    const values = valuesThenDetails.slice(0, count) as MessageValues<Code>;
    const details = valuesThenDetails[count] as ErrorDetails | undefined;
    return new AppError(code, errorMessageOf(code, ...values), details);
  }

  // Private, so no throw can pair a code with words of its own.
  private constructor(code: ErrorCode, message: string, details: ErrorDetails = {}) {
    super(message);
    this.code = wireCodeOf(code);
    this.statusCode = errorCatalogue[code].status;
    this.fieldErrors = details.field ? [{ path: details.field, message }] : details.fieldErrors;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export const apiError = AppError.of;
