import { Fragment, useId } from 'react';
import type { SavedQuoteLead } from '../../../domain/api/admin-leads';
import { nairobiTime } from '../applications/review-words';
import {
  leadPhoneHref,
  leadPhoneWords,
  leadWords,
  savedQuotePriceWords,
  savedQuoteProductWords,
} from './lead-words';
import { Fact } from './ussd-action-row';

/**
 * An e-mail address that may break after its @ and before each dot: a long one wraps at its parts on a
 * phone ('…nairobi@' / 'example.co.ke') rather than mid-word, and reads and copies as it is.
 */
function EmailWords({ email }: { email: string }) {
  let offset = 0;
  return email.split(/(?=\.)|(?<=@)/).map((part) => {
    const at = offset;
    offset += part.length;
    return (
      <Fragment key={at}>
        {at > 0 && <wbr />}
        {part}
      </Fragment>
    );
  });
}

/**
 * A quote a visitor saved for later with their contact details, a compact card: who, then (before anything
 * else, so nobody chases them) whether their phone has bought a cover since, what they chose and its price,
 * when they saved it, and the phone (as a lead's card dials it) and e-mail to reach them by.
 */
export function SavedQuoteCard({ quote }: { quote: SavedQuoteLead }) {
  const titleId = useId();
  return (
    <li className="desk-card saved-quote" aria-labelledby={titleId}>
      <h4 className="saved-quote__name" id={titleId}>
        {quote.name}
      </h4>
      {quote.bought_since && (
        <p className="saved-quote__bought">
          <strong>{leadWords.boughtSince}</strong>
        </p>
      )}
      <p className="saved-quote__product">{savedQuoteProductWords(quote)}</p>
      <dl className="desk-card__facts">
        <Fact term="Price">{savedQuotePriceWords(quote)}</Fact>
        <Fact term="Saved">
          <time dateTime={quote.saved_at}>{nairobiTime(quote.saved_at)}</time>
        </Fact>
        <Fact term="Phone">
          <a href={leadPhoneHref(quote)}>{leadPhoneWords(quote)}</a>
        </Fact>
        <Fact term="E-mail">
          <a href={`mailto:${quote.email}`}>
            <EmailWords email={quote.email} />
          </a>
        </Fact>
      </dl>
    </li>
  );
}
