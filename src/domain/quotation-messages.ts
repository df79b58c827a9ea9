// Point 5 and 8: what the wizard says around quotations and the policy list.
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';

export const quotationMessages = defineMessages('quotation', {
  failed: {
    en: 'Failed to get quotation. Please try again.',
    sw: 'Imeshindwa kupata makadirio ya bei. Tafadhali jaribu tena.',
  },
  thrown: {
    en: 'An error occurred while submitting the quotation. Please try again.',
    sw: 'Hitilafu imetokea wakati wa kutuma makadirio ya bei. Tafadhali jaribu tena.',
  },
  saveFailed: { en: 'Failed to submit quotation.', sw: 'Imeshindwa kutuma makadirio ya bei.' },
  saveThrown: {
    en: 'An error occurred while submitting the quotation.',
    sw: 'Hitilafu imetokea wakati wa kutuma makadirio ya bei.',
  },
  /** For API clients: the wizard always sends one of the two. */
  isOwner: { en: "is_owner must be '1' or '0'", sw: "is_owner lazima iwe '1' au '0'" },
  noQuotation: {
    en: 'No quotation data available. Please go back and generate a quote.',
    sw: 'Hakuna makadirio ya bei. Tafadhali rudi nyuma upate makadirio.',
  },
  productNotQuoted: {
    en: 'This product is not part of the quotation. Please choose a quoted product.',
    sw: 'Bima hii haimo kwenye makadirio. Tafadhali chagua bima iliyokadiriwa.',
  },
  noProducts: {
    en: 'No products available for your coverage selection. Please try again or contact support.',
    sw: 'Hakuna bima inayolingana na ulichochagua. Tafadhali jaribu tena au wasiliana nasi.',
  },
  productsUnreadable: {
    en: 'Failed to load products from quotation data. Please try again.',
    sw: 'Imeshindwa kufungua bima za makadirio. Tafadhali jaribu tena.',
  },
  proceedFailed: {
    en: 'An error occurred while proceeding. Please try again.',
    sw: 'Hitilafu imetokea wakati wa kuendelea. Tafadhali jaribu tena.',
  },
  selectPolicy: {
    en: 'Please select a policy to proceed.',
    sw: 'Tafadhali chagua sera ya bima ili kuendelea.',
  },
  lookupFailed: {
    en: 'An error occurred while checking user.',
    sw: 'Hitilafu imetokea wakati wa kumtafuta mtumiaji.',
  },
  lookupInvalid: {
    en: 'Please enter a valid phone number or email address.',
    sw: 'Tafadhali weka namba sahihi ya simu au anwani sahihi ya barua pepe.',
  },
  foundBy: withValues<{ how: 'phone' | 'email' }>({
    en: 'User found by {how, select, phone {phone} other {email}}!',
    sw: 'Mtumiaji amepatikana kwa {how, select, phone {namba ya simu} other {barua pepe}}!',
  }),
  notFound: { en: 'User does not exist.', sw: 'Mtumiaji hayupo.' },
  // The spec quotes the English with its "(s)"; the Kiswahili takes the count's own plural form.
  optionsFound: withValues<{ count: number }>({
    en: 'Great! We found {count} insurance option(s) for you.',
    sw: 'Safi! Tumekupatia {count, plural, one {chaguo # la bima} other {machaguo # ya bima}}.',
  }),
  productNotFoundTitle: { en: 'Product not found', sw: 'Bima haikupatikana' },
  productNotFoundBody: {
    en: 'The product details could not be loaded.',
    sw: 'Maelezo ya bima hii hayakuweza kufunguka.',
  },
  noTerms: { en: 'No terms available', sw: 'Hakuna masharti' },
  noBenefitDescription: {
    en: 'No additional description available.',
    sw: 'Hakuna maelezo zaidi.',
  },
  unknownStep: { en: 'Something went wrong!', sw: 'Kuna tatizo limetokea!' },
});
