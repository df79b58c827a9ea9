import { ChevronDown } from 'lucide-react';
import { productPageMessages } from '../../../domain/pages/product-page-messages';
import { ContentSection } from './content-section';

export interface Faq {
  question: string;
  answer: string;
}

/**
 * Frequently asked questions as native disclosures: keyboard and screen-reader support come from the
 * browser, with no script. The first answer is open so the section never looks empty.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <ContentSection id="faq-heading" title={productPageMessages.faqHeading}>
      <div className="faq-list">
        {faqs.map((faq, index) => (
          <details key={faq.question} className="faq" open={index === 0}>
            <summary>
              <span>{faq.question}</span>
              <ChevronDown aria-hidden="true" size={20} className="faq__chevron" />
            </summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </ContentSection>
  );
}
