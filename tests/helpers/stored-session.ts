// A client signed up on a running server (`npm start`'s process, its SMS printed to the console) with
// their profile saved, and their session as the app keeps it on the device (localStorage, under
// sessionStorageKey): for the screenshots and the audit of pages only a signed-in client sees.

import { waitForConsoleCode } from './sms-codes';
import type { RunningServer } from './start-server';

export const sampleClient = {
  name: 'Achieng Otieno',
  id_number: '30123456',
  msisdn: '0712345678',
  email: 'achieng.otieno@mail.com',
};

async function callApi(server: RunningServer, path: string, method: string, body: unknown, token = '') {
  const response = await fetch(`${server.url}/api/home-insurance/users${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.json() as Promise<unknown>;
}

/** Signs up, then saves the profile as its signed-in holder would; returns the stored session's JSON. */
export async function signedUpSession(server: RunningServer): Promise<string> {
  const client = sampleClient;
  const password = 'Kinga#2026';
  const form = {
    ...client,
    password,
    confirm_password: password,
    account_type: 'tenant',
    accept_terms: true,
  };
  // Two steps, as a person signs up: the form sends a code to the phone, the code makes the account.
  await callApi(server, '/signup', 'POST', form);
  const otp = Number(await waitForConsoleCode(server.output, `254${client.msisdn.slice(1)}`, 'signup'));
  const signup = (await callApi(server, '/signup', 'POST', { ...form, otp })) as {
    data: { token: string; user: { id: string; msisdn: string } };
  };
  const { token, user } = signup.data;
  const saved = (await callApi(
    server,
    `/${user.id}`,
    'PUT',
    { ...client, profession: 'Accountant', kra_pin: 'A012345678Z', address: 'P.O. Box 123-00100, Nairobi' },
    token,
  )) as { data: unknown };
  return JSON.stringify({
    is_authenticated: true,
    auth_token: token,
    userDetails: saved.data,
    msisdn: user.msisdn,
  });
}
