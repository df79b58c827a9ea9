import { useState } from 'react';
import { useLocation } from 'wouter';
import { logOut } from '../../api/profile-api';
import { paths } from '../../routing/paths';
import { clearSession } from '../../state/session';

/**
 * Point 4: Logout clears the session and goes to /login. The server ends the session first, so a copied
 * token stops working; offline, the device still signs out (the token then expires on its own).
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  return {
    pending,
    logout: async () => {
      setPending(true);
      try {
        await logOut();
      } catch {
        // Signed out on this device regardless; see above.
      }
      clearSession();
      navigate(paths.login, { replace: true });
    },
  };
}
