import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_USSD_TOKEN, loadConfig } from '../../src/server/config';

function configErrorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('runs with no variables set: port 8080 on this computer only (127.0.0.1), PGlite under ./data', () => {
    const config = loadConfig({}, '/srv/kinga');
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/kinga/data',
      database: { driver: 'pglite', storage: 'disk', dir: '/srv/kinga/data/pglite' },
      logLevel: 'info',
      clientBuild: 'auto',
      nodeEnv: 'development',
      otpSecret: expect.stringMatching(/^.{32,}$/),
      sms: { provider: 'console' },
      trustProxy: false,
      mpesa: {
        mode: 'simulator',
        credentials: expect.objectContaining({ baseUrl: '' }),
        paybills: expect.objectContaining({
          simba: expect.objectContaining({ shortcode: expect.any(String) }),
        }),
        callbackBaseUrl: null,
        callbackToken: expect.stringMatching(/^[A-Za-z0-9_-]{24,}$/),
        simulator: { delayMs: 3000, duplicateCallbacks: false, url: null },
        maxAmount: 250_000,
        c2bVersion: 'v2',
      },
      mail: { driver: 'file', dir: '/srv/kinga/data/mail', from: expect.any(String) },
      storage: { driver: 'local', root: '/srv/kinga/data/documents' },
      reconcileEveryMs: 30_000,
      passwordCostLog2: 15,
      claimAgentApprovalLimit: 100_000,
      apiDocs: true,
      ussdCallbackToken: DEVELOPMENT_USSD_TOKEN,
    });
  });

  it('opens the USSD channel in production only under USSD_CALLBACK_TOKEN, which it never prints', () => {
    const production = {
      NODE_ENV: 'production',
      ALLOW_SIMULATED_INTEGRATIONS: 'true',
      OTP_SECRET: 'x'.repeat(40),
    };
    expect(loadConfig(production).ussdCallbackToken).toBeNull();
    const token = 'at-ussd-0123456789abcdefghij';
    expect(loadConfig({ ...production, USSD_CALLBACK_TOKEN: token }).ussdCallbackToken).toBe(token);
    const short = () => loadConfig({ USSD_CALLBACK_TOKEN: 'short-secret' });
    expect(short).toThrow(
      /USSD_CALLBACK_TOKEN must be 24 to 128 letters, digits, - or _ \(got 12 characters\)/,
    );
    expect(short).not.toThrow(/short-secret/);
  });

  it('takes a cheaper password hash only for tests, and never a cost out of bounds', () => {
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordCostLog2).toBe(10);
    expect(loadConfig({ PASSWORD_HASH_COST: '16' }).passwordCostLog2).toBe(16);
    expect(configErrorOf({ PASSWORD_HASH_COST: '10' })).toBe(
      'Invalid configuration: PASSWORD_HASH_COST below 15 is only for tests (NODE_ENV=test); unset it (got "10")',
    );
    expect(configErrorOf({ NODE_ENV: 'test', PASSWORD_HASH_COST: '9' })).toBe(
      'Invalid configuration: PASSWORD_HASH_COST must be a whole number from 10 to 20 (got "9")',
    );
  });

  it('takes how often the payment reconciler runs, within bounds', () => {
    expect(loadConfig({ RECONCILE_EVERY_MS: '500' }).reconcileEveryMs).toBe(500);
    expect(() => loadConfig({ RECONCILE_EVERY_MS: '50' })).toThrow(
      'Invalid configuration: RECONCILE_EVERY_MS must be a whole number of milliseconds from 100 to 3600000 (got "50")',
    );
  });

  it('lets an agent approve KSh 100,000 of a claim alone unless told another whole number of shillings', () => {
    expect(loadConfig({}).claimAgentApprovalLimit).toBe(100_000);
    expect(loadConfig({ CLAIM_AGENT_APPROVAL_LIMIT: '250000' }).claimAgentApprovalLimit).toBe(250_000);
    expect(loadConfig({ CLAIM_AGENT_APPROVAL_LIMIT: '0' }).claimAgentApprovalLimit).toBe(0);
    for (const value of ['100,000', '-1', '1e6', '1000000001']) {
      expect(configErrorOf({ CLAIM_AGENT_APPROVAL_LIMIT: value })).toBe(
        `Invalid configuration: CLAIM_AGENT_APPROVAL_LIMIT must be a whole number of shillings from 0 to 1000000000 (got ${JSON.stringify(value)})`,
      );
    }
  });

  it('takes every variable it knows', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/kinga',
      LOG_LEVEL: 'warn',
      CLIENT_BUILD: 'skip',
      NODE_ENV: 'production',
      OTP_SECRET: 's'.repeat(40),
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_USERNAME: 'kinga',
      AFRICASTALKING_API_KEY: 'at-api-key',
      AFRICASTALKING_SENDER_ID: 'KINGA',
      TRUST_PROXY: '2',
      ALLOW_SIMULATED_INTEGRATIONS: 'true',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      dataDir: '/var/lib/kinga',
      database: { driver: 'pglite', storage: 'disk', dir: '/var/lib/kinga/pglite' },
      logLevel: 'warn',
      clientBuild: 'skip',
      nodeEnv: 'production',
      otpSecret: 's'.repeat(40),
      sms: {
        provider: 'africastalking',
        username: 'kinga',
        apiKey: 'at-api-key',
        senderId: 'KINGA',
        baseUrl: 'https://api.africastalking.com',
      },
      trustProxy: 2,
    });
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'state' }, '/srv/kinga').dataDir).toBe(resolve('/srv/kinga', 'state'));
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });

  it.each(['postgres://app:secret@db:5432/kinga', 'postgresql://db/kinga'])(
    'switches to node-postgres when DATABASE_URL is %s',
    (url) => {
      expect(loadConfig({ DATABASE_URL: url, DATA_DIR: '/x' }).database).toEqual({ driver: 'postgres', url });
    },
  );

  it.each([
    ['abc', 'PORT must be an integer from 0 to 65535 (got "abc")'],
    ['65536', 'PORT must be an integer from 0 to 65535 (got "65536")'],
    ['-1', 'PORT must be an integer from 0 to 65535 (got "-1")'],
    ['80.5', 'PORT must be an integer from 0 to 65535 (got "80.5")'],
  ])('rejects PORT=%s in one line', (port, problem) => {
    expect(configErrorOf({ PORT: port })).toBe(`Invalid configuration: ${problem}`);
  });

  it('rejects an unknown LOG_LEVEL, listing the levels', () => {
    expect(configErrorOf({ LOG_LEVEL: 'loud' })).toBe(
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
  });

  it('rejects an unknown CLIENT_BUILD', () => {
    expect(configErrorOf({ CLIENT_BUILD: 'always' })).toBe(
      'Invalid configuration: CLIENT_BUILD must be auto or skip (got "always")',
    );
  });

  it('rejects an unknown NODE_ENV', () => {
    expect(configErrorOf({ NODE_ENV: 'staging' })).toBe(
      'Invalid configuration: NODE_ENV must be development, production or test (got "staging")',
    );
  });

  it('rejects a DATABASE_URL that is not PostgreSQL without printing its password', () => {
    const message = configErrorOf({ DATABASE_URL: 'mysql://root:hunter2@db/kinga' });
    expect(message).toBe(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (unset it to use PGlite) (got a "mysql:" value)',
    );
    expect(message).not.toContain('hunter2');
  });

  it('names every bad variable, one line each', () => {
    const lines = configErrorOf({ PORT: 'x', LOG_LEVEL: 'y' }).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT must be/);
    expect(lines[1]).toMatch(/^Invalid configuration: LOG_LEVEL must be/);
  });

  it('keeps PGlite data in the pglite folder of DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/kinga-data' });
    expect(config.database).toEqual({
      driver: 'pglite',
      storage: 'disk',
      dir: join('/tmp/kinga-data', 'pglite'),
    });
  });

  it('refuses to run in production without an OTP_SECRET of its own', () => {
    expect(configErrorOf({ NODE_ENV: 'production' })).toBe(
      'Invalid configuration: OTP_SECRET must be set when NODE_ENV=production (must be at least 32 characters; it is missing)',
    );
  });

  it('rejects a short OTP_SECRET without printing it', () => {
    const message = configErrorOf({ OTP_SECRET: 'hunter2' });
    expect(message).toBe(
      'Invalid configuration: OTP_SECRET must be at least 32 characters (got 7 characters)',
    );
    expect(message).not.toContain('hunter2');
  });

  it('needs the Africa’s Talking account for SMS_PROVIDER=africastalking, naming each missing variable', () => {
    expect(configErrorOf({ SMS_PROVIDER: 'africastalking' }).split('\n')).toEqual([
      'Invalid configuration: AFRICASTALKING_USERNAME must be set when SMS_PROVIDER=africastalking (it is missing)',
      'Invalid configuration: AFRICASTALKING_API_KEY must be set when SMS_PROVIDER=africastalking (it is missing)',
    ]);
  });

  it('sends through Africa’s Talking’s sandbox when the username is sandbox, or through AFRICASTALKING_BASE_URL', () => {
    const account = { SMS_PROVIDER: 'africastalking', AFRICASTALKING_API_KEY: 'k' };
    expect(loadConfig({ ...account, AFRICASTALKING_USERNAME: 'sandbox' }).sms).toEqual({
      provider: 'africastalking',
      username: 'sandbox',
      apiKey: 'k',
      senderId: null,
      baseUrl: 'https://api.sandbox.africastalking.com',
    });
    expect(
      loadConfig({
        ...account,
        AFRICASTALKING_USERNAME: 'kinga',
        AFRICASTALKING_BASE_URL: 'http://127.0.0.1:4010',
      }).sms,
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:4010' });
  });

  describe('in production', () => {
    const production = { NODE_ENV: 'production', OTP_SECRET: 's'.repeat(40) };
    const realIntegrations = {
      ...production,
      MPESA_MODE: 'daraja',
      MPESA_BASE_URL: 'https://api.safaricom.co.ke',
      MPESA_CONSUMER_KEY: 'consumer-key',
      MPESA_CONSUMER_SECRET: 'consumer-secret-value',
      MPESA_PASSKEY_SIMBA: 'simba-passkey-value-0123456789',
      MPESA_PASSKEY_BAOBAB: 'baobab-passkey-value-0123456789',
      MPESA_PASSKEY_MLIMA: 'mlima-passkey-value-0123456789',
      MPESA_PASSKEY_PWANI: 'pwani-passkey-value-0123456789',
      MPESA_CALLBACK_BASE_URL: 'https://kinga.example',
      MPESA_CALLBACK_TOKEN: 'a'.repeat(32),
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_USERNAME: 'kinga',
      AFRICASTALKING_API_KEY: 'at-api-key-value',
    };
    const simulatorRefused =
      'MPESA_MODE=simulator is not allowed when NODE_ENV=production (covers would be paid with fake receipts); set MPESA_MODE=daraja, or ALLOW_SIMULATED_INTEGRATIONS=true on a staging server';
    const consoleRefused =
      'SMS_PROVIDER=console is not allowed when NODE_ENV=production (sign-in codes would be printed, not sent); set SMS_PROVIDER=africastalking, or ALLOW_SIMULATED_INTEGRATIONS=true on a staging server';

    it('refuses the M-Pesa simulator and the console SMS driver, one clear line each', () => {
      expect(configErrorOf(production).split('\n')).toEqual([
        `Invalid configuration: ${simulatorRefused}`,
        `Invalid configuration: ${consoleRefused}`,
      ]);
      expect(configErrorOf({ ...realIntegrations, MPESA_MODE: 'simulator' })).toBe(
        `Invalid configuration: ${simulatorRefused}`,
      );
      expect(configErrorOf({ ...realIntegrations, SMS_PROVIDER: 'console' })).toBe(
        `Invalid configuration: ${consoleRefused}`,
      );
    });

    it('starts with Daraja and Africa’s Talking', () => {
      const config = loadConfig(realIntegrations);
      expect(config.mpesa.mode).toBe('daraja');
      expect(config.sms.provider).toBe('africastalking');
    });

    it('lets a staging server opt in to the simulator and the console driver', () => {
      const config = loadConfig({ ...production, ALLOW_SIMULATED_INTEGRATIONS: 'true' });
      expect(config.mpesa.mode).toBe('simulator');
      expect(config.sms.provider).toBe('console');
    });

    it('never prints the Africa’s Talking API key', () => {
      const message = configErrorOf({ ...realIntegrations, AFRICASTALKING_BASE_URL: 'not a url' });
      expect(message).toContain('AFRICASTALKING_BASE_URL');
      expect(message).not.toContain('at-api-key-value');
    });
  });

  it('rejects an unknown SMS_PROVIDER', () => {
    expect(configErrorOf({ SMS_PROVIDER: 'pigeon' })).toBe(
      'Invalid configuration: SMS_PROVIDER must be one of console, africastalking (got "pigeon")',
    );
  });

  it.each([
    ['false', false],
    ['1', 1],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.1, 192.168.0.0/16, ::1', ['10.0.0.1', '192.168.0.0/16', '::1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.internal'])('rejects TRUST_PROXY=%s', (value) => {
    expect(configErrorOf({ TRUST_PROXY: value })).toBe(
      `Invalid configuration: TRUST_PROXY must be false, a hop count, or a comma-separated list of IP addresses or CIDRs (got "${value}")`,
    );
  });

  it.each(['true', 'TRUE'])(
    'refuses TRUST_PROXY=%s, which would take the client address from whatever the client writes',
    (value) => {
      expect(configErrorOf({ TRUST_PROXY: value })).toBe(
        `Invalid configuration: TRUST_PROXY=true would believe the address a client writes in X-Forwarded-For itself; set the number of proxies in front of the app (e.g. 1) or their addresses (got "${value}")`,
      );
    },
  );
});

describe('M-Pesa and mail configuration', () => {
  const daraja = {
    MPESA_MODE: 'daraja',
    MPESA_BASE_URL: 'https://api.safaricom.co.ke',
    MPESA_CONSUMER_KEY: 'consumer-key',
    MPESA_CONSUMER_SECRET: 'consumer-secret-value',
    MPESA_PASSKEY_SIMBA: 'simba-passkey-value-0123456789',
    MPESA_PASSKEY_BAOBAB: 'baobab-passkey-value-0123456789',
    MPESA_PASSKEY_MLIMA: 'mlima-passkey-value-0123456789',
    MPESA_PASSKEY_PWANI: 'pwani-passkey-value-0123456789',
    MPESA_CALLBACK_BASE_URL: 'https://kinga.example',
    MPESA_CALLBACK_TOKEN: 'c'.repeat(32),
  };

  it('takes Safaricom credentials in daraja mode', () => {
    const { mpesa } = loadConfig(daraja);
    expect(mpesa.mode).toBe('daraja');
    expect(mpesa.credentials).toEqual({
      baseUrl: 'https://api.safaricom.co.ke',
      consumerKey: 'consumer-key',
      consumerSecret: 'consumer-secret-value',
    });
    expect(mpesa.paybills.simba?.passkey).toBe('simba-passkey-value-0123456789');
    expect(mpesa.callbackBaseUrl).toBe('https://kinga.example');
  });

  it('names every missing credential in daraja mode, one line each', () => {
    const lines = configErrorOf({
      MPESA_MODE: 'daraja',
      MPESA_BASE_URL: 'https://api.safaricom.co.ke',
    }).split('\n');
    expect(lines[0]).toMatch(/^Invalid configuration: MPESA_CONSUMER_KEY must be set when MPESA_MODE=daraja/);
    expect(lines).toContainEqual(
      expect.stringMatching(/^Invalid configuration: MPESA_CALLBACK_TOKEN must be set/),
    );
    for (const line of lines) expect(line).toMatch(/^Invalid configuration: [A-Z_]+ /);
  });

  it('refuses a plain-http callback base and a short callback token without printing the token', () => {
    const message = configErrorOf({
      ...daraja,
      MPESA_CALLBACK_BASE_URL: 'http://kinga.example',
      MPESA_CALLBACK_TOKEN: 'short-secret',
    });
    expect(message).toContain('MPESA_CALLBACK_BASE_URL must be an https:// URL');
    expect(message).toContain('MPESA_CALLBACK_TOKEN must be at least 24');
    expect(message).not.toContain('short-secret');
  });

  it('caps one M-Pesa payment at KSh 250,000 unless MPESA_MAX_AMOUNT says otherwise', () => {
    expect(loadConfig({}).mpesa.maxAmount).toBe(250_000);
    expect(loadConfig({ MPESA_MAX_AMOUNT: '150000' }).mpesa.maxAmount).toBe(150_000);
    expect(loadConfig({ ...daraja, MPESA_MAX_AMOUNT: '500000' }).mpesa.maxAmount).toBe(500_000);
    expect(configErrorOf({ MPESA_MAX_AMOUNT: '250,000' })).toBe(
      'Invalid configuration: MPESA_MAX_AMOUNT must be a whole number of shillings from 1 (got "250,000")',
    );
  });

  it('switches mail to SMTP when SMTP_URL is set', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example:587' }).mail).toEqual({
      driver: 'smtp',
      url: 'smtp://user:pass@mail.example:587',
      from: expect.any(String),
    });
  });

  it('keeps documents in an S3-compatible bucket once S3_BUCKET is set, path-style for a custom endpoint', () => {
    const config = loadConfig({
      S3_BUCKET: 'kinga-documents',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'af-south-1',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'kinga-documents',
      endpoint: 'http://127.0.0.1:9000',
      region: 'af-south-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
    });
  });

  it('refuses an S3 access key without its secret, and never prints the secret', () => {
    expect(configErrorOf({ S3_BUCKET: 'kinga-documents', S3_ACCESS_KEY_ID: 'minio' })).toContain(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    const message = configErrorOf({ S3_BUCKET: 'Not A Bucket', S3_SECRET_ACCESS_KEY: 'hush-hush' });
    expect(message).toContain('S3_BUCKET must be a bucket name');
    expect(message).not.toContain('hush-hush');
  });
});
