import { type FormEvent, useState } from 'react';
import type { Profile } from '../../../domain/api/profile';
import { otpMessages } from '../../../domain/otp-messages';
import { formatPhoneForPeople } from '../../../domain/phone';
import {
  profileToastDurationMs,
  accountScreenMessages as texts,
} from '../../../domain/profile-page-messages';
import { failureMessage } from '../../api/failure-message';
import { resendNewPhoneCode, verifyNewPhone } from '../../api/profile-api';
import { useWebOtp } from '../../auth/use-web-otp';
import { TextField } from '../../ui/text-field';
import { showToast } from '../../ui/toast';

interface PendingPhoneCardProps {
  profile: Profile & { pending_msisdn: string };
  onVerified: (profile: Profile) => void;
}

/**
 * A new phone named in the profile is not the account's until the code sent to it is entered:
 * until then the account keeps its old number, and this card takes the code.
 */
export function PendingPhoneCard({ profile, onVerified }: PendingPhoneCardProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  const waiting = formatPhoneForPeople(profile.pending_msisdn);

  async function check(entered: string) {
    setBusy(true);
    setError(null);
    try {
      const { message, profile: updated } = await verifyNewPhone(profile.id, entered);
      onVerified(updated);
      void showToast('success', message, { durationMs: profileToastDurationMs });
    } catch (failure) {
      setError(
        failureMessage(failure, { answered: otpMessages.verifyFailed, thrown: otpMessages.verifyFailed }),
      );
      setBusy(false);
    }
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    void check(code);
  }

  // The code from the SMS to the new phone, read by the browser: filled in and sent as if typed.
  useWebOtp(
    true,
    (found) => {
      const entered = found.replace(/\D/g, '').slice(0, 4);
      setCode(entered);
      if (entered.length === 4 && !busy) void check(entered);
    },
    sent,
  );

  async function resend() {
    setError(null);
    try {
      setNote(await resendNewPhoneCode(profile.id));
      setSent((count) => count + 1);
    } catch (failure) {
      setError(
        failureMessage(failure, { answered: otpMessages.resendFailed, thrown: otpMessages.resendFailed }),
      );
    }
  }

  return (
    <form className="profile-card profile-form" onSubmit={verify} noValidate aria-label={texts.confirmPhone}>
      <p className="form-warning" role="status">
        {texts.phoneWaiting({ waiting, current: formatPhoneForPeople(profile.msisdn) })}
      </p>
      {note && <p className="auth-form__note">{note}</p>}
      <TextField
        label={texts.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 4))}
        error={error}
        required
      />
      <div className="profile-form__actions">
        <button type="button" className="button button--ghost" onClick={() => void resend()} disabled={busy}>
          {texts.resendCode}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || code.length !== 4}
          aria-busy={busy}
        >
          {busy ? texts.verifying : texts.verifyNewNumber}
        </button>
      </div>
    </form>
  );
}
