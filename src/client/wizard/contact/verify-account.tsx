import { useState } from 'react';
import { failureMessage } from '../../api/failure-message';
import { requestOtp, verifyOtp } from '../../api/users-api';
import { clearSession, signIn } from '../../state/session';

interface VerifyAccountProps {
  /** The phone or e-mail address the account was found by; the code goes to the account's phone. */
  identifier: string;
  hints: { name: string; email: string | null; msisdn: string };
}

const otpMessages = {
  sendFailed: 'Failed to send OTP. Please try again.',
  verifyFailed: 'Failed to verify OTP. Please try again.',
} as const;

/**
 * A returning client proves the account is theirs with a code sent to its phone; only then are their
 * details filled in. A stranger who types someone's number learns nothing but the masked hints.
 */
/** Signing in changes the session token, which makes the lookup run again and return the full record. */
export function VerifyAccount({ identifier, hints }: VerifyAccountProps) {
  const [stage, setStage] = useState<'offer' | 'code'>('offer');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  const send = async () => {
    setBusy(true);
    try {
      setMessage({ tone: 'info', text: await requestOtp(identifier) });
      setStage('code');
    } catch (error) {
      setMessage({
        tone: 'error',
        text: failureMessage(error, { answered: otpMessages.sendFailed, thrown: otpMessages.sendFailed }),
      });
    } finally {
      setBusy(false);
    }
  };
  const verify = async () => {
    setBusy(true);
    try {
      const response = await verifyOtp(identifier, code);
      signIn({ token: response.user_token, user: response.user, msisdn: response.user.msisdn });
    } catch (error) {
      // Point 4: a failed OTP verification clears the auth state. Whoever was signed in on this device is
      // signed out rather than left holding a session while someone tries codes for another account.
      clearSession();
      setMessage({
        tone: 'error',
        text: failureMessage(error, { answered: otpMessages.verifyFailed, thrown: otpMessages.verifyFailed }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="verify-account" aria-labelledby="verify-account-heading">
      <h3 id="verify-account-heading">Welcome back, {hints.name}</h3>
      <p>
        We have an account for {hints.msisdn}
        {hints.email ? ` (${hints.email})` : ''}. Verify it with a code to fill in your saved details.
      </p>
      {stage === 'offer' ? (
        <button type="button" className="button button--primary" onClick={() => void send()} disabled={busy}>
          Verify with a code
        </button>
      ) : (
        <div className="verify-account__code">
          <label htmlFor="verify-code">4-digit code</label>
          <input
            id="verify-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
          />
          <button
            type="button"
            className="button button--primary"
            onClick={() => void verify()}
            disabled={busy || code.length !== 4}
          >
            Verify
          </button>
          <button type="button" className="button button--link" onClick={() => void send()} disabled={busy}>
            Resend code
          </button>
        </div>
      )}
      {message && (
        <p
          className={message.tone === 'error' ? 'field__error' : 'field__hint'}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
