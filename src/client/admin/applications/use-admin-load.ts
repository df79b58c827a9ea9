// Loads something for a back-office page: its data, or the failure in words. A 401 (the session ended on
// the server: idle, expired or disabled) ends it here too, so the guard sends the operator to sign in.
import { useCallback, useEffect, useState } from 'react';
import { backOfficeMessages } from '../../../domain/back-office/back-office-messages';
import { failureMessage } from '../../api/failure-message';
import { ApiRequestError } from '../../api/http';
import { endAdminSession } from '../admin-session';

const loadFailed = backOfficeMessages.pageLoadFailed;

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; message: string };

export function useAdminLoad<T>(load: () => Promise<T>): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a reload.
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setLoaded({ state: 'ready', data }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiRequestError && error.status === 401) endAdminSession();
        setLoaded({
          state: 'failed',
          message: failureMessage(error, { answered: loadFailed, thrown: loadFailed }),
        });
      },
    );
    return () => {
      live = false;
    };
  }, [load, round]);
  return [loaded, reload];
}
