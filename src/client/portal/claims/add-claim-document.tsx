// 'Add document' on a claim that needs one: the file goes through the outbox as the claim's own files do
// (the same kind, with the claim's id already known), so a cut upload resumes and is stored once.
import { useEffect, useId, useState } from 'react';
import type { Claim } from '../../../domain/api/claims';
import { type ClaimDocumentType, claimDocumentNames } from '../../../domain/claims/claim-documents';
import { claimFileMessages, MAX_CLAIM_FILE_BYTES } from '../../../domain/claims/claim-files';
import { claimStatusViewMessages as texts } from '../../../domain/claims/claim-screen-messages';
import { claimQueueMessages } from '../../../domain/claims/claim-sending';
import { queueClaim } from '../../outbox/claim-outbox';
import { drainOutbox } from '../../outbox/outbox-runner';
import { useChoiceAmong } from '../../ui/use-choice-among';

interface AddClaimDocumentProps {
  claim: Claim;
  userId: string;
  onQueued: () => void;
}

export function AddClaimDocument({ claim, userId, onQueued }: AddClaimDocumentProps) {
  const id = useId();
  const [type, setType] = useChoiceAmong<ClaimDocumentType>(claim.missing_documents, 'other');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The claim comes back from the server once the queued file was delivered: 'No connection…' (or
  // 'Sending…') is out of date then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the claim's arrival is the trigger, not an input
  useEffect(() => setNotice(null), [claim]);

  async function add(file: File) {
    setError(null);
    let bytes: ArrayBuffer;
    let contentType = file.type;
    if (type === 'photo' || (file.type.startsWith('image/') && file.size > 500_000)) {
      const { compressPhoto } = await import('./compress-photo');
      const small = await compressPhoto(file).catch(() => null);
      if (!small) return setError(claimFileMessages.notAPhoto);
      bytes = small.bytes;
      contentType = small.contentType;
    } else {
      if (file.size > MAX_CLAIM_FILE_BYTES) return setError(claimFileMessages.tooLarge);
      bytes = await file.arrayBuffer();
    }
    const upload = {
      key: crypto.randomUUID(),
      documentType: type,
      contentType,
      name: file.name,
      bytes,
      sent: false,
    };
    await queueClaim(
      {
        userId,
        label: claim.reference,
        request: null,
        claimId: claim.id,
        reference: claim.reference,
        files: [upload],
      },
      crypto.randomUUID(),
    );
    setNotice(navigator.onLine ? claimQueueMessages.sending : claimQueueMessages.documentQueued);
    onQueued();
    void drainOutbox();
  }

  return (
    <section className="claim-add-document" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{texts.addDocument}</h4>
      <div className="field">
        <label htmlFor={`${id}-type`}>{texts.whichDocument}</label>
        <select
          id={`${id}-type`}
          value={type}
          onChange={(event) => setType(event.target.value as ClaimDocumentType)}
        >
          {claim.missing_documents.map((missing) => (
            <option key={missing} value={missing}>
              {claimDocumentNames[missing]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-file`}>{texts.chooseFile}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/pdf,image/*"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void add(file);
          }}
        />
        {error && (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
      {notice && <p role="status">{notice}</p>}
    </section>
  );
}
