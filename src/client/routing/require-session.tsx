import { type ReactNode, useSyncExternalStore } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '../state/session';
import { paths } from './paths';

const neverChanges = () => () => {};

/**
 * Point 2: /profile is protected; a visitor not signed in goes to /login, replacing history. The page
 * arrives prerendered as its loading screen (no one's session is known to the build), so while React adopts
 * that HTML the children render as the build drew them, and the check follows at once.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const adopting = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  if (!adopting && !session.is_authenticated) return <Redirect to={paths.login} replace />;
  return children;
}
