import { Clock } from 'lucide-react';
import { agency, telLink } from '../../../domain/business';
import { productPageMessages } from '../../../domain/pages/product-page-messages';

/** The banner on products not sold yet (point 1): the spec's words, then how to be served meanwhile. */
export function ComingSoonNotice({ title, children }: { title: string; children: string }) {
  const [phone] = agency.phones;
  return (
    <aside className="coming-soon" aria-label={productPageMessages.availability}>
      <Clock aria-hidden="true" size={24} className="coming-soon__icon" />
      <div>
        <p className="coming-soon__title">{title}</p>
        <p>
          {children} {productPageMessages.questionsMeanwhile} <a href={telLink(phone)}>{phone}</a>.
        </p>
      </div>
    </aside>
  );
}
