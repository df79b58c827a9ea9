import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '../../helpers/render-app';

const pageTitled = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the sign-in pages (placeholders until the client portal)', () => {
  it('link /login to Create Account and Forgot password?, and each of those back to /login', async () => {
    const user = userEvent.setup();
    renderAppAt('/login');
    await pageTitled('Welcome Back');

    await user.click(screen.getByRole('link', { name: 'Create Account' }));
    await pageTitled('Create Account');
    expect(window.location.pathname).toBe('/signup');

    await user.click(screen.getByRole('link', { name: 'Log In' }));
    await pageTitled('Welcome Back');
    expect(window.location.pathname).toBe('/login');

    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await pageTitled('Forgot Password');
    expect(window.location.pathname).toBe('/forgotPassword');

    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    await pageTitled('Welcome Back');
    expect(window.location.pathname).toBe('/login');
  });
});
