// What Daraja's answer to an STK status query means. Real Daraja says "not yet" in several ways, and
// reading any of them as a failure records a live prompt as failed: the wizard then says 'Payment failed',
// Retry sends a second prompt while the first is on the phone, and a lost callback leaves a paid cover
// failed. So "not yet" is the default, and only a numeric ResultCode is a final word:
// - HTTP 200, ResultCode '4999' 'The transaction is still under processing': the prompt awaits the PIN;
// - 500.001.1001 'The transaction is being processed' (or 'This transaction is still under processing',
//   or no message at all), as an HTTP 500 error body or as a ResultCode: Daraja is still handing it over;
// - any other non-numeric ResultCode ('E3008'): a code we do not know is not evidence of a failure.
// 500.001.1001 is also Daraja's bucket for configuration errors ('Wrong credentials', 'Merchant does not
// exist'); with such a message it is a refusal, which the callers log and treat as no answer.
import { PENDING_QUERY_ERROR_CODE, STILL_PROCESSING_RESULT_CODE } from './daraja-shapes';

export type QueryAnswer = { state: 'pending' } | { state: 'final'; resultCode: number; resultDesc: string };

const stillProcessing = /being processed|still under processing|still processing/i;

/** An error body (errorCode, errorMessage) that only means "not yet". */
export const meansNotYet = (errorCode: string, errorMessage: string) =>
  errorCode === PENDING_QUERY_ERROR_CODE &&
  (errorMessage.trim() === '' || stillProcessing.test(errorMessage));

/** A 200 answer's ResultCode and ResultDesc, read. */
export function readQueryAnswer(resultCode: string | number, resultDesc: string): QueryAnswer {
  const code = String(resultCode);
  if (code === STILL_PROCESSING_RESULT_CODE || meansNotYet(code, resultDesc)) return { state: 'pending' };
  if (!/^\d{1,9}$/.test(code)) return { state: 'pending' };
  const numeric = Number(code);
  // A failure code whose words say it is still running is not a failure yet.
  if (numeric !== 0 && stillProcessing.test(resultDesc)) return { state: 'pending' };
  return { state: 'final', resultCode: numeric, resultDesc };
}
