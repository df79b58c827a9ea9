// Point 5 and 8: what the wizard says around quotations and the policy list.
export const quotationMessages = {
  failed: 'Failed to get quotation. Please try again.',
  thrown: 'An error occurred while submitting the quotation. Please try again.',
  saveFailed: 'Failed to submit quotation.',
  saveThrown: 'An error occurred while submitting the quotation.',
  /** For API clients: the wizard always sends one of the two. */
  isOwner: "is_owner must be '1' or '0'",
  noQuotation: 'No quotation data available. Please go back and generate a quote.',
  noProducts: 'No products available for your coverage selection. Please try again or contact support.',
  productsUnreadable: 'Failed to load products from quotation data. Please try again.',
  proceedFailed: 'An error occurred while proceeding. Please try again.',
  selectPolicy: 'Please select a policy to proceed.',
  lookupFailed: 'An error occurred while checking user.',
  lookupInvalid: 'Please enter a valid phone number or email address.',
  foundBy: (how: 'phone' | 'email') => `User found by ${how}!`,
  notFound: 'User does not exist.',
  optionsFound: (count: number) => `Great! We found ${count} insurance option(s) for you.`,
  productNotFoundTitle: 'Product not found',
  productNotFoundBody: 'The product details could not be loaded.',
  noTerms: 'No terms available',
  noBenefitDescription: 'No additional description available.',
  unknownStep: 'Something went wrong!',
} as const;
