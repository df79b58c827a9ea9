// What every product page says around its own content (pages/product-page): the FAQ's heading, the
// coming-soon banner, the quote button. Each page's own texts are in its module beside this one.
import { defineMessages } from '../language/messages';

export const productPageMessages = defineMessages('productPage', {
  faqHeading: { en: 'Frequently Asked Questions', sw: 'Maswali yanayoulizwa mara kwa mara' },
  /** The coming-soon banner's name for screen readers. */
  availability: { en: 'Availability', sw: 'Upatikanaji' },
  /** Before the phone number, after the banner's own words. */
  questionsMeanwhile: { en: 'Questions meanwhile? Call', sw: 'Una swali kwa sasa? Piga' },
  getQuote: { en: 'Get Quote', sw: 'Pata bei' },
  whatItCovers: { en: 'What it covers', sw: 'Inacholipia' },
});
