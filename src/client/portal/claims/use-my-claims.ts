// The signed-in client's claims: from the API when it answers (and kept on the device per user), else the
// copy kept last time with its age, as My Policies does.
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { type Claim, ClaimSchema } from '../../../domain/api/claims';
import { myClaimsMessages } from '../../../domain/claims/claim-screen-messages';
import { fetchClaims } from '../../api/claims-api';
import { failureMessage } from '../../api/failure-message';
import { readClaimsCache, saveClaimsCache } from '../../offline/claims-cache';

export interface MyClaims {
  claims: Claim[] | undefined;
  /** When the shown copy was saved, for an offline copy; null when it came from the server just now. */
  savedAt: number | null;
  error: string | null;
  refresh: () => Promise<void>;
}

export function useMyClaims(userId: string): MyClaims {
  const [state, setState] = useState<Omit<MyClaims, 'refresh'>>({
    claims: undefined,
    savedAt: null,
    error: null,
  });
  const refresh = useCallback(async () => {
    try {
      const claims = await fetchClaims();
      setState({ claims, savedAt: null, error: null });
      await saveClaimsCache(userId, 'list', claims);
    } catch (error) {
      const kept = z.array(ClaimSchema).safeParse((await readClaimsCache(userId, 'list'))?.value);
      const message = navigator.onLine
        ? failureMessage(error, { answered: myClaimsMessages.failed, thrown: myClaimsMessages.failed })
        : null;
      const cached = await readClaimsCache(userId, 'list');
      setState(
        kept.success
          ? { claims: kept.data, savedAt: cached?.savedAt ?? null, error: message }
          : { claims: undefined, savedAt: null, error: message ?? myClaimsMessages.offlineNoCopy },
      );
    }
  }, [userId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { ...state, refresh };
}
