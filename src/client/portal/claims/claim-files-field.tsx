// The claim's photos (camera or gallery, several) and other documents, each kept as bytes in the draft.
// Photos are compressed on the phone first (compress-photo.ts); a document (a PDF, a scan) goes as it is.
import { useEffect, useId, useMemo, useState } from 'react';
import { type ClaimDocumentType, claimDocumentNames } from '../../../domain/claims/claim-documents';
import { claimFileMessages, MAX_CLAIM_FILE_BYTES } from '../../../domain/claims/claim-files';
import { claimFormMessages } from '../../../domain/claims/claim-screen-messages';
import { useChoiceAmong } from '../../ui/use-choice-among';
import type { DraftFile } from './claim-draft';

function Thumbnail({ file, onRemove }: { file: DraftFile; onRemove: () => void }) {
  const url = useMemo(() => URL.createObjectURL(new Blob([file.bytes], { type: file.contentType })), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const isImage = file.contentType.startsWith('image/');
  return (
    <li className="claim-file">
      {isImage ? <img src={url} alt={file.name} className="claim-file__thumb" /> : <span>{file.name}</span>}
      <span className="claim-file__type">{claimDocumentNames[file.documentType]}</span>
      <button type="button" className="button button--ghost" onClick={onRemove}>
        {claimFormMessages.remove}
        <span className="visually-hidden"> {file.name}</span>
      </button>
    </li>
  );
}

interface ClaimFilesFieldProps {
  files: DraftFile[];
  documentTypes: readonly ClaimDocumentType[];
  onChange: (files: DraftFile[]) => void;
}

export function ClaimFilesField({ files, documentTypes, onChange }: ClaimFilesFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = documentTypes.filter((type) => type !== 'photo');
  const [documentType, setDocumentType] = useChoiceAmong<ClaimDocumentType>(others, 'other');

  async function addPhotos(picked: File[]) {
    setBusy(true);
    setError(null);
    const { compressPhoto } = await import('./compress-photo');
    const added: DraftFile[] = [];
    for (const photo of picked) {
      try {
        const small = await compressPhoto(photo);
        added.push({
          key: crypto.randomUUID(),
          documentType: 'photo',
          contentType: small.contentType,
          name: photo.name.replace(/\.[^.]+$/, '.jpg'),
          bytes: small.bytes,
          sent: false,
        });
      } catch {
        setError(claimFormMessages.photoUnreadable);
      }
    }
    setBusy(false);
    onChange([...files, ...added]);
  }

  async function addDocument(file: File) {
    setError(null);
    if (file.size > MAX_CLAIM_FILE_BYTES) return setError(claimFileMessages.tooLarge);
    const bytes = await file.arrayBuffer();
    const key = crypto.randomUUID();
    onChange([...files, { key, documentType, contentType: file.type, name: file.name, bytes, sent: false }]);
  }

  return (
    <fieldset className="claim-fieldset">
      <legend>{claimFormMessages.photosLabel}</legend>
      <div className="field">
        <label htmlFor={`${id}-photos`}>{claimFormMessages.addPhotos}</label>
        <input
          id={`${id}-photos`}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={`${id}-photos-hint`}
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            event.target.value = '';
            if (picked.length > 0) void addPhotos(picked);
          }}
        />
        <p id={`${id}-photos-hint`} className="field__hint">
          {claimFormMessages.photosHint}
        </p>
      </div>
      {others.length > 0 && (
        <div className="claim-document-picker">
          <div className="field">
            <label htmlFor={`${id}-type`}>{claimFormMessages.documentType}</label>
            <select
              id={`${id}-type`}
              value={documentType}
              onChange={(event) => setDocumentType(event.target.value as ClaimDocumentType)}
            >
              {others.map((type) => (
                <option key={type} value={type}>
                  {claimDocumentNames[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-document`}>{claimFormMessages.documentLabel}</label>
            <input
              id={`${id}-document`}
              type="file"
              accept="application/pdf,image/*"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void addDocument(file);
              }}
            />
          </div>
        </div>
      )}
      {busy && <p role="status">{claimFormMessages.compressing}</p>}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className="claim-files" aria-label={claimFormMessages.filesWithClaim}>
          {files.map((file) => (
            <Thumbnail
              key={file.key}
              file={file}
              onRemove={() => onChange(files.filter((other) => other.key !== file.key))}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}
