// The errors services throw. Each carries a string code (for logs and for clients that branch on it),
// the HTTP status, and a message written for the person using the app, which the error handler keeps for
// every status below 500.

export interface FieldError {
  /** The body field, dotted ('user.msisdn'), as the schema validation errors name them. */
  path: string;
  message: string;
}

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
  }
}

/** 400: the request is well-formed but breaks a rule the schema alone cannot check. */
export class InvalidRequestError extends AppError {
  constructor(code: string, message: string, fieldErrors?: FieldError[]) {
    super(code, 400, message, fieldErrors);
  }
}

/** 401: no live session where one is needed. */
export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in again.') {
    super('unauthorized', 401, message);
  }
}

/** 403: the caller is known not to be allowed this (no proof they are the buyer). */
export class ForbiddenError extends AppError {
  constructor(code: string, message: string) {
    super(code, 403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(code: string, message: string) {
    super(code, 404, message);
  }
}

/** 409: the same thing is happening right now; retrying shortly will work. */
export class ConflictError extends AppError {
  constructor(code: string, message: string) {
    super(code, 409, message);
  }
}

/** 422: understood, but refused as a contradiction (an Idempotency-Key reused for another body). */
export class UnprocessableError extends AppError {
  constructor(code: string, message: string) {
    super(code, 422, message);
  }
}

/** 429, with how long to wait (sent as Retry-After) when waiting is the remedy. */
export class TooManyRequestsError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(code, 429, message);
  }
}

/**
 * 502/504: a service we depend on (M-Pesa) refused or did not answer. Unlike other 5xx errors its message
 * is shown: it is written here for the person paying ("M-Pesa did not confirm the prompt in time…"), never
 * taken from the outside service's own answer.
 */
export class GatewayError extends AppError {
  constructor(code: string, statusCode: 502 | 504, message: string) {
    super(code, statusCode, message);
  }
}
