// The public site in Kiswahili (issue 28): the home page, a product page, the products page and the
// terms render their texts in Kiswahili when the page's language is Kiswahili, and none of their English.
// The terms' clauses are the exception: binding in English, they stay English under a Kiswahili summary.
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import BelowTheFold from '../../../src/client/pages/home/below-the-fold';
import { HeroCarousel } from '../../../src/client/pages/home/hero-carousel';
import MotorInsurancePage from '../../../src/client/pages/motor-insurance-page';
import ProductsPage from '../../../src/client/pages/products-page';
import TermsPage from '../../../src/client/pages/terms-page';
import { Footer } from '../../../src/client/shell/footer';
import { agency } from '../../../src/domain/business';
import { readInLanguage, setLanguageSource } from '../../../src/domain/language/current-language';
import { homeHeroMessages } from '../../../src/domain/pages/home-hero-messages';
import { homeSectionsMessages } from '../../../src/domain/pages/home-sections-messages';
import { motorMessages } from '../../../src/domain/pages/motor-messages';
import { productPageMessages } from '../../../src/domain/pages/product-page-messages';
import { productsMessages } from '../../../src/domain/pages/products-messages';
import { termsMessages } from '../../../src/domain/pages/terms-messages';
import { shellMessages } from '../../../src/domain/shell-messages';

const sw = <Text,>(read: () => Text) => readInLanguage('sw', read);

beforeEach(() => {
  setLanguageSource(() => 'sw');
});

afterEach(() => {
  setLanguageSource(() => 'en');
});

describe('the public pages in Kiswahili', () => {
  it('shows the home page in Kiswahili', () => {
    render(
      <>
        <HeroCarousel />
        <BelowTheFold />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: sw(() => homeHeroMessages.title) })).toBeTruthy();
    expect(screen.getByRole('heading', { name: sw(() => homeHeroMessages.welcomeTitle) })).toBeTruthy();
    expect(screen.getByRole('heading', { name: sw(() => homeSectionsMessages.aboutUs) })).toBeTruthy();
    expect(screen.getByRole('heading', { name: sw(() => homeSectionsMessages.ourClients) })).toBeTruthy();
    expect(screen.getByText(sw(() => homeSectionsMessages.dailyClients))).toBeTruthy();
    expect(screen.getByRole('button', { name: sw(() => homeHeroMessages.nextSlide) })).toBeTruthy();
    expect(document.body.textContent).toContain(sw(() => shellMessages.workingHours));
    for (const english of ['Insurance made simple', 'About Us', 'Our Partners', 'What you get', 'Next slide'])
      expect(document.body.textContent).not.toContain(english);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('keeps the facts the home page texts write out in step with the agency’s', () => {
    // The texts name the USSD code themselves (no values, for the home page's budget): they must agree.
    for (const language of ['en', 'sw'] as const)
      readInLanguage(language, () => {
        expect(homeHeroMessages.description).toContain(agency.ussdCode);
        expect(homeSectionsMessages.convenienceText).toContain(agency.ussdCode);
      });
  });

  it('shows the motor insurance page in Kiswahili, the products keeping their names', () => {
    render(<MotorInsurancePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: sw(() => shellMessages.motorInsurance) }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: sw(() => motorMessages.coverTypesTitle) })).toBeTruthy();
    expect(screen.getByRole('heading', { name: sw(() => productPageMessages.faqHeading) })).toBeTruthy();
    const buyNow = sw(() => motorMessages.buyNow);
    const buyLinks = screen
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.textContent?.startsWith(buyNow));
    expect(buyLinks).toHaveLength(7);
    expect(screen.getByRole('heading', { name: 'Motor Private' })).toBeTruthy();
    for (const english of ['Cover types', 'Frequently Asked Questions', 'Key benefits', 'Buy Now'])
      expect(document.body.textContent).not.toContain(english);
  });

  it('shows the products page in Kiswahili', () => {
    render(<ProductsPage />);
    expect(screen.getByRole('heading', { level: 1, name: sw(() => shellMessages.ourProducts) })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: sw(() => productsMessages.features) })).toHaveLength(4);
    expect(document.body.textContent).not.toContain('Learn More');
  });

  it('shows the terms with a Kiswahili summary above the clauses, which stay in English', () => {
    render(<TermsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: sw(() => shellMessages.termsAndConditions) }),
    ).toBeTruthy();
    const summary = screen.getByRole('region', { name: sw(() => termsMessages.summaryTitle) });
    expect(within(summary).getByText(sw(() => termsMessages.bindingText))).toBeTruthy();
    const clause = screen.getByRole('heading', { name: 'Kenyan law and courts' });
    expect(clause.closest('ol')?.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { name: sw(() => termsMessages.privacyNotice) })).toBeTruthy();
  });

  it('shows the footer in Kiswahili', () => {
    render(<Footer />);
    expect(screen.getByRole('navigation', { name: sw(() => shellMessages.quickLinks) })).toBeTruthy();
    expect(
      screen.getByText(
        sw(() => shellMessages.allRightsReserved),
        { exact: false },
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('Follow us');
    expect(document.body.textContent).not.toContain('is not an insurer');
  });
});

describe('the terms page in English', () => {
  it('shows no summary: the clauses are the text', () => {
    setLanguageSource(() => 'en');
    render(<TermsPage />);
    expect(screen.queryByRole('region', { name: 'The key points' })).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'Kenyan law and courts' }).closest('ol')?.hasAttribute('lang'),
    ).toBe(false);
  });
});
