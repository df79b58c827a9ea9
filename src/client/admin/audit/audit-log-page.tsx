import { useCallback, useRef, useState } from 'react';
import { Link } from 'wouter';
import { adminPaths } from '../admin-paths';
import { useAdminLoad } from '../applications/use-admin-load';
import { fetchAuditPage, fetchOperators } from '../operators/operators-api';
import { AuditEntryItem } from './audit-entry-item';

/** /admin/audit (admins): every operator action, newest first, fifty to a page. */
export function AuditLogPage() {
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  // The operators list names who acted; the log itself holds only their ids.
  const load = useCallback(
    () =>
      Promise.all([fetchAuditPage(page), fetchOperators()]).then(([entries, operators]) => ({
        entries,
        operators,
      })),
    [page],
  );
  const [loaded] = useAdminLoad(load);

  const goTo = (next: number) => {
    setPage(next);
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="audit-heading">
      <p>
        <Link href={adminPaths.home}>← Dashboard</Link>
      </p>
      <h2 id="audit-heading" ref={heading} tabIndex={-1}>
        Audit log{page > 1 ? `, page ${page}` : ''}
      </h2>
      <p>Every operator action, newest first: who, when, what, and the values before and after.</p>
      {loaded.state === 'loading' && <p>Loading the audit log…</p>}
      {loaded.state === 'failed' && (
        <p className="form-error" role="alert">
          {loaded.message}
        </p>
      )}
      {loaded.state === 'ready' && (
        <>
          {loaded.data.entries.entries.length === 0 ? (
            <p>No entries.</p>
          ) : (
            <ol className="desk-list audit-list" aria-label="Audit log, newest first">
              {loaded.data.entries.entries.map((entry) => (
                <AuditEntryItem key={entry.id} entry={entry} operators={loaded.data.operators} />
              ))}
            </ol>
          )}
          <div className="desk-action__buttons audit-pages">
            {page > 1 && (
              <button type="button" className="button button--ghost" onClick={() => goTo(page - 1)}>
                Newer entries
              </button>
            )}
            {loaded.data.entries.has_more && (
              <button type="button" className="button button--ghost" onClick={() => goTo(page + 1)}>
                Older entries
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
