import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../../src/client/shell/footer';

afterEach(() => {
  vi.useRealTimers();
});

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('the footer', () => {
  it('gives the contact details: phone, e-mail and address', () => {
    render(<Footer />);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(hrefOf(within(contact).getByRole('link', { name: '+254 709 519 870' }))).toBe('tel:+254709519870');
    expect(hrefOf(within(contact).getByRole('link', { name: 'hello@kinga-insurance.co.ke' }))).toBe(
      'mailto:hello@kinga-insurance.co.ke',
    );
    expect(within(contact).getByText('5th Floor, Utalii House, Nairobi CBD')).toBeTruthy();
  });

  it('has quick links to About, the products and the terms', () => {
    render(<Footer />);
    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
    const links = within(quickLinks).getAllByRole('link');
    expect(links.map((link) => [link.textContent, hrefOf(link)])).toEqual([
      ['About us', '/#about'],
      ['Our products', '/products'],
      ['Terms & Conditions', '/terms'],
    ]);
  });

  it('links to the four social pages, each in a new tab', () => {
    render(<Footer />);
    const social = screen.getByRole('region', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.map(hrefOf)).toEqual([
      'https://www.facebook.com/kingainsurance',
      'https://x.com/kingainsurance',
      'https://www.instagram.com/kingainsurance',
      'https://www.linkedin.com/company/kingainsurance',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
  });

  it('shows the map of the office, which opens the full map', () => {
    render(<Footer />);
    const map = screen.getByRole('region', { name: 'Find us' });
    expect(within(map).getByRole('img', { name: /Street plan of Nairobi CBD/ })).toBeTruthy();
    const link = within(map).getByRole('link', { name: /open in map/ });
    expect(hrefOf(link)).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=-1\.2841&mlon=36\.8233/);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('ends with a copyright line for the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T09:00:00+03:00'));
    render(<Footer />);
    expect(screen.getByText('© 2031 Kinga Insurance Agency. All rights reserved.')).toBeTruthy();
  });
});
