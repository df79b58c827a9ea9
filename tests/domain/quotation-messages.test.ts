import { describe, expect, it } from 'vitest';
import { quotationMessages } from '../../src/domain/quotation-messages';

describe('what the wizard says around quotations and policies', () => {
  it('when a quotation cannot be had', () => {
    expect(quotationMessages.failed).toBe('Failed to get quotation. Please try again.');
    expect(quotationMessages.thrown).toBe(
      'An error occurred while submitting the quotation. Please try again.',
    );
    expect(quotationMessages.saveFailed).toBe('Failed to submit quotation.');
    expect(quotationMessages.saveThrown).toBe('An error occurred while submitting the quotation.');
  });

  it('when the policy list cannot be shown', () => {
    expect(quotationMessages.noQuotation).toBe(
      'No quotation data available. Please go back and generate a quote.',
    );
    expect(quotationMessages.noProducts).toBe(
      'No products available for your coverage selection. Please try again or contact support.',
    );
    expect(quotationMessages.productsUnreadable).toBe(
      'Failed to load products from quotation data. Please try again.',
    );
    expect(quotationMessages.proceedFailed).toBe('An error occurred while proceeding. Please try again.');
  });

  it('when no policy has been chosen', () => {
    expect(quotationMessages.selectPolicy).toBe('Please select a policy to proceed.');
  });

  it('counts the options found', () => {
    expect(quotationMessages.optionsFound({ count: 4 })).toBe(
      'Great! We found 4 insurance option(s) for you.',
    );
    expect(quotationMessages.optionsFound({ count: 1 })).toBe(
      'Great! We found 1 insurance option(s) for you.',
    );
  });

  it('says how a returning visitor was recognised', () => {
    expect(quotationMessages.foundBy({ how: 'phone' })).toBe('User found by phone!');
    expect(quotationMessages.foundBy({ how: 'email' })).toBe('User found by email!');
    expect(quotationMessages.notFound).toBe('User does not exist.');
    expect(quotationMessages.lookupFailed).toBe('An error occurred while checking user.');
  });

  it('on the product details page and its popups', () => {
    expect(quotationMessages.productNotFoundTitle).toBe('Product not found');
    expect(quotationMessages.productNotFoundBody).toBe('The product details could not be loaded.');
    expect(quotationMessages.noTerms).toBe('No terms available');
    expect(quotationMessages.noBenefitDescription).toBe('No additional description available.');
  });

  it('on an unknown wizard step', () => {
    expect(quotationMessages.unknownStep).toBe('Something went wrong!');
  });
});
