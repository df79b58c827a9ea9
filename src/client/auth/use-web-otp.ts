import { useEffect, useRef } from 'react';

/** The WebOTP request: not yet in TypeScript's DOM types (CredentialRequestOptions has no `otp`). */
interface OtpCredentialRequest extends CredentialRequestOptions {
  otp: { transport: 'sms'[] };
}

/**
 * While a code step shows, asks the browser for the code in the SMS that ends with our WebOTP line
 * (`@<host> #<code>`, web-otp-line.ts), and hands it to `onCode` as if it had been typed. Only browsers with
 * the WebOTP API (Chrome on Android) answer; elsewhere `autocomplete="one-time-code"` offers the code, or
 * the person types it. Leaving the step aborts the request, so a later SMS fills nothing. A new `round`
 * (a code sent again) starts a new request: the browser hands each request one code only.
 */
export function useWebOtp(listening: boolean, onCode: (code: string) => void, round = 0): void {
  // The newest handler, so a re-render with new state neither restarts the request nor calls a stale one.
  const handler = useRef(onCode);
  handler.current = onCode;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` (a code sent again) restarts the request.
  useEffect(() => {
    if (!listening || !('OTPCredential' in window)) return;
    const controller = new AbortController();
    const request: OtpCredentialRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && !controller.signal.aborted) handler.current(code);
      })
      // Aborted, declined by the person, or no SMS in time: they type the code instead.
      .catch(() => {});
    return () => controller.abort();
  }, [listening, round]);
}
