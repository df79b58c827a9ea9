// Point 5, change password, as the dialog checks it before asking the server (which checks it again with
// the same schema). The current password may be empty only for an account without one (docs/decisions,
// 'first password'): the server knows which, so it says so.
import { changePasswordMessages, newPasswordSchema } from '../../../domain/change-password-rules';
import { profilePageMessages } from '../../../domain/profile-page-messages';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordFieldName = keyof ChangePasswordValues;

export function changePasswordProblem(
  values: ChangePasswordValues,
): { field: PasswordFieldName; message: string } | null {
  const fresh = newPasswordSchema.safeParse(values.newPassword);
  if (!fresh.success) return { field: 'newPassword', message: fresh.error.issues[0]?.message ?? '' };
  if (values.confirmPassword === '')
    return { field: 'confirmPassword', message: profilePageMessages.confirmRequired };
  if (values.confirmPassword !== values.newPassword) {
    return { field: 'confirmPassword', message: changePasswordMessages.mismatch };
  }
  return null;
}
