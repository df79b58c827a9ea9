// How an error is written to the log. Database errors carry the row they failed to write: Drizzle's
// DrizzleQueryError puts the query's parameters in its message, its stack and `params`, and PostgreSQL's
// error quotes values in `detail` ('Key (msisdn)=(2547…) already exists.') and `where`. A logged error keeps
// what helps an operator (the SQL with its $n placeholders, the SQLSTATE code, the constraint, table and
// column, the stack frames) and never the values.
import { maskPersonalText } from './personal-data-mask';

/** Fields that hold the values a statement was run with, or the request that carried them. */
const valueFields = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'body', 'values']);
const MAX_CAUSE_DEPTH = 3;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

// Drizzle writes 'Failed query: <sql>\nparams: <values>'; everything from 'params:' on is values.
const withoutParams = (message: string) => message.replace(/\nparams: [\s\S]*$/, '');

const safeText = (text: string) => maskPersonalText(withoutParams(text));

export function serializeError(error: unknown): SerializedError {
  return serializeAt(error, 0);
}

function serializeAt(error: unknown, depth: number): SerializedError {
  if (!(error instanceof Error)) {
    const message = safeText(String(error));
    return { type: typeof error, message, stack: message };
  }
  const type = error.constructor?.name ?? error.name;
  const message = safeText(error.message);
  // The stack's first lines repeat the message (values and all); only its frames are kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const [field, value] of Object.entries(error)) {
    if (valueFields.has(field) || field === 'cause' || field === 'message' || field === 'stack') continue;
    if (typeof value === 'string') serialized[field] = safeText(value);
    else if (typeof value === 'number' || typeof value === 'boolean') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    serialized.cause = serializeAt(error.cause, depth + 1);
  }
  return serialized;
}
