import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopBar } from '../../../src/client/shell/top-bar';

describe('the top bar', () => {
  it('gives the phone as a call link, the e-mail as a mail link, and the address', () => {
    render(<TopBar />);
    expect(screen.getByRole('link', { name: '+254 709 519 870' }).getAttribute('href')).toBe(
      'tel:+254709519870',
    );
    expect(screen.getByRole('link', { name: 'hello@kinga-insurance.co.ke' }).getAttribute('href')).toBe(
      'mailto:hello@kinga-insurance.co.ke',
    );
    // The full address is always in the page for screen readers; phones see the short form instead
    // (global.css), which is hidden from screen readers so the address is not read twice.
    const fullAddress = screen.getByText('5th Floor, Utalii House, Nairobi CBD');
    expect(fullAddress.closest('[aria-hidden="true"]')).toBeNull();
    const shortAddress = screen.getByText('Nairobi CBD');
    expect(shortAddress.getAttribute('aria-hidden')).toBe('true');
  });

  it('is a landmark screen readers can jump to', () => {
    render(<TopBar />);
    expect(screen.getByRole('complementary', { name: 'Contact us' })).toBeTruthy();
  });
});
