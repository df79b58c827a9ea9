import { useEffect, useState } from 'react';
import type { CatalogueProduct } from '../../../domain/api/catalogue';
import { QuotationSchema, QuoteRequestSchema } from '../../../domain/api/quotations';
import { formatShillings } from '../../../domain/money';
import { canCancel } from '../../../domain/outbox';
import { indicativePremiumRange, outboxMessages } from '../../../domain/outbox-indicative-quote';
import { readCatalogueSnapshot } from '../../offline/catalogue-snapshot-store';
import type { OutboxRecord } from '../../offline/outbox-store';
import { cancelOutboxItem, takeDeliveredItem } from '../../offline/outbox-store';
import { announceDelivery } from '../../outbox/announce-delivery';
import { emitOutboxEvent } from '../../outbox/outbox-events';
import { quoteRequestOf } from '../state/quote-request';
import { storeQuotation, wizardSnapshot } from '../state/wizard-store';

/**
 * A delivered quotation replaces the indicative one, but only while the wizard still holds the answers it
 * prices: answers changed since have their own quotation to come. Taken from storage in one transaction,
 * so however many renders or tabs see it, it is stored and announced once.
 */
async function takeDelivered(id: string): Promise<void> {
  const item = await takeDeliveredItem(id);
  if (!item) return;
  const quotation = QuotationSchema.safeParse(item.result);
  const current = JSON.stringify(quoteRequestOf(wizardSnapshot()));
  if (quotation.success && JSON.stringify(item.body) === current) {
    storeQuotation(quotation.data);
    void announceDelivery(outboxMessages.quotesArrived);
  }
  emitOutboxEvent({ type: 'changed' });
}

function IndicativePremium({ body, catalogue }: { body: unknown; catalogue: CatalogueProduct[] }) {
  const request = QuoteRequestSchema.safeParse(body);
  const range = request.success ? indicativePremiumRange(request.data, catalogue) : null;
  if (!range) return null;
  const amount =
    range.lowest === range.highest
      ? formatShillings(range.lowest)
      : `${formatShillings(range.lowest)} – ${formatShillings(range.highest)}`;
  return (
    <div className="queued-quote__indicative">
      <p>
        <strong>{outboxMessages.indicativeLabel}:</strong> <span data-indicative-premium>{amount}</span>{' '}
        {outboxMessages.perYear}
      </p>
      <p className="form-note">{outboxMessages.indicativeNote}</p>
    </div>
  );
}

/** Quote requests waiting for the network, their indicative premium, and a way to cancel each. */
export default function QueuedQuoteList({ items }: { items: OutboxRecord[] }) {
  const [catalogue, setCatalogue] = useState<CatalogueProduct[]>([]);

  // Read again when a request is queued: the snapshot saved as the wizard opened may be newer than mount.
  const queuedCount = items.length;
  useEffect(() => {
    if (queuedCount === 0) return;
    void readCatalogueSnapshot()
      .then(setCatalogue)
      .catch(() => {});
  }, [queuedCount]);

  useEffect(() => {
    for (const item of items) if (item.status === 'done') void takeDelivered(item.id);
  }, [items]);

  const waiting = items.filter((item) => item.status !== 'done');
  if (waiting.length === 0) return null;
  const offline = waiting.some((item) => item.status !== 'failed');
  return (
    <section className="summary-card queued-quotes" aria-labelledby="queued-quotes-heading">
      {offline && (
        <p className="queued-quotes__offline" role="status">
          {outboxMessages.offlineQueued}
        </p>
      )}
      <h2 id="queued-quotes-heading">{outboxMessages.waitingToSend}</h2>
      <ul className="summary-card__items">
        {waiting.map((item) => (
          <li key={item.id}>
            <strong>{outboxMessages.quotationRequest}</strong>
            <IndicativePremium body={item.body} catalogue={catalogue} />
            {item.status === 'failed' && item.error && (
              <p className="form-error" role="alert">
                {item.error}
              </p>
            )}
            {canCancel(item) && (
              <button
                type="button"
                className="button button--link"
                aria-label={outboxMessages.cancelRequest}
                onClick={() =>
                  void cancelOutboxItem(item.id).then(() => emitOutboxEvent({ type: 'changed' }))
                }
              >
                {outboxMessages.cancel}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
