import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '../../helpers/render-app';

async function openSideMenu() {
  const user = userEvent.setup();
  renderAppAt('/terms');
  const toggle = await screen.findByRole('button', { name: 'Open menu' });
  await user.click(toggle);
  const menu = await screen.findByRole('dialog');
  return { user, toggle, menu };
}

describe('the mobile side menu', () => {
  it('lists Home, About, Our Products, Terms & Conditions and the contact details', async () => {
    const { menu } = await openSideMenu();
    for (const label of ['Home', 'About', 'Our Products', 'Terms & Conditions']) {
      expect(within(menu).getByRole('link', { name: label })).toBeTruthy();
    }
    expect(menu.textContent).toContain('+254 709 519 870');
    expect(menu.textContent).toContain('hello@kinga-insurance.co.ke');
  });

  it('moves focus inside when it opens and keeps it there while tabbing', async () => {
    const { user, menu } = await openSideMenu();
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 25; step += 1) {
      await user.tab();
      expect(menu.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(menu.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user, toggle } = await openSideMenu();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes after a link is followed and shows that page', async () => {
    const { user, menu } = await openSideMenu();
    const products = [...menu.querySelectorAll('a')].find((link) => link.textContent === 'Our Products');
    if (!products) throw new Error('Our Products link missing');
    await user.click(products);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Products' })).toBeTruthy();
  });
});
