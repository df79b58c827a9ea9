import { Download, KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { myDataFileName } from '../../../domain/my-data-messages';
import {
  profilePageMessages,
  profileToastDurationMs,
  accountScreenMessages as texts,
} from '../../../domain/profile-page-messages';
import { failureMessage } from '../../api/failure-message';
import { fetchMyData } from '../../api/profile-api';
import { showToast } from '../../ui/toast';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { saveJsonFile } from './save-json-file';

type OpenDialog = 'password' | 'delete' | null;

/** Point 2's Account section, with the account holder's data rights (My data). */
export function AccountSection({ userId, offline }: { userId: string; offline: boolean }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [downloading, setDownloading] = useState(false);
  const offlineReason = offline ? texts.needsConnection : null;

  async function download() {
    setDownloading(true);
    try {
      const data = await fetchMyData(userId);
      saveJsonFile(data, myDataFileName(new Date(data.exported_at)));
    } catch (error) {
      const message = failureMessage(error, {
        answered: profilePageMessages.downloadFailed,
        thrown: profilePageMessages.downloadFailed,
      });
      void showToast('error', message, { durationMs: profileToastDurationMs });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="profile-card profile-account">
      <div className="profile-account__item">
        <h3>{texts.password}</h3>
        <p>{texts.passwordLead}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setDialog('password')}
          disabled={offline}
        >
          <KeyRound aria-hidden="true" size={18} />
          {texts.changePassword}
        </button>
      </div>
      <div className="profile-account__item">
        <h3>{texts.myData}</h3>
        <p>{texts.myDataLead}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={download}
          disabled={offline || downloading}
        >
          <Download aria-hidden="true" size={18} />
          {downloading ? texts.preparing : texts.downloadMyData}
        </button>
      </div>
      <div className="profile-account__item">
        <h3>{texts.deleteAccount}</h3>
        <p>{texts.deleteLead}</p>
        <button
          type="button"
          className="button button--danger-ghost"
          onClick={() => setDialog('delete')}
          disabled={offline}
        >
          <Trash2 aria-hidden="true" size={18} />
          {texts.deleteMyAccount}
        </button>
      </div>
      {offlineReason && <p className="field__hint">{offlineReason}</p>}
      {dialog === 'password' && <ChangePasswordDialog userId={userId} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteAccountDialog userId={userId} onClose={() => setDialog(null)} />}
    </div>
  );
}
