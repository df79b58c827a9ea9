import { type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';
import type { PaymentException } from '../../../domain/api/admin-payment-exceptions';
import { formatWaitingAge } from '../../../domain/back-office/waiting-age';
import { formatShillings } from '../../../domain/money';
import { formatPhoneForPeople } from '../../../domain/phone';
import { adminPaths } from '../admin-paths';
import { PolicyName } from '../ui/policy-name';
import { PaymentExceptionAction } from './payment-exception-action';
import { canMatch, exceptionDetail, exceptionKindTitle } from './payment-exception-words';

/** A cover as its client names it (policyLabel); its id only when it has no reference. */
const coverName = (
  reference: string | null,
  policyNumber: string | null,
  coverId: string | null,
): ReactNode =>
  reference ? (
    <PolicyName policyNumber={policyNumber} reference={reference} />
  ) : (
    (policyNumber ?? coverId ?? 'None on record')
  );

interface Props {
  exception: PaymentException;
  /** Only admins match or resolve; agents see the list. */
  mayAct: boolean;
  onDone: (message: string) => void;
}

/** One open exception: what, how much, from whom, since when, and its actions. */
export function PaymentExceptionCard({ exception, mayAct, onDone }: Props) {
  const titleId = useId();
  const [action, setAction] = useState<'match' | 'resolve' | null>(null);
  const rows: [string, ReactNode][] = [
    ['Amount', exception.amount === null ? 'Not stated' : formatShillings(exception.amount)],
    ['Paying number', exception.msisdn ? formatPhoneForPeople(exception.msisdn) : 'Not known'],
    ['M-Pesa receipt', exception.receipt ?? 'None'],
    ['Cover', coverName(exception.reference, exception.policy_number, exception.cover_id)],
    ...(exception.suggested_cover_id
      ? [
          ['Likely cover', coverName(exception.suggested_reference, null, exception.suggested_cover_id)] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    ['Waiting', formatWaitingAge(exception.age_minutes)],
  ];
  return (
    <li className="desk-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{exceptionKindTitle[exception.kind]}</h3>
      <p>{exceptionDetail(exception)}</p>
      <dl className="desk-card__facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              {term === 'Cover' && exception.cover_id ? (
                <Link href={adminPaths.application(exception.cover_id)}>{value}</Link>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {mayAct && action === null && (
        <div className="desk-action__buttons">
          {canMatch(exception) && (
            <button type="button" className="button button--primary" onClick={() => setAction('match')}>
              Match to a cover
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={() => setAction('resolve')}>
            Mark resolved
          </button>
        </div>
      )}
      {mayAct && action && (
        <PaymentExceptionAction
          exception={exception}
          action={action}
          onDone={onDone}
          onCancel={() => setAction(null)}
        />
      )}
    </li>
  );
}
