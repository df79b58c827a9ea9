// The M-Pesa part of the configuration: the callback URL Daraja is given must be one it will call.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import {
  SIMULATOR_CALLBACK_TOKEN,
  SIMULATOR_CONSUMER_KEY,
  SIMULATOR_CONSUMER_SECRET,
} from '../../src/server/config-mpesa';
import { underwriterPaybillShortcodes } from '../../src/server/db/catalogue/catalogue-data';
import { filteredWordIn } from '../../src/server/integrations/mpesa/daraja-callback-url';

function configErrorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('the callback URL Daraja is given', () => {
  it('refuses at start-up, in one line, a callback base containing a word Daraja filters', () => {
    const message = configErrorOf({ MPESA_CALLBACK_BASE_URL: 'https://mpesa.kinga.example' });
    expect(message).toBe(
      'Invalid configuration: MPESA_CALLBACK_BASE_URL contains "mpesa", a word Daraja filters from callback URLs; use another host or path',
    );
  });

  it('refuses a callback token containing a filtered word, without printing the token', () => {
    const token = 'Abcdefghijklmnop_EXEC_qrstuvwxyz';
    const message = configErrorOf({ MPESA_CALLBACK_TOKEN: token });
    expect(message).toContain('MPESA_CALLBACK_TOKEN contains "exe", a word Daraja filters');
    expect(message).not.toContain(token);
    expect(message).not.toContain('\n');
  });

  it('takes a token of up to 256 characters and refuses a longer one without printing it', () => {
    expect(loadConfig({ MPESA_CALLBACK_TOKEN: 'a'.repeat(256) }).mpesa.callbackToken).toHaveLength(256);
    const message = configErrorOf({ MPESA_CALLBACK_TOKEN: 'a'.repeat(257) });
    expect(message).toContain(
      'MPESA_CALLBACK_TOKEN must be at least 24 letters, digits, - or _ (at most 256)',
    );
    expect(message).toContain('got 257 characters');
  });

  it('draws a random token that never contains a filtered word', () => {
    for (let draw = 0; draw < 300; draw += 1) {
      expect(filteredWordIn(loadConfig({}).mpesa.callbackToken)).toBeNull();
    }
  });
});

describe('each underwriter’s paybill (premiums go to the underwriter)', () => {
  const daraja = {
    MPESA_MODE: 'daraja',
    MPESA_BASE_URL: 'https://api.safaricom.co.ke',
    MPESA_CONSUMER_KEY: 'consumer-key',
    MPESA_CONSUMER_SECRET: 'consumer-secret-value',
    MPESA_CALLBACK_BASE_URL: 'https://kinga.example',
    MPESA_CALLBACK_TOKEN: 'c'.repeat(32),
  };
  const passkeys = {
    MPESA_PASSKEY_SIMBA: 'simba-secret-passkey-0001',
    MPESA_PASSKEY_BAOBAB: 'baobab-secret-passkey-0002',
    MPESA_PASSKEY_MLIMA: 'mlima-secret-passkey-0003',
    MPESA_PASSKEY_PWANI: 'pwani-secret-passkey-0004',
  };

  it('pairs the catalogue’s shortcode with the passkey of MPESA_PASSKEY_<UNDERWRITER>', () => {
    const { paybills } = loadConfig({ ...daraja, ...passkeys }).mpesa;
    expect(paybills.simba).toEqual({
      shortcode: underwriterPaybillShortcodes.simba,
      passkey: 'simba-secret-passkey-0001',
    });
    expect(paybills.pwani?.shortcode).toBe(underwriterPaybillShortcodes.pwani);
    expect(new Set(Object.values(paybills).map((paybill) => paybill.shortcode)).size).toBe(4);
  });

  it('names a missing passkey in daraja mode, in one line', () => {
    const { MPESA_PASSKEY_MLIMA: _mlima, ...three } = passkeys;
    expect(configErrorOf({ ...daraja, ...three })).toBe(
      'Invalid configuration: MPESA_PASSKEY_MLIMA must be set when MPESA_MODE=daraja (it is missing)',
    );
  });

  it('refuses a short passkey without printing it', () => {
    const message = configErrorOf({ ...daraja, ...passkeys, MPESA_PASSKEY_BAOBAB: 'short-key' });
    expect(message).toContain('MPESA_PASSKEY_BAOBAB must be at least 16 characters (value hidden)');
    expect(message).not.toContain('short-key');
  });

  it('refuses the old single MPESA_SHORTCODE / MPESA_PASSKEY: one paybill for every premium is what s.156 forbids', () => {
    const message = configErrorOf({
      ...daraja,
      ...passkeys,
      MPESA_SHORTCODE: '600123',
      MPESA_PASSKEY: 'agency-passkey-000000',
    });
    expect(message).toContain('MPESA_SHORTCODE and MPESA_PASSKEY are no longer read');
    expect(message).not.toContain('agency-passkey-000000');
  });

  it('takes a paybill’s Transaction Status operator from MPESA_INITIATOR_ and MPESA_SECURITY_CREDENTIAL_<UNDERWRITER>, both or neither', () => {
    const operator = {
      MPESA_INITIATOR_SIMBA: 'simba-api-operator',
      MPESA_SECURITY_CREDENTIAL_SIMBA: 'c2ltYmEtZW5jcnlwdGVkLXBhc3N3b3Jk',
    };
    const { paybills } = loadConfig({ ...daraja, ...passkeys, ...operator }).mpesa;
    expect(paybills.simba?.initiator).toEqual({
      name: 'simba-api-operator',
      securityCredential: 'c2ltYmEtZW5jcnlwdGVkLXBhc3N3b3Jk',
    });
    // Without one, a lost callback's receipt number is not asked for: the documents keep "to follow".
    expect(paybills.pwani?.initiator).toBeUndefined();
    const message = configErrorOf({
      ...daraja,
      ...passkeys,
      MPESA_SECURITY_CREDENTIAL_SIMBA: operator.MPESA_SECURITY_CREDENTIAL_SIMBA,
    });
    expect(message).toContain(
      'MPESA_INITIATOR_SIMBA and MPESA_SECURITY_CREDENTIAL_SIMBA must be set together (value hidden)',
    );
    expect(message).not.toContain(operator.MPESA_SECURITY_CREDENTIAL_SIMBA);
  });

  it('uses the sandbox’s public passkey for every underwriter locally (simulator mode)', () => {
    const { paybills } = loadConfig({}).mpesa;
    for (const paybill of Object.values(paybills)) {
      expect(paybill.passkey).toBe('bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919');
    }
  });
});

describe('a simulator running as its own process (npm run simulator)', () => {
  it('is used at MPESA_SIMULATOR_URL with the development pair both sides share by default', () => {
    const { mpesa } = loadConfig({ MPESA_SIMULATOR_URL: 'http://127.0.0.1:8089' });
    expect(mpesa.mode).toBe('simulator');
    expect(mpesa.simulator.url).toBe('http://127.0.0.1:8089');
    expect(mpesa.credentials).toEqual({
      baseUrl: 'http://127.0.0.1:8089',
      consumerKey: SIMULATOR_CONSUMER_KEY,
      consumerSecret: SIMULATOR_CONSUMER_SECRET,
    });
  });

  // A callback for one instance's prompt may land on another instance behind the load
  // balancer, or on this one after a restart; each drawing its own random token refused it (404).
  it('gives every process the same callback token by default, so any instance or a later start accepts its callbacks', () => {
    const env = { MPESA_SIMULATOR_URL: 'http://127.0.0.1:8089' };
    const token = loadConfig(env).mpesa.callbackToken;
    expect(loadConfig(env).mpesa.callbackToken).toBe(token);
    expect(token).toBe(SIMULATOR_CALLBACK_TOKEN);
    expect(filteredWordIn(token)).toBeNull();
  });

  it('requires its own MPESA_CALLBACK_TOKEN with MPESA_SIMULATOR_URL when NODE_ENV=production', () => {
    const staging = {
      NODE_ENV: 'production',
      ALLOW_SIMULATED_INTEGRATIONS: 'true',
      OTP_SECRET: 'o'.repeat(32),
      MPESA_SIMULATOR_URL: 'http://127.0.0.1:8089',
    };
    expect(configErrorOf(staging)).toBe(
      'Invalid configuration: MPESA_CALLBACK_TOKEN must be set with MPESA_SIMULATOR_URL when NODE_ENV=production (the same on every instance; the public development token is not taken there; it is missing)',
    );
    const token = 't'.repeat(24);
    expect(loadConfig({ ...staging, MPESA_CALLBACK_TOKEN: token }).mpesa.callbackToken).toBe(token);
  });

  it('keeps a fresh random pair for the simulator inside the process', () => {
    const first = loadConfig({}).mpesa.credentials;
    expect(first.consumerKey).not.toBe(SIMULATOR_CONSUMER_KEY);
    expect(first.consumerKey).not.toBe(loadConfig({}).mpesa.credentials.consumerKey);
    // Nothing outside this process calls it back, so its callback token stays random per start too.
    expect(loadConfig({}).mpesa.callbackToken).not.toBe(loadConfig({}).mpesa.callbackToken);
  });

  it('lets the simulator call back over plain http on this machine only', () => {
    const local = loadConfig({ MPESA_CALLBACK_BASE_URL: 'http://127.0.0.1:9000' });
    expect(local.mpesa.callbackBaseUrl).toBe('http://127.0.0.1:9000');
    expect(configErrorOf({ MPESA_CALLBACK_BASE_URL: 'http://kinga.example' })).toBe(
      'Invalid configuration: MPESA_CALLBACK_BASE_URL must be an https:// URL Safaricom can reach (got "http://kinga.example")',
    );
  });

  it('refuses a plain-http callback base in daraja mode, loopback or not', () => {
    const message = configErrorOf({
      MPESA_MODE: 'daraja',
      MPESA_BASE_URL: 'https://api.safaricom.co.ke',
      MPESA_CONSUMER_KEY: 'consumer-key',
      MPESA_CONSUMER_SECRET: 'consumer-secret-value',
      MPESA_CALLBACK_BASE_URL: 'http://127.0.0.1:9000',
      MPESA_CALLBACK_TOKEN: 'c'.repeat(32),
      MPESA_PASSKEY_SIMBA: 'simba-secret-passkey-0001',
      MPESA_PASSKEY_BAOBAB: 'baobab-secret-passkey-0002',
      MPESA_PASSKEY_MLIMA: 'mlima-secret-passkey-0003',
      MPESA_PASSKEY_PWANI: 'pwani-secret-passkey-0004',
    });
    expect(message).toBe(
      'Invalid configuration: MPESA_CALLBACK_BASE_URL must be an https:// URL Safaricom can reach',
    );
  });
});
