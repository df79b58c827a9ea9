import { useState } from 'react';
import { contactStepMessages } from '../../../domain/wizard/contact-step-messages';
import { useOtpSignIn } from '../../auth/use-otp-sign-in';
import { useWebOtp } from '../../auth/use-web-otp';

interface VerifyAccountProps {
  /** The phone or e-mail address the account was found by; the code goes to the account's phone. */
  identifier: string;
  hints: { name: string; email: string | null; msisdn: string };
}

/**
 * A returning client proves the account is theirs with a code sent to its phone; only then are their
 * details filled in. A stranger who types someone's number learns nothing but the masked hints. Signing
 * in changes the session token, which makes the lookup run again and return the full record.
 */
export function VerifyAccount({ identifier, hints }: VerifyAccountProps) {
  const { stage, busy, message, sendCode, verifyCode } = useOtpSignIn(identifier);
  const [code, setCode] = useState('');
  // Once the code is sent, the code from the SMS, read by the browser: filled in and sent as if typed.
  useWebOtp(stage !== 'offer', (found) => {
    const entered = found.replace(/\D/g, '').slice(0, 4);
    setCode(entered);
    if (entered.length === 4 && !busy) void verifyCode(entered);
  });

  return (
    <section className="verify-account" aria-labelledby="verify-account-heading">
      {/* No name hint for an account whose details nobody proven has given yet. */}
      <h2 id="verify-account-heading">
        {hints.name
          ? contactStepMessages.welcomeBackName({ name: hints.name })
          : contactStepMessages.welcomeBack}
      </h2>
      <p>{contactStepMessages.accountFound({ phone: hints.msisdn, email: hints.email ?? 'none' })}</p>
      {stage === 'offer' ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => void sendCode()}
          disabled={busy}
        >
          {contactStepMessages.verifyWithCode}
        </button>
      ) : (
        <div className="verify-account__code">
          <label htmlFor="verify-code">{contactStepMessages.code}</label>
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
            onClick={() => void verifyCode(code)}
            disabled={busy || code.length !== 4}
          >
            {contactStepMessages.verify}
          </button>
          <button
            type="button"
            className="button button--link"
            onClick={() => void sendCode()}
            disabled={busy}
          >
            {contactStepMessages.resendCode}
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
