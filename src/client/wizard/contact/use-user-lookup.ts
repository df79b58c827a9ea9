import { useEffect, useRef, useState } from 'react';
import type { UserLookupResponse } from '../../../domain/api/users';
import { isEmailAddress } from '../../../domain/email';
import { normaliseMsisdn } from '../../../domain/phone';
import { quotationMessages } from '../../../domain/quotation-messages';
import { failureMessage } from '../../api/failure-message';
import { lookUpUser } from '../../api/users-api';
import { useOnline } from '../../pwa/use-online';

// Point 7: the lookup waits 800 ms after the last keystroke.
export const lookupDebounceMs = 800;

export type LookupState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; value: string; result: UserLookupResponse['data'] }
  | { kind: 'failed'; message: string }
  /** No connection: the lookup waits for one (and runs when it returns) rather than failing. */
  | { kind: 'offline' };

/** What to look up: a valid phone first, failing that a valid e-mail (point 7). */
export function lookupValue(phone: string, email: string): string | null {
  const msisdn = normaliseMsisdn(phone);
  if (msisdn) return msisdn;
  return isEmailAddress(email) ? email.trim().toLowerCase() : null;
}

/**
 * Looks up an existing account once the typed phone or e-mail is valid, debounced, skipping a repeat of
 * the same value (a new sign-in counts as new: a verified caller gets the full record). While the value is
 * not valid the state is idle, so a notice or a verify offer for a number no longer typed never lingers;
 * typing the last value back shows its answer again without asking twice.
 */
export function useUserLookup(phone: string, email: string, sessionToken: string): LookupState {
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  const last = useRef<{ key: string; state: LookupState } | null>(null);
  const value = lookupValue(phone, email);
  const online = useOnline();

  useEffect(() => {
    if (!value) {
      setState({ kind: 'idle' });
      return;
    }
    if (!online) {
      setState({ kind: 'offline' });
      return;
    }
    const key = `${value}|${sessionToken}`;
    if (key === last.current?.key) {
      setState(last.current.state);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(async () => {
      // The same value asked again for a new session (a sign-in or a sign-out) keeps its answer on screen
      // while it is checked, so a verify offer in progress is not torn down and rebuilt.
      setState((previous) =>
        previous.kind === 'done' && previous.value === value ? previous : { kind: 'checking' },
      );
      try {
        const done: LookupState = { kind: 'done', value, result: await lookUpUser(value) };
        // Remembered even when the value changed meanwhile, so typing it back costs no second request.
        last.current = { key, state: done };
        if (!cancelled) setState(done);
      } catch (error) {
        // A failure is not remembered: the same value typed again is worth another try.
        const message = failureMessage(error, {
          answered: quotationMessages.lookupFailed,
          thrown: quotationMessages.lookupFailed,
        });
        if (!cancelled) setState({ kind: 'failed', message });
      }
    }, lookupDebounceMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [value, sessionToken, online]);

  return state;
}
