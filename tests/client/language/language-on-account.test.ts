// A language switched to while signed in is saved on the account on the next page (issue 28), so the
// holder's SMS, e-mails and documents follow it; a page in the language already saved asks nothing.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { keepLanguageOnAccount } from '../../../src/client/language/language-on-account';
import { clearSession, signIn } from '../../../src/client/state/session';
import { setLanguageSource } from '../../../src/domain/language/current-language';
import { users } from '../../../src/server/db/schema';
import { sessionUser } from '../../fixtures/session-user';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { passwordClient } from '../../helpers/server-signup';

let languageRequests = 0;
const api = serveApiForClientTests({
  beforeListen: (app) =>
    app.addHook('onRequest', async (request) => {
      if (request.url.endsWith('/language')) languageRequests += 1;
    }),
});

afterEach(() => {
  setLanguageSource(() => 'en');
  clearSession();
  localStorage.clear();
});

const accountLanguage = async (id: string) =>
  (await api.database.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]
    ?.language;

describe("the account's language", () => {
  it('is saved from a Kiswahili page once, and not asked again on the next', async () => {
    const { token, user } = await passwordClient(api.app, api.database);
    expect(await accountLanguage(user.id)).toBe('en');
    signIn({ token, user: sessionUser({ id: user.id, msisdn: user.msisdn }) });
    setLanguageSource(() => 'sw');

    keepLanguageOnAccount();
    await expect.poll(() => accountLanguage(user.id), { timeout: 10_000 }).toBe('sw');
    await expect.poll(() => languageRequests).toBe(1);

    keepLanguageOnAccount();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(languageRequests).toBe(1);
  });

  it('asks nothing for a visitor who is not signed in', async () => {
    const before = languageRequests;
    setLanguageSource(() => 'sw');
    keepLanguageOnAccount();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(languageRequests).toBe(before);
  });
});
