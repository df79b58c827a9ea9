import { Link, useLocation } from 'wouter';
import { adminLogOut } from './admin-api';
import { adminPaths } from './admin-paths';
import { type AdminSession, endAdminSession } from './admin-session';
import { AdminDashboard } from './dashboard/admin-dashboard';

/** /admin, signed in: who is signed in, Sign out, and the review queues. */
export function AdminHomePage({ session }: { session: AdminSession }) {
  const [, navigate] = useLocation();
  const signOut = async () => {
    // Signed out here whatever the server answers: an expired session has nothing left to end.
    await adminLogOut().catch(() => undefined);
    endAdminSession();
    navigate(adminPaths.login, { replace: true });
  };
  const { operator } = session;
  return (
    <>
      <div className="admin__bar">
        <p>
          Signed in as <strong>{operator.name}</strong> ({operator.role})
        </p>
        <button type="button" className="button button--ghost" onClick={signOut}>
          Sign out
        </button>
      </div>
      <AdminDashboard />
      <h2>Applications</h2>
      <p>
        <Link href={adminPaths.applications}>Applications awaiting review</Link>: paid covers, oldest first,
        with their age against the 48-hour promise.
      </p>
      <h2>Claims</h2>
      <p>
        <Link href={adminPaths.claims}>Open claims</Link>: oldest first, with the days since the documents
        were complete against the 90-day limit for settling.
      </p>
      <h2>Call-back requests</h2>
      <p>
        <Link href={adminPaths.leads}>Callers waiting for a call</Link>: who asked by USSD to be called back,
        oldest first, with why and in which language; then who saved a quote for later, with their phone and
        e-mail.
      </p>
      {operator.role === 'admin' && (
        <>
          <h2>Administration</h2>
          <ul>
            <li>
              <Link href={adminPaths.operators}>Operators</Link>: who may use the back office; disable one who
              leaves.
            </li>
            <li>
              <Link href={adminPaths.audit}>Audit log</Link>: every operator action, newest first.
            </li>
          </ul>
        </>
      )}
    </>
  );
}
