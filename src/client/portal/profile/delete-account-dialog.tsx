import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  accountScreenMessages,
  profilePageMessages,
  profileScreenMessages,
} from '../../../domain/profile-page-messages';
import { failureMessage } from '../../api/failure-message';
import { deleteAccount } from '../../api/profile-api';
import { paths } from '../../routing/paths';
import { clearSession } from '../../state/session';
import { Modal } from '../../ui/modal';
import { showToast } from '../../ui/toast';

/**
 * My data: erasure (Data Protection Act 2019). With no live cover the server erases and says so; with one
 * it answers 409 'account_has_live_cover' with what it keeps, for how long and why, shown here.
 */
export function DeleteAccountDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const [, navigate] = useLocation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setRefusal(null);
    setDeleting(true);
    try {
      const message = await deleteAccount(userId);
      clearSession();
      void showToast('success', message);
      navigate(paths.home, { replace: true });
    } catch (error) {
      setRefusal(
        failureMessage(error, {
          answered: profilePageMessages.deleteFailed,
          thrown: profilePageMessages.deleteFailed,
        }),
      );
      setDeleting(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={accountScreenMessages.deleteMyAccount}
      description={accountScreenMessages.deleteWarning}
      size="sm"
      dismissible={!deleting}
    >
      {refusal && (
        <p className="profile-notice profile-notice--warning" role="alert">
          {refusal}
        </p>
      )}
      <div className="profile-form__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={deleting}>
          {refusal ? profileScreenMessages.close : profileScreenMessages.cancel}
        </button>
        {!refusal && (
          <button type="button" className="button button--danger" onClick={confirm} disabled={deleting}>
            {deleting ? accountScreenMessages.deleting : accountScreenMessages.deleteMyAccount}
          </button>
        )}
      </div>
    </Modal>
  );
}
