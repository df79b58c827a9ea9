// Step 1's 'Next': ask the server for the quotation, or queue the request when there is no connection.
// Its own module, loaded at the visitor's first interaction rather than for the first paint: it brings the
// API client and the failure wording, which a phone need not fetch before the step shows. The outbox queue
// (and IndexedDB's library under it, 31 KB gz) loads only when the request has to wait in it: on a first
// visit over slow data it would otherwise hold the request back behind its own download.
import type { Quotation, QuoteRequestInput } from '../../../domain/api/quotations';
import { quotationMessages } from '../../../domain/quotation-messages';
import { failureMessage } from '../../api/failure-message';
import { isUnreachable } from '../../api/http';
import { requestQuotation } from '../../api/quotations-api';

export type QuotationAnswer =
  | { kind: 'quoted'; quotation: Quotation }
  | { kind: 'queued' }
  | { kind: 'failed'; message: string };

function queueQuoteRequest(body: QuoteRequestInput, key: string): Promise<void> {
  return import('../../outbox/queue-quote').then((outbox) => outbox.queueQuoteRequest(body, key));
}

export async function askForQuotation(body: QuoteRequestInput, key: string): Promise<QuotationAnswer> {
  try {
    // With no connection the request waits in the outbox under the same key (ARCHITECTURE.md, Client).
    if (!navigator.onLine) {
      await queueQuoteRequest(body, key);
      return { kind: 'queued' };
    }
    return { kind: 'quoted', quotation: await requestQuotation(body, key) };
  } catch (error) {
    // No answer (patchy data, Wi-Fi without internet): queued too, unless the device cannot store it.
    const queued =
      isUnreachable(error) &&
      (await queueQuoteRequest(body, key).then(
        () => true,
        () => false,
      ));
    if (queued) return { kind: 'queued' };
    return {
      kind: 'failed',
      message: failureMessage(error, {
        answered: quotationMessages.failed,
        thrown: quotationMessages.thrown,
      }),
    };
  }
}
