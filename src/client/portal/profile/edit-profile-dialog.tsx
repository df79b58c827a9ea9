import { type FormEvent, useState } from 'react';
import type { Profile } from '../../../domain/api/profile';
import {
  profilePageMessages,
  profileScreenMessages,
  profileToastDurationMs,
} from '../../../domain/profile-page-messages';
import { queuedSubmissionMessages } from '../../../domain/queued-submission-messages';
import { failureMessage } from '../../api/failure-message';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { showToast } from '../../ui/toast';
import {
  type EditableSection,
  type EditValues,
  editSections,
  firstProblem,
  updatedProfile,
  valuesOf,
} from './profile-edit-form';
import { saveProfileEdit } from './save-profile-edit';
import { serverFieldErrors } from './server-field-errors';

interface EditProfileDialogProps {
  section: EditableSection;
  profile: Profile;
  onClose: () => void;
  onSaved: (profile: Profile) => void;
}

/**
 * Point 2's edit dialog for one section: the contact form's rules, then PUT users/:id, or, with no
 * connection, the outbox (the page then shows the edit as waiting to be sent).
 */
export function EditProfileDialog({ section, profile, onClose, onSaved }: EditProfileDialogProps) {
  const { title, fields } = editSections[section];
  const [values, setValues] = useState<EditValues>(() => valuesOf(section, profile));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const idOf = (name: string) => `edit-${section}-${name}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const problem = firstProblem(section, values);
    if (problem) {
      setFieldErrors({ [problem.field]: problem.message });
      document.getElementById(idOf(problem.field))?.focus();
      return;
    }
    setFieldErrors({});
    setSaving(true);
    try {
      const outcome = await saveProfileEdit(profile.id, updatedProfile(profile, values));
      if (outcome.type === 'saved') {
        onSaved(outcome.profile);
        void showToast('success', outcome.message, { durationMs: profileToastDurationMs });
      } else if (outcome.offline) {
        void showToast('info', queuedSubmissionMessages.profileEditQueued, {
          durationMs: profileToastDurationMs,
        });
      }
      onClose();
    } catch (error) {
      const message = failureMessage(error, {
        answered: profilePageMessages.updateFailed,
        thrown: profilePageMessages.updateError,
      });
      const byField = serverFieldErrors(error);
      const shown = fields.some(({ name }) => byField[name]);
      setFieldErrors(byField);
      // A problem with a field this dialog does not show (or none) is said above the buttons.
      if (!shown) setFormError(message);
      setSaving(false);
    }
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} size="md">
      <form className="profile-form" onSubmit={save} noValidate>
        {fields.map((field) => (
          <TextField
            key={field.name}
            id={idOf(field.name)}
            label={field.label}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            value={values[field.name] ?? ''}
            onChange={(value) => setValues({ ...values, [field.name]: value })}
            error={fieldErrors[field.name] ?? null}
            required={field.name !== 'physicalAddress'}
          />
        ))}
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
            {saving ? profileScreenMessages.saving : profileScreenMessages.saveChanges}
          </button>
        </div>
      </form>
    </Modal>
  );
}
