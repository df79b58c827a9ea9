import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { type Policy, PolicySchema } from '../../../domain/api/covers';
import { policiesMessages } from '../../../domain/policies-messages';
import { listPolicies } from '../../api/covers-api';
import { failureMessage } from '../../api/failure-message';
import { isUnreachable } from '../../api/http';
import { savePolicies, useCachedPolicies } from '../../offline/policy-cache';
import { useOnline } from '../../pwa/use-online';

const StoredPoliciesSchema = z.array(PolicySchema);

/** How often a list out of reach is asked for again while the browser thinks it is online. */
const retryUnreachableMs = 20_000;

/** What a cached record holds, checked: an older build may have saved another shape (then it is dropped). */
function readStoredPolicies(stored: unknown[]): Policy[] | null {
  const parsed = StoredPoliciesSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export interface MyPolicies {
  /** undefined until the server or the device has answered. */
  policies: Policy[] | undefined;
  /** When the device's copy was saved, shown while the server's list is out of reach. */
  savedAt: number | null;
  /** True when what is shown is the server's answer of this visit, not the device's copy. */
  fresh: boolean;
  loading: boolean;
  error: string | null;
  online: boolean;
  refresh: () => Promise<void>;
}

/**
 * The client's policies: the server's list when online (saved to the device as it arrives), the device's
 * copy (live, through Dexie) until then and whenever the server cannot be reached.
 */
export function useMyPolicies(userId: string): MyPolicies {
  const browserOnline = useOnline();
  // The browser's flag is not the truth on patchy data: a list that could not be fetched means offline too.
  const [reachable, setReachable] = useState(true);
  const online = browserOnline && reachable;
  const cached = useCachedPolicies(userId, readStoredPolicies);
  const [fetched, setFetched] = useState<Policy[] | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      const policies = await listPolicies();
      setFetched(policies);
      setError(null);
      setReachable(true);
      // A full device (quota) loses only the offline copy, not the list on screen.
      await savePolicies(userId, policies).catch(() => undefined);
    } catch (caught) {
      if (isUnreachable(caught)) {
        setReachable(false);
        return;
      }
      setError(
        failureMessage(caught, { answered: policiesMessages.loadFailed, thrown: policiesMessages.loadThrew }),
      );
    } finally {
      setLoading(false);
    }
  }, [userId]);

  useEffect(() => {
    if (browserOnline) void refresh();
    else setLoading(false);
  }, [browserOnline, refresh]);

  // Out of reach with the browser online: try again now and then, and when the client comes back to the app.
  useEffect(() => {
    if (!browserOnline || reachable) return;
    const retry = () => void refresh();
    const timer = window.setInterval(retry, retryUnreachableMs);
    window.addEventListener('focus', retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', retry);
    };
  }, [browserOnline, reachable, refresh]);

  const fresh = fetched !== undefined && online;
  return {
    policies: fresh ? fetched : (cached?.policies ?? fetched),
    savedAt: cached?.savedAt ?? null,
    fresh,
    loading: loading || cached === undefined,
    error,
    online,
    refresh,
  };
}
