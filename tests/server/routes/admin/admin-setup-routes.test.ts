// The set-up link: password → TOTP enrolment → first code → recovery codes; the link works once
// and for a day; set-up is audited with no secret in the log.
import { describe, expect, it } from 'vitest';
import {
  AdminSetupConfirmResponseSchema,
  AdminSetupResponseSchema,
} from '../../../../src/domain/api/admin-operators';
import { setupTestApp } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import {
  commandLineOperators,
  operatorPassword,
  tokenOf,
  totpCode,
  uniqueOperatorEmail,
} from '../../../helpers/server-operators';

const clock = testClock();
const context = setupTestApp({ clock });

async function addedOperator() {
  const email = uniqueOperatorEmail('agent');
  const added = await commandLineOperators(context.database, clock).accounts.add({
    name: 'Wanjiru Agent',
    email,
    role: 'agent',
  });
  return { email, token: tokenOf(added.setupPath), setupPath: added.setupPath };
}

const post = (url: string, payload: Record<string, unknown>) =>
  context.app.inject({ method: 'POST', url, payload });

describe('operator set-up', () => {
  it('prints a one-time set-up link under /admin/setup', async () => {
    const { setupPath, token } = await addedOperator();
    expect(setupPath).toMatch(/^\/admin\/setup\?token=[A-Za-z0-9_-]{43}$/);
    expect(token).toHaveLength(43);
  });

  it('sets the password, enrols TOTP, and the first code returns 10 recovery codes', async () => {
    const { email, token } = await addedOperator();
    const begun = await post('/api/admin/setup', { token, password: operatorPassword });
    expect(begun.statusCode, begun.body).toBe(200);
    const enrolment = AdminSetupResponseSchema.parse(begun.json());
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauth_uri).toContain('otpauth://totp/');
    expect(enrolment.otpauth_uri).toContain(`secret=${enrolment.secret}`);
    expect(decodeURIComponent(enrolment.otpauth_uri)).toContain(email);

    const confirmed = await post('/api/admin/setup/confirm', {
      token,
      code: totpCode(enrolment.secret, clock.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recovery_codes } = AdminSetupConfirmResponseSchema.parse(confirmed.json());
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    expect(recovery_codes[0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  });

  it('refuses a wrong first code and keeps the link usable', async () => {
    const { token } = await addedOperator();
    const { secret } = AdminSetupResponseSchema.parse(
      (await post('/api/admin/setup', { token, password: operatorPassword })).json(),
    );
    const wrong = await post('/api/admin/setup/confirm', {
      token,
      code: '000000' === totpCode(secret, clock.now()) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      status: false,
      code: 'code_incorrect',
      message: 'That code is not right. Enter the current code from your authenticator app.',
    });
    expect(
      (await post('/api/admin/setup/confirm', { token, code: totpCode(secret, clock.now()) })).statusCode,
    ).toBe(200);
  });

  it('the link works once', async () => {
    const { token } = await addedOperator();
    const { secret } = AdminSetupResponseSchema.parse(
      (await post('/api/admin/setup', { token, password: operatorPassword })).json(),
    );
    expect(
      (await post('/api/admin/setup/confirm', { token, code: totpCode(secret, clock.now()) })).statusCode,
    ).toBe(200);
    const again = await post('/api/admin/setup', { token, password: operatorPassword });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'setup_link_invalid' });
  });

  it('the link expires after 24 hours', async () => {
    const { token } = await addedOperator();
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    const late = await post('/api/admin/setup', { token, password: operatorPassword });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'setup_link_invalid' });
  });

  it('holds the password to the clients’ rules', async () => {
    const { token } = await addedOperator();
    const weak = await post('/api/admin/setup', { token, password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ status: false });
  });
});
