// The M-Pesa and mail part of the environment (config.ts reads the rest and joins the problems into its
// one-line error). The simulator is the default, so `npm start` needs no Safaricom account; MPESA_MODE=
// daraja needs every credential, and says which ones are missing.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { filteredWordIn, MAX_CALLBACK_TOKEN_LENGTH } from './integrations/mpesa/daraja-callback-url';
import type { DarajaCredentials } from './integrations/mpesa/daraja-client';

export interface MpesaConfig {
  mode: 'simulator' | 'daraja';
  credentials: DarajaCredentials;
  /** Public base of our callback (https in daraja mode); null: the app's own address once it listens. */
  callbackBaseUrl: string | null;
  /** The secret path segment of the callback URL: only Safaricom (and the simulator) knows it. */
  callbackToken: string;
  simulator: { delayMs: number; duplicateCallbacks: boolean };
}

export type MailConfig =
  | { driver: 'file'; dir: string; from: string }
  | { driver: 'smtp'; url: string; from: string };

// Safaricom's sandbox test shortcode and its published passkey: the simulator checks the STK Password
// with them exactly as the sandbox would. They are public, and only ever used against the simulator.
const SANDBOX_SHORTCODE = '174379';
const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

const DEFAULT_SIMULATOR_DELAY_MS = 3000;
const DEFAULT_MAIL_FROM = 'Kinga Insurance Agency <no-reply@kinga.example>';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const MpesaEnvSchema = z.object({
  MPESA_MODE: optional(z.enum(['simulator', 'daraja'], { error: 'must be simulator or daraja' })),
  MPESA_BASE_URL: optional(z.url({ error: 'must be a URL', protocol: /^https?$/ })),
  MPESA_CONSUMER_KEY: optional(z.string()),
  MPESA_CONSUMER_SECRET: optional(z.string()),
  MPESA_SHORTCODE: optional(z.string().regex(/^\d{5,7}$/, 'must be 5 to 7 digits')),
  MPESA_PASSKEY: optional(z.string()),
  MPESA_CALLBACK_BASE_URL: optional(
    z.url({ error: 'must be an https:// URL Safaricom can reach', protocol: /^https$/ }),
  ),
  MPESA_CALLBACK_TOKEN: optional(
    z
      .string()
      .regex(
        new RegExp(`^[A-Za-z0-9_-]{24,${MAX_CALLBACK_TOKEN_LENGTH}}$`),
        `must be at least 24 letters, digits, - or _ (at most ${MAX_CALLBACK_TOKEN_LENGTH})`,
      ),
  ),
  MPESA_SIMULATOR_DELAY_MS: optional(
    z
      .string()
      .regex(/^\d{1,6}$/, 'must be a whole number of milliseconds up to 999999')
      .transform(Number),
  ),
  MPESA_SIMULATOR_DUPLICATE_CALLBACKS: optional(
    z.enum(['true', 'false'], { error: 'must be true or false' }),
  ),
  MAIL_DRIVER: optional(z.enum(['file', 'smtp'], { error: 'must be file or smtp' })),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string().min(3)),
});
export type MpesaEnv = z.infer<typeof MpesaEnvSchema>;

/** Variables whose values must never appear in an error line. */
export const mpesaSecretVariables = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_PASSKEY',
  'MPESA_CALLBACK_TOKEN',
  'SMTP_URL',
];

const darajaRequired = [
  'MPESA_BASE_URL',
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
  'MPESA_CALLBACK_BASE_URL',
  'MPESA_CALLBACK_TOKEN',
] as const;

/** A random token Daraja will call: one that happens to contain a filtered word ('exe', 'sql'…) is redrawn. */
function randomCallbackToken(): string {
  for (;;) {
    const token = randomBytes(24).toString('base64url');
    if (!filteredWordIn(token)) return token;
  }
}

/**
 * Daraja refuses (or never calls) a callback URL containing a word it filters: a configured base or token
 * with one would lose every payment's callback, so start-up refuses it. The token is never printed.
 */
function callbackUrlProblems(vars: MpesaEnv): string[] {
  const problems: string[] = [];
  const inBase = vars.MPESA_CALLBACK_BASE_URL ? filteredWordIn(vars.MPESA_CALLBACK_BASE_URL) : null;
  if (inBase) {
    problems.push(
      `MPESA_CALLBACK_BASE_URL contains "${inBase}", a word Daraja filters from callback URLs; use another host or path`,
    );
  }
  const inToken = vars.MPESA_CALLBACK_TOKEN ? filteredWordIn(vars.MPESA_CALLBACK_TOKEN) : null;
  if (inToken) {
    problems.push(
      `MPESA_CALLBACK_TOKEN contains "${inToken}", a word Daraja filters from callback URLs; generate another`,
    );
  }
  return problems;
}

/** Returns the configuration, or the problems (one phrase each) that stop it. */
export function resolveMpesaConfig(vars: MpesaEnv): { mpesa: MpesaConfig } | { problems: string[] } {
  const urlProblems = callbackUrlProblems(vars);
  if (urlProblems.length > 0) return { problems: urlProblems };
  const simulator = {
    delayMs: vars.MPESA_SIMULATOR_DELAY_MS ?? DEFAULT_SIMULATOR_DELAY_MS,
    duplicateCallbacks: vars.MPESA_SIMULATOR_DUPLICATE_CALLBACKS === 'true',
  };
  if (vars.MPESA_MODE !== 'daraja') {
    return {
      mpesa: {
        mode: 'simulator',
        // Fresh per start: nothing outside this process talks to the simulator.
        credentials: {
          baseUrl: '',
          consumerKey: randomBytes(12).toString('base64url'),
          consumerSecret: randomBytes(12).toString('base64url'),
          shortcode: SANDBOX_SHORTCODE,
          passkey: SANDBOX_PASSKEY,
        },
        callbackBaseUrl: vars.MPESA_CALLBACK_BASE_URL ?? null,
        callbackToken: vars.MPESA_CALLBACK_TOKEN ?? randomCallbackToken(),
        simulator,
      },
    };
  }
  const missing = darajaRequired.filter((name) => vars[name] === undefined);
  if (missing.length > 0) {
    return { problems: missing.map((name) => `${name} must be set when MPESA_MODE=daraja (it is missing)`) };
  }
  return {
    mpesa: {
      mode: 'daraja',
      credentials: {
        baseUrl: vars.MPESA_BASE_URL ?? '',
        consumerKey: vars.MPESA_CONSUMER_KEY ?? '',
        consumerSecret: vars.MPESA_CONSUMER_SECRET ?? '',
        shortcode: vars.MPESA_SHORTCODE ?? '',
        passkey: vars.MPESA_PASSKEY ?? '',
      },
      callbackBaseUrl: vars.MPESA_CALLBACK_BASE_URL ?? null,
      callbackToken: vars.MPESA_CALLBACK_TOKEN ?? '',
      simulator,
    },
  };
}

export function resolveMailConfig(
  vars: MpesaEnv,
  dataDir: string,
): { mail: MailConfig } | { problems: string[] } {
  const from = vars.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  const driver = vars.MAIL_DRIVER ?? (vars.SMTP_URL ? 'smtp' : 'file');
  if (driver === 'file') return { mail: { driver: 'file', dir: join(dataDir, 'mail'), from } };
  if (!vars.SMTP_URL) return { problems: ['SMTP_URL must be set when MAIL_DRIVER=smtp (it is missing)'] };
  return { mail: { driver: 'smtp', url: vars.SMTP_URL, from } };
}
