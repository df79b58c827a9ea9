// The M-Pesa and mail part of the environment (config.ts reads the rest and prints each problem on a
// line of its own). The simulator is the default, so `npm start` needs no Safaricom account; MPESA_MODE=
// daraja needs every credential, and says which ones are missing. Premiums go to each underwriter's own
// paybill (Insurance Act s.156): the shortcode is catalogue data, its passkey a secret read from
// MPESA_PASSKEY_<UNDERWRITER ID> (MPESA_PASSKEY_SIMBA…), one per underwriter.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { catalogueUnderwriters, underwriterPaybillShortcodes } from './db/catalogue/catalogue-data';
import { type C2bVersion, c2bVersions } from './integrations/mpesa/daraja-c2b-shapes';
import { filteredWordIn, MAX_CALLBACK_TOKEN_LENGTH } from './integrations/mpesa/daraja-callback-url';
import type { DarajaCredentials, Paybill, PaybillInitiator } from './integrations/mpesa/daraja-client';

export interface MpesaConfig {
  mode: 'simulator' | 'daraja';
  credentials: DarajaCredentials;
  /** Each underwriter's paybill, by underwriter id: the prompt for a product pays its underwriter's. */
  paybills: Record<string, Paybill>;
  /** Public base of our callback (https in daraja mode); null: the app's own address once it listens. */
  callbackBaseUrl: string | null;
  /** The secret path segment of the callback URL: only Safaricom (and the simulator) knows it. */
  callbackToken: string;
  /**
   * url: a simulator already running as its own process (`npm run simulator`), which outlives a restart of
   * this one as Daraja does; null: start one inside this process on a loopback port.
   */
  simulator: { delayMs: number; slowAnswerMs?: number; duplicateCallbacks: boolean; url: string | null };
  /** The most one M-Pesa payment may carry (whole shillings): a larger premium is refused before a prompt. */
  maxAmount: number;
  /**
   * The C2B API the paybill URLs are registered under: v2 where the Daraja app has that product (the
   * payer's number masked), else v1 (hashed).
   */
  c2bVersion: C2bVersion;
}

export type MailConfig =
  | { driver: 'file'; dir: string; from: string }
  | { driver: 'smtp'; url: string; from: string };

// Safaricom's sandbox Lipa na M-Pesa passkey (published, for its test shortcode 174379): the local default
// passkey of every underwriter's paybill, which the simulator checks exactly as Daraja would. It is public,
// and only ever used against the simulator.
const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
const MIN_PASSKEY_LENGTH = 16;
// The credentials `npm run simulator` and an app pointed at it (MPESA_SIMULATOR_URL) share by default:
// public, like the sandbox passkey, and accepted by nothing but the simulator.
export const SIMULATOR_CONSUMER_KEY = 'kinga-simulator-consumer-key';
export const SIMULATOR_CONSUMER_SECRET = 'kinga-simulator-consumer-secret';
/**
 * The callback token every app pointed at such a simulator uses unless MPESA_CALLBACK_TOKEN is set (and
 * NODE_ENV=production must set it, config.ts). That simulator outlives a start and serves several
 * instances: a token drawn per start made the instance beside this one, or this one restarted, refuse
 * the callback for a prompt it did not push.
 */
export const SIMULATOR_CALLBACK_TOKEN = 'kinga-simulator-callback-token';

const underwriterSuffix = (underwriterId: string) => underwriterId.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** The variable holding an underwriter's passkey: 'simba' → MPESA_PASSKEY_SIMBA. */
export const passkeyVariable = (underwriterId: string) => `MPESA_PASSKEY_${underwriterSuffix(underwriterId)}`;

/**
 * The variables naming an underwriter's Transaction Status operator: the API initiator of its
 * paybill and that operator's SecurityCredential, which fetch the receipt number of a payment whose
 * callback was lost. 'simba' → MPESA_INITIATOR_SIMBA and MPESA_SECURITY_CREDENTIAL_SIMBA.
 */
export const initiatorVariables = (underwriterId: string) => ({
  name: `MPESA_INITIATOR_${underwriterSuffix(underwriterId)}`,
  credential: `MPESA_SECURITY_CREDENTIAL_${underwriterSuffix(underwriterId)}`,
});

// Public, like the sandbox passkey: what the simulator takes as every paybill's Transaction Status operator.
export const SIMULATOR_INITIATOR: PaybillInitiator = {
  name: 'kinga-simulator-initiator',
  securityCredential: 'kinga-simulator-security-credential',
};

const passkeyVariables = catalogueUnderwriters.map((underwriter) => passkeyVariable(underwriter.id));
const initiatorNameVariables = catalogueUnderwriters.map(
  (underwriter) => initiatorVariables(underwriter.id).name,
);
const credentialVariables = catalogueUnderwriters.map(
  (underwriter) => initiatorVariables(underwriter.id).credential,
);

const DEFAULT_SIMULATOR_DELAY_MS = 3000;
// Safaricom's per-transaction ceiling for M-Pesa payments (KSh 250,000 since 2020).
const DEFAULT_MAX_AMOUNT = 250_000;
const DEFAULT_MAIL_FROM = 'Kinga Insurance Agency <no-reply@kinga.example>';

const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const MpesaEnvSchema = z.object({
  MPESA_MODE: optional(z.enum(['simulator', 'daraja'], { error: 'must be simulator or daraja' })),
  MPESA_BASE_URL: optional(z.url({ error: 'must be a URL', protocol: /^https?$/ })),
  MPESA_CONSUMER_KEY: optional(z.string()),
  MPESA_CONSUMER_SECRET: optional(z.string()),
  // Read only to refuse them: one paybill for every premium is what s.156 forbids.
  MPESA_SHORTCODE: optional(z.string()),
  MPESA_PASSKEY: optional(z.string()),
  ...Object.fromEntries(passkeyVariables.map((name) => [name, optional(z.string())])),
  ...Object.fromEntries(
    [...initiatorNameVariables, ...credentialVariables].map((name) => [name, optional(z.string())]),
  ),
  // Plain http only for the simulator calling back on this machine (several local instances behind a local
  // proxy; daraja mode refuses it below): Safaricom calls https only, and anything else would carry
  // payments in the clear.
  MPESA_CALLBACK_BASE_URL: optional(
    z
      .url({ error: 'must be an https:// URL Safaricom can reach', protocol: /^https?$/ })
      .refine(
        (url) => url.startsWith('https:') || isLoopbackHost(new URL(url).hostname),
        'must be an https:// URL Safaricom can reach',
      ),
  ),
  MPESA_SIMULATOR_URL: optional(z.url({ error: 'must be an http:// URL', protocol: /^https?$/ })),
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
  // How late Daraja's answers for a payer ending 0408 come (10 s by default, past the app's 6 s deadline).
  MPESA_SIMULATOR_SLOW_ANSWER_MS: optional(
    z
      .string()
      .regex(/^\d{1,6}$/, 'must be a whole number of milliseconds up to 999999')
      .transform(Number),
  ),
  MPESA_SIMULATOR_DUPLICATE_CALLBACKS: optional(
    z.enum(['true', 'false'], { error: 'must be true or false' }),
  ),
  MPESA_C2B_VERSION: optional(z.enum(c2bVersions, { error: 'must be v1 or v2' })),
  MPESA_MAX_AMOUNT: optional(
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'must be a whole number of shillings from 1')
      .transform(Number),
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
  ...passkeyVariables,
  ...credentialVariables,
  'MPESA_CALLBACK_TOKEN',
  'SMTP_URL',
];

const darajaRequired = [
  'MPESA_BASE_URL',
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
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
function callbackUrlProblems(vars: MpesaEnv, mode: MpesaConfig['mode']): string[] {
  const problems: string[] = [];
  if (mode === 'daraja' && vars.MPESA_CALLBACK_BASE_URL?.startsWith('http:')) {
    problems.push('MPESA_CALLBACK_BASE_URL must be an https:// URL Safaricom can reach');
  }
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

/**
 * An underwriter's Transaction Status operator: both variables or neither (then no receipt number is ever
 * asked for, and a payment whose callback was lost keeps "M-Pesa receipt number to follow"). Outside
 * daraja mode, the simulator's public one. The credential is never printed.
 */
function resolveInitiator(
  vars: MpesaEnv,
  underwriterId: string,
  mode: MpesaConfig['mode'],
): { initiator: PaybillInitiator } | { none: true } | { problem: string } {
  const names = initiatorVariables(underwriterId);
  const read = (name: string) => {
    const value = (vars as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : undefined;
  };
  const name = read(names.name);
  const securityCredential = read(names.credential);
  if (name !== undefined && securityCredential !== undefined)
    return { initiator: { name, securityCredential } };
  if (name !== undefined || securityCredential !== undefined) {
    return { problem: `${names.name} and ${names.credential} must be set together (value hidden)` };
  }
  return mode === 'daraja' ? { none: true } : { initiator: SIMULATOR_INITIATOR };
}

/**
 * Every underwriter's paybill: the catalogue's shortcode with the passkey its variable holds, or, outside
 * daraja mode, the sandbox's public one. A passkey is never printed.
 */
export function resolvePaybills(
  vars: MpesaEnv,
  mode: MpesaConfig['mode'],
): { paybills: Record<string, Paybill> } | { problems: string[] } {
  const problems: string[] = [];
  if (vars.MPESA_SHORTCODE !== undefined || vars.MPESA_PASSKEY !== undefined) {
    problems.push(
      'MPESA_SHORTCODE and MPESA_PASSKEY are no longer read: each premium goes to its underwriter’s own paybill (the catalogue), signed with the passkey in MPESA_PASSKEY_<UNDERWRITER> (e.g. MPESA_PASSKEY_SIMBA)',
    );
  }
  const paybills: Record<string, Paybill> = {};
  for (const { id } of catalogueUnderwriters) {
    const name = passkeyVariable(id);
    const value = (vars as Record<string, unknown>)[name];
    const passkey = typeof value === 'string' ? value : undefined;
    const shortcode = underwriterPaybillShortcodes[id];
    if (!shortcode) problems.push(`underwriter ${id} has no paybill shortcode in the catalogue`);
    if (passkey === undefined && mode === 'daraja') {
      problems.push(`${name} must be set when MPESA_MODE=daraja (it is missing)`);
    } else if (passkey !== undefined && passkey.length < MIN_PASSKEY_LENGTH) {
      problems.push(`${name} must be at least ${MIN_PASSKEY_LENGTH} characters (value hidden)`);
    }
    const initiator = resolveInitiator(vars, id, mode);
    if ('problem' in initiator) problems.push(initiator.problem);
    paybills[id] = {
      shortcode: shortcode ?? '',
      passkey: passkey ?? SANDBOX_PASSKEY,
      ...('initiator' in initiator ? { initiator: initiator.initiator } : {}),
    };
  }
  return problems.length > 0 ? { problems } : { paybills };
}

/**
 * The simulator inside this process gets a fresh pair per start: nothing outside talks to it. A simulator
 * of its own (MPESA_SIMULATOR_URL) gets the pair both sides read from the same variables, or the public
 * development pair `npm run simulator` starts with.
 */
function simulatorCredentials(vars: MpesaEnv): DarajaCredentials {
  if (vars.MPESA_SIMULATOR_URL) {
    return {
      baseUrl: vars.MPESA_SIMULATOR_URL,
      consumerKey: vars.MPESA_CONSUMER_KEY ?? SIMULATOR_CONSUMER_KEY,
      consumerSecret: vars.MPESA_CONSUMER_SECRET ?? SIMULATOR_CONSUMER_SECRET,
    };
  }
  return {
    baseUrl: '',
    consumerKey: randomBytes(12).toString('base64url'),
    consumerSecret: randomBytes(12).toString('base64url'),
  };
}

/** Returns the configuration, or the problems (one phrase each) that stop it. */
export function resolveMpesaConfig(vars: MpesaEnv): { mpesa: MpesaConfig } | { problems: string[] } {
  const mode = vars.MPESA_MODE === 'daraja' ? 'daraja' : 'simulator';
  const missing = mode === 'daraja' ? darajaRequired.filter((name) => vars[name] === undefined) : [];
  const resolved = resolvePaybills(vars, mode);
  const problems = [
    ...missing.map((name) => `${name} must be set when MPESA_MODE=daraja (it is missing)`),
    ...('problems' in resolved ? resolved.problems : []),
    ...callbackUrlProblems(vars, mode),
  ];
  if (problems.length > 0 || 'problems' in resolved) return { problems };
  const { paybills } = resolved;
  const simulator = {
    delayMs: vars.MPESA_SIMULATOR_DELAY_MS ?? DEFAULT_SIMULATOR_DELAY_MS,
    ...(vars.MPESA_SIMULATOR_SLOW_ANSWER_MS === undefined
      ? {}
      : { slowAnswerMs: vars.MPESA_SIMULATOR_SLOW_ANSWER_MS }),
    duplicateCallbacks: vars.MPESA_SIMULATOR_DUPLICATE_CALLBACKS === 'true',
    url: vars.MPESA_SIMULATOR_URL ?? null,
  };
  const maxAmount = vars.MPESA_MAX_AMOUNT ?? DEFAULT_MAX_AMOUNT;
  const c2bVersion = vars.MPESA_C2B_VERSION ?? 'v2';
  if (mode === 'simulator') {
    return {
      mpesa: {
        mode: 'simulator',
        credentials: simulatorCredentials(vars),
        paybills,
        callbackBaseUrl: vars.MPESA_CALLBACK_BASE_URL ?? null,
        // Random per start only for the simulator inside this process: nothing else can call back for it.
        callbackToken:
          vars.MPESA_CALLBACK_TOKEN ?? (simulator.url ? SIMULATOR_CALLBACK_TOKEN : randomCallbackToken()),
        simulator,
        maxAmount,
        c2bVersion,
      },
    };
  }
  return {
    mpesa: {
      mode: 'daraja',
      credentials: {
        baseUrl: vars.MPESA_BASE_URL ?? '',
        consumerKey: vars.MPESA_CONSUMER_KEY ?? '',
        consumerSecret: vars.MPESA_CONSUMER_SECRET ?? '',
      },
      paybills,
      callbackBaseUrl: vars.MPESA_CALLBACK_BASE_URL ?? null,
      callbackToken: vars.MPESA_CALLBACK_TOKEN ?? '',
      simulator,
      maxAmount,
      c2bVersion,
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
