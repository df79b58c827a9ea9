import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, signIn } from '../../../src/client/state/session';
import { sessionUser } from '../../fixtures/session-user';
import { renderAppAt } from '../../helpers/render-app';

beforeEach(() => clearSession());

describe('the /profile guard', () => {
  it('sends a visitor who is not signed in to /login, replacing the history entry', async () => {
    window.history.replaceState(null, '', '/');
    window.history.pushState(null, '', '/terms');
    const entriesBefore = window.history.length;
    renderAppAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    // Replaced, not pushed: Back must not land on /profile and bounce again.
    expect(window.history.length).toBe(entriesBefore);
  });

  it('shows the profile to a signed-in client', async () => {
    signIn({ token: 'tok', user: sessionUser({ name: 'Jane' }) });
    renderAppAt('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(window.location.pathname).toBe('/profile');
  });
});
