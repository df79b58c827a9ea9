import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '../state/session';
import { paths } from './paths';

/** Point 2: /profile is protected; a visitor not signed in goes to /login, replacing history. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.is_authenticated) return <Redirect to={paths.login} replace />;
  return children;
}
