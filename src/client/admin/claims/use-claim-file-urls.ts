// A claim's files as object URLs: fetched with the operator's token (an <img src> or a link to the route
// could not send it), and revoked when the page leaves or the files change, so the bytes of a client's
// photos do not outlive the page that shows them.
import { useEffect, useState } from 'react';
import type { ClaimFile } from '../../../domain/api/claims';
import { fetchClaimFile } from './claims-api';

/** Each file's object URL once fetched, or 'failed'; a file not yet in the map is still loading. */
export type FileUrls = ReadonlyMap<string, string | 'failed'>;

export function useClaimFileUrls(files: readonly ClaimFile[]): FileUrls {
  const [urls, setUrls] = useState<FileUrls>(new Map());
  // The files' ids are what matters: a reload of the same claim must not fetch every photo again.
  const key = files.map((file) => file.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `files`.
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    setUrls(new Map());
    for (const file of files) {
      fetchClaimFile(file.url).then(
        (blob: Blob) => {
          if (!live) return;
          const url = URL.createObjectURL(blob);
          made.push(url);
          setUrls((current) => new Map(current).set(file.id, url));
        },
        () => live && setUrls((current) => new Map(current).set(file.id, 'failed')),
      );
    }
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [key]);
  return urls;
}
