import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ResetPasswordRequestSchema } from '../../domain/api/users';
import { forgotPasswordMessages, resetCodeSchema } from '../../domain/forgot-password-rules';
import { passwordResetFormMessages } from '../../domain/password-reset-form-rules';
import { signInScreenMessages as texts } from '../../domain/sign-in-screen-messages';
import { failureMessage } from '../api/failure-message';
import { resetPassword } from '../api/users-api';
import { paths } from '../routing/paths';
import { TextField } from '../ui/text-field';
import { showToast } from '../ui/toast';
import './auth-forms.css';
import { PasswordField } from '../ui/password-field';
import { fieldErrors } from './field-errors';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { useWebOtp } from './use-web-otp';

const fallbacks = () => ({
  answered: passwordResetFormMessages.processFailed,
  thrown: passwordResetFormMessages.requestFailed,
});

/**
 * The step the spec's screen leaves out: the code from the SMS and a new password under the
 * change-password rules. Success ends every session of the account, so the client logs in afresh.
 */
export function ResetPasswordForm({ phone }: { phone: string }) {
  const [, navigate] = useLocation();
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  // The code from the SMS, read by the browser, fills its box; the new password is still to be typed.
  useWebOtp(true, (found) => setCode(found.replace(/\D/g, '').slice(0, 4)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ResetPasswordRequestSchema.safeParse({
      Identifier: phone,
      otp: code,
      new_password: newPassword,
      confirm_password: confirmPassword,
    });
    const codeCheck = resetCodeSchema.safeParse(code);
    if (!parsed.success || !codeCheck.success) {
      const found = parsed.success ? {} : fieldErrors(parsed.error);
      setErrors({
        code: codeCheck.success ? '' : passwordResetFormMessages.codeRequired,
        new_password: found.new_password ?? '',
        confirm_password: found.confirm_password ?? '',
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const message = await resetPassword({ phone, code, newPassword, confirmPassword });
      void showToast('success', message || forgotPasswordMessages.passwordReset);
      navigate(paths.login, { replace: true });
    } catch (error) {
      setFailure(failureMessage(error, fallbacks()));
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate aria-labelledby="reset-heading">
      <h2 id="reset-heading" className="auth-form__step">
        {texts.chooseNew}
      </h2>
      <p className="auth-form__note">{texts.resetLead({ phone })}</p>
      <TextField
        label={texts.smsCode}
        // The step replaces the form the user just sent: focus follows it.
        autoFocus
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 4))}
        error={errors.code || null}
        required
      />
      <PasswordField
        label={texts.newPassword}
        value={newPassword}
        onChange={setNewPassword}
        error={errors.new_password || null}
        autoComplete="new-password"
        required
      />
      <PasswordField
        label={texts.confirmNewPassword}
        value={confirmPassword}
        onChange={setConfirmPassword}
        error={errors.confirm_password || null}
        autoComplete="new-password"
        required
      />
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? texts.saving : texts.setNewPassword}
      </button>
    </form>
  );
}
