import type { ClaimFile } from '../../../domain/api/claims';
import { claimDocumentNames } from '../../../domain/claims/claim-documents';
import { nairobiTime } from '../applications/review-words';
import { useClaimFileUrls } from './use-claim-file-urls';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The photos as thumbnails and the documents as links, each opening full size in a new tab. */
export function ClaimFiles({ files }: { files: readonly ClaimFile[] }) {
  const urls = useClaimFileUrls(files);
  const photos = files.filter((file) => file.content_type.startsWith('image/'));
  const documents = files.filter((file) => !file.content_type.startsWith('image/'));
  const nameOf = (file: ClaimFile, index: number, count: number) =>
    `${claimDocumentNames[file.document_type]}${count > 1 ? `, ${index + 1} of ${count}` : ''}, uploaded ${nairobiTime(file.uploaded_at)}`;
  return (
    <section className="application__section" aria-labelledby="claim-files-heading">
      <h3 id="claim-files-heading">Photos and documents</h3>
      {files.length === 0 && <p>No files uploaded yet.</p>}
      {photos.length > 0 && (
        <ul className="claim-photos" aria-label="Photos">
          {photos.map((file, index) => {
            const url = urls.get(file.id);
            const name = nameOf(file, index, photos.length);
            return (
              <li key={file.id}>
                {url === undefined && <span className="claim-photos__wait">Loading {name}…</span>}
                {url === 'failed' && <span className="form-error">Could not load {name}.</span>}
                {url !== undefined && url !== 'failed' && (
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener"
                    aria-label={`Open ${name} full size (new tab)`}
                  >
                    <img src={url} alt={name} className="claim-photos__thumb" />
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {documents.length > 0 && (
        <ul className="claim-documents" aria-label="Documents">
          {documents.map((file, index) => {
            const url = urls.get(file.id);
            const name = `${nameOf(file, index, 1)} (PDF, ${kilobytes(file.size_bytes)})`;
            return (
              <li key={file.id}>
                {url === undefined && <>Loading {name}…</>}
                {url === 'failed' && <span className="form-error">Could not load {name}.</span>}
                {url !== undefined && url !== 'failed' && (
                  <a href={url} target="_blank" rel="noopener">
                    {name}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
