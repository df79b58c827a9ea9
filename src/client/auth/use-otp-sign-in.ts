// Signing in with a one-time code (point 7's otp/request and otp/verify), for every screen that offers it:
// the wizard's "Verify with a code" and the portal's /login → /otp.
import { useEffect, useState } from 'react';
import { otpMessages } from '../../domain/otp-messages';
import { failureMessage } from '../api/failure-message';
import { ApiRequestError } from '../api/http';
import { requestOtp, verifyOtp } from '../api/users-api';
import { clearSession, signIn } from '../state/session';

/** Seconds before another code may be asked for: long enough for an SMS to arrive, short enough to wait. */
export const resendCooldownSeconds = 30;

export interface OtpSignIn {
  /** 'offer' until a code has been sent, then 'code'. */
  stage: 'offer' | 'code';
  busy: boolean;
  /** What the server said about the last send or check ('info'), or why it failed ('error'). */
  message: { tone: 'info' | 'error'; text: string } | null;
  /** Seconds until a resend is offered again; 0 when it is. */
  resendInSeconds: number;
  /**
   * The phone's own lock refused the last send or check (too many wrong codes, maybe a stranger's): the
   * screen offers a code by e-mail instead.
   */
  phoneLocked: boolean;
  /** Sends (or, once one was sent, resends) a code; the server's message when it went, else null. */
  sendCode(): Promise<string | null>;
  /** Signs in on success; true when it did. */
  verifyCode(code: string): Promise<boolean>;
}

/**
 * The code goes by SMS to the account's phone, whichever identifier (phone or e-mail) asked for it.
 * `codeSent` starts at the code stage, for a screen reached after another one sent the code (/otp).
 */
export function useOtpSignIn(identifier: string, options: { codeSent?: boolean } = {}): OtpSignIn {
  const [stage, setStage] = useState<OtpSignIn['stage']>(options.codeSent ? 'code' : 'offer');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<OtpSignIn['message']>(null);
  const [resendInSeconds, setResendInSeconds] = useState(options.codeSent ? resendCooldownSeconds : 0);
  const [phoneLocked, setPhoneLocked] = useState(false);

  const counting = resendInSeconds > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setResendInSeconds((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const sendCode = async () => {
    setBusy(true);
    try {
      const sent = await requestOtp(identifier);
      setMessage({ tone: 'info', text: sent });
      setStage('code');
      setResendInSeconds(resendCooldownSeconds);
      return sent;
    } catch (error) {
      setPhoneLocked(isPhoneLock(error));
      const failed = stage === 'code' ? otpMessages.resendFailed : otpMessages.sendFailed;
      setMessage({ tone: 'error', text: failureMessage(error, { answered: failed, thrown: failed }) });
      return null;
    } finally {
      setBusy(false);
    }
  };

  const verifyCode = async (code: string) => {
    setBusy(true);
    try {
      const response = await verifyOtp(identifier, code);
      signIn({ token: response.user_token, user: response.user, msisdn: response.user.msisdn });
      return true;
    } catch (error) {
      // Point 4: a failed OTP verification clears the auth state. Whoever was signed in on this device is
      // signed out rather than left holding a session while someone tries codes for another account.
      clearSession();
      setPhoneLocked(isPhoneLock(error));
      const { verifyFailed } = otpMessages;
      setMessage({
        tone: 'error',
        text: failureMessage(error, { answered: verifyFailed, thrown: verifyFailed }),
      });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { stage, busy, message, resendInSeconds, phoneLocked, sendCode, verifyCode };
}

const isPhoneLock = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.data as { code?: unknown } | undefined)?.code === 'otp_phone_locked';
