// A file of a claim, fetched with the session's token (an <img src> cannot send it) and shown from an
// object URL, revoked when it leaves the page.
import { useEffect, useState } from 'react';
import type { ClaimFile } from '../../../domain/api/claims';
import { claimDocumentNames } from '../../../domain/claims/claim-documents';
import { claimStatusViewMessages } from '../../../domain/claims/claim-screen-messages';
import { fetchClaimFile } from '../../api/claims-api';

export function ClaimFileThumbnail({ file }: { file: ClaimFile }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    fetchClaimFile(file.url)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [file.url]);
  const name = claimDocumentNames[file.document_type];
  const isImage = file.content_type.startsWith('image/');
  return (
    <li className="claim-file">
      {url && isImage ? (
        <img src={url} alt={name} className="claim-file__thumb" />
      ) : url ? (
        <a href={url} target="_blank" rel="noreferrer">
          {claimStatusViewMessages.openPdf}
          <span className="visually-hidden">: {name}</span>
        </a>
      ) : (
        <span className="claim-file__thumb claim-file__thumb--empty" aria-hidden="true" />
      )}
      <span className="claim-file__type">{name}</span>
    </li>
  );
}
