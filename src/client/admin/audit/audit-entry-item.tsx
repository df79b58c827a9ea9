import { Link } from 'wouter';
import type { AuditEntry } from '../../../domain/api/admin-operators';
import { adminPaths } from '../admin-paths';
import { nairobiTime } from '../applications/review-words';
import type { OperatorListing } from '../operators/operators-api';
import { auditActionWords, auditValueWords } from './audit-words';

/** The masked address a sign-in came from, when the entry recorded one. */
function sourceAddress(entry: AuditEntry): string | null {
  const after = entry.after as { address?: unknown } | null;
  return typeof after?.address === 'string' ? after.address : null;
}

/**
 * Who acted: the operator's name; for a failed sign-in, whoever tried from where (the operator it aimed
 * at is its target: a stranger's guesses are not the operator's acts); else the command line.
 */
function actorWords(entry: AuditEntry, operators: OperatorListing[]) {
  const address = sourceAddress(entry);
  if (!entry.operator_id && address) return `Someone at ${address}`;
  if (!entry.operator_id) return 'Command line or unknown sign-in';
  return operators.find((operator) => operator.id === entry.operator_id)?.name ?? 'Unknown operator';
}

function Target({ entry, operators }: { entry: AuditEntry; operators: OperatorListing[] }) {
  if (!entry.target_type || !entry.target_id) return <>—</>;
  if (entry.target_type === 'cover')
    return <Link href={adminPaths.application(entry.target_id)}>Cover {entry.target_id}</Link>;
  if (entry.target_type === 'claim')
    return <Link href={adminPaths.claim(entry.target_id)}>Claim {entry.target_id}</Link>;
  if (entry.target_type === 'operator') {
    const name = operators.find((operator) => operator.id === entry.target_id)?.name;
    return <>Operator {name ?? entry.target_id}</>;
  }
  return (
    <>
      {entry.target_type.replace(/_/g, ' ')} {entry.target_id}
    </>
  );
}

/** One audit row: what, who, when and on what; before and after folded away until asked for. */
export function AuditEntryItem({ entry, operators }: { entry: AuditEntry; operators: OperatorListing[] }) {
  const changed = entry.before !== null || entry.after !== null;
  return (
    <li className="desk-card">
      <h3>{auditActionWords(entry.action)}</h3>
      <dl className="desk-card__facts">
        <div>
          <dt>By</dt>
          <dd>{actorWords(entry, operators)}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{nairobiTime(entry.at)}</dd>
        </div>
        <div>
          <dt>On</dt>
          <dd>
            <Target entry={entry} operators={operators} />
          </dd>
        </div>
      </dl>
      {changed && (
        <details className="audit-change">
          <summary>Before and after</summary>
          <div className="audit-change__values">
            <div>
              <h4>Before</h4>
              <pre>{auditValueWords(entry.before)}</pre>
            </div>
            <div>
              <h4>After</h4>
              <pre>{auditValueWords(entry.after)}</pre>
            </div>
          </div>
        </details>
      )}
    </li>
  );
}
