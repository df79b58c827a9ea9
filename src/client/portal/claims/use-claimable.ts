// What the claim form offers for a cover: from the API when it answers (and kept on the device), else the
// copy kept last time, so a claim can be written with no signal.
import { useEffect, useState } from 'react';
import { type ClaimableCover, ClaimableCoverSchema } from '../../../domain/api/claims';
import { claimFormMessages as claimableMessages } from '../../../domain/claims/claim-screen-messages';
import { fetchClaimable } from '../../api/claims-api';
import { failureMessage } from '../../api/failure-message';
import { readClaimsCache, saveClaimsCache } from '../../offline/claims-cache';

export function useClaimable(userId: string, coverId: string) {
  const [state, setState] = useState<{ cover: ClaimableCover | null; error: string | null }>({
    cover: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    const key = `claimable:${coverId}`;
    const fromDevice = async (error: string) => {
      const kept = ClaimableCoverSchema.safeParse((await readClaimsCache(userId, key))?.value);
      if (live) setState(kept.success ? { cover: kept.data, error: null } : { cover: null, error });
    };
    fetchClaimable(coverId)
      .then((cover) => {
        if (live) setState({ cover, error: null });
        return saveClaimsCache(userId, key, cover);
      })
      .catch((error: unknown) =>
        fromDevice(
          navigator.onLine
            ? failureMessage(error, {
                answered: claimableMessages.failed,
                thrown: claimableMessages.unavailable,
              })
            : claimableMessages.unavailable,
        ),
      );
    return () => {
      live = false;
    };
  }, [userId, coverId]);
  return state;
}
