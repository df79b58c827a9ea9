import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { adminPaths } from '../admin-paths';
import type { AdminSession } from '../admin-session';
import { useAdminLoad } from '../applications/use-admin-load';
import { OperatorCard } from './operator-card';
import { fetchOperators } from './operators-api';

/**
 * /admin/operators (admins): every operator, their role and state; an admin unlocks a sign-in locked out
 * by failed tries, and disables an operator who leaves.
 */
export function OperatorsPage({ session }: { session: AdminSession }) {
  const [loaded, reload] = useAdminLoad(fetchOperators);
  const [result, setResult] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const done = (message: string) => {
    setResult(message);
    reload();
    // The card's buttons are gone: focus returns to the heading, beside the announced result.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="operators-heading">
      <p>
        <Link href={adminPaths.home}>← Dashboard</Link>
      </p>
      <h2 id="operators-heading" ref={heading} tabIndex={-1}>
        Operators
      </h2>
      <p className="desk-result" role="status">
        {result}
      </p>
      <p>
        To add an operator, run <code>npm run operator -- add</code> on the server: it prints a one-time
        set-up link for them.
      </p>
      {loaded.state === 'loading' && <p>Loading operators…</p>}
      {loaded.state === 'failed' && (
        <p className="form-error" role="alert">
          {loaded.message}
        </p>
      )}
      {loaded.state === 'ready' && (
        <ul className="desk-list" aria-label="Operators">
          {loaded.data.map((operator) => (
            <OperatorCard
              key={operator.id}
              operator={operator}
              isSelf={operator.id === session.operator.id}
              onDone={done}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
