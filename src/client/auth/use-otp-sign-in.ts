// Signing in with a one-time code (point 7's otp/request and otp/verify), for every screen that offers it:
// the wizard's "Verify with a code" today, the portal's sign-in next.
import { useState } from 'react';
import { otpMessages } from '../../domain/otp-messages';
import { failureMessage } from '../api/failure-message';
import { requestOtp, verifyOtp } from '../api/users-api';
import { clearSession, signIn } from '../state/session';

export interface OtpSignIn {
  /** 'offer' until a code has been sent, then 'code'. */
  stage: 'offer' | 'code';
  busy: boolean;
  /** What the server said about the last send or check ('info'), or why it failed ('error'). */
  message: { tone: 'info' | 'error'; text: string } | null;
  sendCode(): Promise<void>;
  /** Signs in on success; true when it did. */
  verifyCode(code: string): Promise<boolean>;
}

/** The code goes by SMS to the account's phone, whichever identifier (phone or e-mail) asked for it. */
export function useOtpSignIn(identifier: string): OtpSignIn {
  const [stage, setStage] = useState<OtpSignIn['stage']>('offer');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<OtpSignIn['message']>(null);

  const sendCode = async () => {
    setBusy(true);
    try {
      setMessage({ tone: 'info', text: await requestOtp(identifier) });
      setStage('code');
    } catch (error) {
      const { sendFailed } = otpMessages;
      setMessage({
        tone: 'error',
        text: failureMessage(error, { answered: sendFailed, thrown: sendFailed }),
      });
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

  return { stage, busy, message, sendCode, verifyCode };
}
