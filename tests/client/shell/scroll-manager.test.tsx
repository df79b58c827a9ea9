import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '../../helpers/render-app';

describe('scrolling on navigation', () => {
  it('returns to the top of the page on every route change', async () => {
    const user = userEvent.setup();
    renderAppAt('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
    window.scrollTo(0, 900);
    // The footer's link: the footer loads lazily (shell/main-layout.tsx).
    await user.click(await screen.findByRole('link', { name: 'Our products' }));
    await screen.findByRole('heading', { level: 1, name: 'Our Products' });
    expect(window.scrollY).toBe(0);
  });

  it('scrolls to the About section when About is chosen from another page', async () => {
    const user = userEvent.setup();
    renderAppAt('/terms');
    await user.click(screen.getAllByRole('link', { name: 'About' })[0] as HTMLElement);
    const about = await screen.findByRole('heading', { level: 2, name: 'About Us' });
    await waitFor(() => expect(about.closest('section')?.dataset.scrolledIntoView).toBe('true'));
    expect(window.location.pathname + window.location.hash).toBe('/#about');
  });

  it('scrolls to the About section when already on the home page', async () => {
    const user = userEvent.setup();
    renderAppAt('/');
    const about = await screen.findByRole('heading', { level: 2, name: 'About Us' });
    await user.click(screen.getAllByRole('link', { name: 'About' })[0] as HTMLElement);
    await waitFor(() => expect(about.closest('section')?.dataset.scrolledIntoView).toBe('true'));
    expect(window.location.hash).toBe('#about');
  });
});
