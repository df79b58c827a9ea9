import { lazy, Suspense } from 'react';
import { useOutboxItems } from '../../outbox/use-outbox-items';

// The list reads queued bodies against the contract (zod): loaded only once something is queued.
const QueuedQuoteList = lazy(() => import('./queued-quote-list'));

/** Quote requests waiting for the network (nothing at all when none is). */
export function QueuedQuotes() {
  const items = useOutboxItems('quote');
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <QueuedQuoteList items={items} />
    </Suspense>
  );
}
