import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { changePasswordMessages } from '../../../domain/change-password-rules';
import {
  profilePageMessages,
  profileScreenMessages,
  profileToastDurationMs,
  accountScreenMessages as texts,
} from '../../../domain/profile-page-messages';
import { failureMessage } from '../../api/failure-message';
import { changePassword } from '../../api/profile-api';
import { paths } from '../../routing/paths';
import { clearSession } from '../../state/session';
import { Modal } from '../../ui/modal';
import { PasswordField } from '../../ui/password-field';
import { showToast } from '../../ui/toast';
import { type ChangePasswordValues, changePasswordProblem } from './change-password-form';
import { serverFieldErrors } from './server-field-errors';

const idOf = (field: string) => `change-password-${field}`;
// The server names its fields as point 7's body does.
const fieldOfServerPath: Record<string, keyof ChangePasswordValues> = {
  old_password: 'oldPassword',
  new_password: 'newPassword',
};

/** Point 2 and 4: Change Password; success ends every session, so the client signs in again. */
export function ChangePasswordDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<ChangePasswordValues>({
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof ChangePasswordValues, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof ChangePasswordValues) => (value: string) =>
    setValues({ ...values, [field]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!userId) {
      setFormError(changePasswordMessages.userIdMissing);
      return;
    }
    const problem = changePasswordProblem(values);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      document.getElementById(idOf(problem.field))?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const message = await changePassword({ userId, ...values });
      void showToast('success', message, { durationMs: profileToastDurationMs });
      clearSession();
      navigate(paths.login, { replace: true });
    } catch (error) {
      const byPath = serverFieldErrors(error);
      const byField = Object.fromEntries(
        Object.entries(byPath).flatMap(([path, message]) =>
          fieldOfServerPath[path] ? [[fieldOfServerPath[path], message]] : [],
        ),
      );
      setErrors(byField);
      if (Object.keys(byField).length === 0) {
        setFormError(
          failureMessage(error, {
            answered: profilePageMessages.changePasswordFailed,
            thrown: profilePageMessages.changePasswordError,
          }),
        );
      }
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={texts.changePassword}
      description={texts.changePasswordLead}
      size="md"
    >
      <form className="profile-form" onSubmit={submit} noValidate>
        <PasswordField
          id={idOf('oldPassword')}
          label={texts.currentPassword}
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={set('oldPassword')}
          error={errors.oldPassword}
          hint={texts.currentPasswordHint}
        />
        <PasswordField
          id={idOf('newPassword')}
          label={texts.newPassword}
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
          hint={texts.newPasswordHint}
          required
        />
        <PasswordField
          id={idOf('confirmPassword')}
          label={texts.confirmNewPassword}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
          required
        />
        {formError && (
          <p className="field__error" role="alert">
            {formError}
          </p>
        )}
        <div className="profile-form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {profileScreenMessages.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? texts.changing : texts.changePassword}
          </button>
        </div>
      </form>
    </Modal>
  );
}
