import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '../../helpers/render-app';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('the navbar', () => {
  it('changes style once the page is scrolled past 50 px, and back', async () => {
    renderAppAt('/');
    const header = await screen.findByRole('banner');
    expect(header.dataset.scrolled).toBe('false');
    await act(async () => scrollTo(51));
    await waitFor(() => expect(header.dataset.scrolled).toBe('true'));
    await act(async () => scrollTo(50));
    await waitFor(() => expect(header.dataset.scrolled).toBe('false'));
  });

  it('opens the Products dropdown with the four product pages, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderAppAt('/');
    const toggle = screen.getByRole('button', { name: 'Products' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    for (const label of ['Motor Insurance', 'Home Insurance', 'Travel Insurance', 'Personal Accident']) {
      expect(screen.getByRole('link', { name: label })).toBeTruthy();
    }
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('follows a dropdown link to its page and closes', async () => {
    const user = userEvent.setup();
    renderAppAt('/');
    await user.click(screen.getByRole('button', { name: 'Products' }));
    await user.click(screen.getByRole('link', { name: 'Motor Insurance' }));
    expect(window.location.pathname).toBe('/products/motor-insurance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Motor Insurance' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Products' }).getAttribute('aria-expanded')).toBe('false');
  });
});
