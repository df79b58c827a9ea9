// A client signed up through the API, with the session as the app stores it (as scripts/screenshot.ts
// does), for browser journeys that start signed in.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { sessionStorageKey } from '../../src/client/state/session-storage';
import { signupBody } from './server-signup';
import { waitForConsoleCode } from './sms-codes';
import type { RunningServer } from './start-server';

export interface SignedUpClient {
  /** The stored session, as JSON. */
  session: string;
  token: string;
  userId: string;
}

/**
 * Signs up on a running server as a person does: the form's body, then the code its console SMS driver
 * printed, then the session as the app stores it.
 */
export async function signUpThroughApi(
  server: Pick<RunningServer, 'url' | 'output'>,
): Promise<SignedUpClient> {
  const body = signupBody();
  const post = (payload: object) =>
    fetch(`${server.url}/api/home-insurance/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  expect((await post(body)).status).toBe(202);
  const msisdn = `254${body.msisdn.slice(1)}`;
  const code = await waitForConsoleCode(server.output, msisdn, 'signup');
  const response = await post({ ...body, otp: Number(code) });
  expect(response.status).toBe(200);
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
