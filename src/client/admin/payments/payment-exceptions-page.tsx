import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { PaymentException } from '../../../domain/api/admin-payment-exceptions';
import { backOfficeMessages } from '../../../domain/back-office/back-office-messages';
import { failureMessage } from '../../api/failure-message';
import { adminPaths } from '../admin-paths';
import type { AdminSession } from '../admin-session';
import { PaymentExceptionCard } from './payment-exception-card';
import { listPaymentExceptions } from './payment-exceptions-api';

const loadFailed = backOfficeMessages.paymentExceptionsLoadFailed;

/** /admin/payments: the open payment exceptions, oldest first; admins match or resolve each. */
export function PaymentExceptionsPage({ session }: { session: AdminSession }) {
  const [exceptions, setExceptions] = useState<PaymentException[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const mayAct = session.operator.role === 'admin';

  const load = useCallback(async () => {
    try {
      setExceptions(await listPaymentExceptions());
      setError(null);
    } catch (failure) {
      setError(failureMessage(failure, { answered: loadFailed, thrown: loadFailed }));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const done = async (message: string) => {
    setResult(message);
    await load();
    // The card acted on is gone: focus returns to the list's heading, where the result is announced.
    heading.current?.focus();
  };

  return (
    <>
      <p>
        <Link href={adminPaths.home}>← Dashboard</Link>
      </p>
      <h2 ref={heading} tabIndex={-1}>
        Payment exceptions
      </h2>
      <p className="desk-result" role="status">
        {result}
      </p>
      {!mayAct && <p>Only an admin can match or resolve a payment exception; you can see them here.</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {exceptions === null && !error && <p>Loading…</p>}
      {exceptions?.length === 0 && <p>No open payment exceptions.</p>}
      {exceptions && exceptions.length > 0 && (
        <ol className="desk-list" aria-label="Open payment exceptions, oldest first">
          {exceptions.map((exception) => (
            <PaymentExceptionCard
              key={`${exception.kind}-${exception.id}`}
              exception={exception}
              mayAct={mayAct}
              onDone={done}
            />
          ))}
        </ol>
      )}
    </>
  );
}
