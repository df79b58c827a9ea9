// The renewal's price for the items on screen, asked of the server (today's rates, the same
// premium function as every quote) a moment after the items stop changing. An answer to an older draft
// is dropped, so the price shown is always the price of what is on screen.
import { useEffect, useRef, useState } from 'react';
import type { RenewalQuote, RenewCoverRequest } from '../../../domain/api/renewals';
import { renewalMessages } from '../../../domain/renewals/renewal-messages';
import { failureMessage } from '../../api/failure-message';
import { quoteRenewal } from '../../api/renewals-api';

export type RenewalQuoteState =
  | { kind: 'waiting' }
  | { kind: 'pricing' }
  | { kind: 'priced'; quote: RenewalQuote; request: RenewCoverRequest }
  | { kind: 'failed'; message: string };

export const QUOTE_DELAY_MS = 400;

/** `request` is null while the draft breaks a rule (nothing to price) or the device is offline. */
export function useRenewalQuote(coverId: string, request: RenewCoverRequest | null): RenewalQuoteState {
  const [state, setState] = useState<RenewalQuoteState>({ kind: 'waiting' });
  const asked = useRef(0);
  const serialised = request ? JSON.stringify(request) : null;

  useEffect(() => {
    asked.current += 1;
    const ticket = asked.current;
    if (serialised === null) {
      setState({ kind: 'waiting' });
      return;
    }
    setState({ kind: 'pricing' });
    const body = JSON.parse(serialised) as RenewCoverRequest;
    const timer = setTimeout(() => {
      quoteRenewal(coverId, body).then(
        (quote) => ticket === asked.current && setState({ kind: 'priced', quote, request: body }),
        (caught: unknown) =>
          ticket === asked.current &&
          setState({
            kind: 'failed',
            message: failureMessage(caught, {
              answered: renewalMessages.failed,
              thrown: renewalMessages.threw,
            }),
          }),
      );
    }, QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [coverId, serialised]);

  return state;
}
