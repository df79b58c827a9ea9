import { startTransition, useEffect, useState } from 'react';
import { type Profile, ProfileSchema } from '../../../domain/api/profile';
import { profilePageMessages, profileToastDurationMs } from '../../../domain/profile-page-messages';
import { failureMessage, UnreadableResponseError } from '../../api/failure-message';
import { ApiRequestError } from '../../api/http';
import { fetchProfile } from '../../api/profile-api';
import { readCachedProfile, saveCachedProfile } from '../../offline/profile-cache';
import { useOnline } from '../../pwa/use-online';
import { clearSession, session, setUserProfile, useSession } from '../../state/session';
import type { SessionUser } from '../../state/session-state';
import { showToast } from '../../ui/toast';

export interface ProfileState {
  profile: Profile | null;
  /** True when the server could not be reached and the device's copy is shown. */
  offline: boolean;
}

/** The session keeps the last profile the server gave (setUserProfile), so it holds every field then. */
function profileFromSession(user: SessionUser): Profile {
  const stored = user as SessionUser &
    Partial<Pick<Profile, 'physicalAddress' | 'account_type' | 'pending_msisdn'>>;
  return {
    ...user,
    physicalAddress: stored.physicalAddress ?? null,
    account_type: stored.account_type ?? 'tenant',
    pending_msisdn: stored.pending_msisdn ?? null,
  };
}

/**
 * The device's copy: the profile saved in IndexedDB at the last visit online; failing that (never opened
 * online on this device, or storage blocked), the record the sign-in gave.
 */
async function deviceCopy(userId: string): Promise<Profile | null> {
  const cached = ProfileSchema.safeParse(await readCachedProfile(userId));
  if (cached.success) return cached.data;
  const stored = session.userDetails;
  return stored?.id === userId ? profileFromSession(stored) : null;
}

const toastOptions = { durationMs: profileToastDurationMs };

/** Point 2 and 7: the signed-in client's profile from GET users/:id, the device's copy when offline. */
export function useProfile(): ProfileState & { replace: (profile: Profile) => void } {
  const userId = useSession().userDetails?.id ?? '';
  const [state, setState] = useState<ProfileState>({ profile: null, offline: false });
  // Read again when the connection changes: the device's copy and its 'You are offline…' notice are out of
  // date once it is back, and offline the device's copy is what there is.
  const online = useOnline();
  // 'Profile fetched successfully' once the portal shows the profile it announces, not while it renders.
  const [fetches, setFetches] = useState(0);
  useEffect(() => {
    if (fetches > 0) void showToast('success', profilePageMessages.fetched, toastOptions);
  }, [fetches]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `online` is the trigger; the effect reads navigator.onLine
  useEffect(() => {
    if (!userId) {
      void showToast('error', profilePageMessages.userIdNotFound, toastOptions);
      return;
    }
    let current = true;
    const showDeviceCopy = async (): Promise<boolean> => {
      const copy = await deviceCopy(userId);
      if (current && copy) setState({ profile: copy, offline: true });
      return copy !== null;
    };
    // With no connection at all, the device's copy at once rather than after a request that cannot go.
    if (!navigator.onLine) {
      void showDeviceCopy();
      return () => {
        current = false;
      };
    }
    fetchProfile(userId).then(
      (profile) => {
        if (!current) return;
        // The whole portal renders on this answer: as a transition React renders it in slices and a tap
        // meanwhile is answered at once (Lighthouse's TBT on /profile: 275 ms in long tasks here).
        startTransition(() => {
          setState({ profile, offline: false });
          setFetches((count) => count + 1);
        });
        setUserProfile(profile);
        void saveCachedProfile(userId, profile).catch(() => undefined);
      },
      async (error: unknown) => {
        if (!current) return;
        // The session ended elsewhere (a password change, a logout on another device): sign in again.
        if (error instanceof ApiRequestError && error.status === 401) {
          clearSession();
          return;
        }
        const answered = error instanceof ApiRequestError && typeof error.status === 'number';
        const unreadable = error instanceof UnreadableResponseError;
        if (!answered && !unreadable && (await showDeviceCopy())) return;
        if (!current) return;
        const message = failureMessage(error, {
          answered: profilePageMessages.loadFailed,
          thrown: profilePageMessages.loadUnexpected,
        });
        void showToast('error', message, toastOptions);
      },
    );
    return () => {
      current = false;
    };
  }, [userId, online]);

  return {
    ...state,
    replace: (profile) => {
      setState({ profile, offline: false });
      setUserProfile(profile);
      void saveCachedProfile(profile.id, profile).catch(() => undefined);
    },
  };
}
