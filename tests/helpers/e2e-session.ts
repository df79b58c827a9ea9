// A client signed up through the API, with the session as the app stores it (as scripts/screenshot.ts
// does), for browser journeys that start signed in.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { sessionStorageKey } from '../../src/client/state/session-storage';
import { signupBody } from './server-signup';

export interface SignedUpClient {
  /** The stored session, as JSON. */
  session: string;
  token: string;
  userId: string;
}

export async function signUpThroughApi(serverUrl: string): Promise<SignedUpClient> {
  const response = await fetch(`${serverUrl}/api/home-insurance/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signupBody()),
  });
  expect(response.status).toBeLessThan(300);
  const { data } = (await response.json()) as {
    data: { token: string; user: { id: string; msisdn: string } & Record<string, unknown> };
  };
  const session = JSON.stringify({
    is_authenticated: true,
    auth_token: data.token,
    userDetails: data.user,
    msisdn: data.user.msisdn,
  });
  return { session, token: data.token, userId: data.user.id };
}

/** Every document the page opens starts with this session stored. */
export async function storeSessionOnOpen(page: Page, session: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    sessionStorageKey,
    session,
  ] as const);
}
