// The environment, parsed once at start-up. A bad value stops the process with one line naming the
// variable, so an operator fixes it in seconds instead of reading a stack trace.
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  type MailConfig,
  type MpesaConfig,
  MpesaEnvSchema,
  mpesaSecretVariables,
  resolveMailConfig,
  resolveMpesaConfig,
} from './config-mpesa';
import { resolveSmsConfig, type SmsConfig, SmsEnvSchema } from './config-sms';
import {
  resolveStorageConfig,
  type StorageConfig,
  StorageEnvSchema,
  storageSecretVariables,
} from './config-storage';
import type { DatabaseTarget } from './db/database-target';
import { type LogLevel, logLevels } from './log-level';
import { PASSWORD_COST_LOG2 } from './services/auth/password-hash';
import { RECONCILE_EVERY_MS } from './services/payments/payment-reconciliation-timer';

/**
 * Fastify's `trustProxy`: false, a hop count, or the proxies' addresses/CIDRs. Never `true`: Fastify would
 * then trust every hop and take the leftmost X-Forwarded-For, which is whatever the client wrote itself.
 */
export type TrustProxy = false | number | string[];

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path of the one folder every embedded default (PGlite, e-mails) writes to. */
  dataDir: string;
  database: DatabaseTarget;
  logLevel: LogLevel;
  /** 'auto': `npm start` builds the client when it is missing or older than its sources. */
  clientBuild: 'auto' | 'skip';
  nodeEnv: 'development' | 'production' | 'test';
  /** Swagger UI and the OpenAPI document at /api/docs: on by default outside production (API_DOCS). */
  apiDocs: boolean;
  /** Keys the HMAC of one-time codes, so a copy of the database cannot be turned back into codes. */
  otpSecret: string;
  sms: SmsConfig;
  trustProxy: TrustProxy;
  mpesa: MpesaConfig;
  mail: MailConfig;
  /** Where policy schedules and receipts are kept. */
  storage: StorageConfig;
  /** How often the payment reconciler and the notification outbox make a pass. */
  reconcileEveryMs: number;
  /** scrypt's cost (log2 N) for new password hashes; below the default only under NODE_ENV=test. */
  passwordCostLog2: number;
  /** The most one operator approves on a claim alone, whole KSh; above it a second person, one an admin. */
  claimAgentApprovalLimit: number;
  /**
   * SITE_ORIGIN: where the public site is (https://kinga.example), which the documents' check link names;
   * unset, the address the app listens on.
   */
  siteOrigin?: string;
  /**
   * USSD_CALLBACK_TOKEN: the secret in the path Africa's Talking calls (/api/ussd/<token>); null: the
   * channel is off.
   */
  ussdCallbackToken: string | null;
}

/** The USSD token of a server outside production that names none (docs/configuration.md): public. */
export const DEVELOPMENT_USSD_TOKEN = 'kinga-ussd-development-token';

/** One line per problem, each naming its variable, so an operator sees every refusal on its own. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(problems: readonly string[]) {
    super(problems.map((problem) => `Invalid configuration: ${problem}`).join('\n'));
  }
}

// An empty variable (`PORT=` in a compose file) means "not set", not "set to nothing".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const portRule = 'must be an integer from 0 to 65535';
const trustProxyRule = 'must be false, a hop count, or a comma-separated list of IP addresses or CIDRs';
const trustProxyTrueRule =
  '=true would believe the address a client writes in X-Forwarded-For itself; set the number of proxies in front of the app (e.g. 1) or their addresses';
const otpSecretRule = 'must be at least 32 characters';
const reconcileEveryRule = 'must be a whole number of milliseconds from 100 to 3600000';
const passwordCostRule = 'must be a whole number from 10 to 20';
const claimLimitRule = 'must be a whole number of shillings from 0 to 1000000000';

/** An agent settles up to this alone; an admin agrees to more. Half a typical household-items cover. */
export const CLAIM_AGENT_APPROVAL_LIMIT = 100_000;

// A development default, so `npm start` needs no setup. It is public (it is in this file), which is fine
// where codes go to the console anyway; production refuses to start without a secret of its own.
const DEVELOPMENT_OTP_SECRET = 'kinga-development-otp-secret-not-for-production';

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'false') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrCidr) ? entries : undefined;
}

const listOf = (values: readonly string[]) => values.join(', ');

const EnvSchema = MpesaEnvSchema.extend({
  ...SmsEnvSchema.shape,
  ...StorageEnvSchema.shape,
  PORT: optional(
    z
      .string()
      .regex(/^\d{1,5}$/, portRule)
      .transform(Number)
      .pipe(z.number().max(65535, portRule)),
  ),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    z
      .string()
      .regex(
        /^postgres(ql)?:\/\/\S+$/,
        'must be a postgres:// or postgresql:// URL (unset it to use PGlite)',
      ),
  ),
  LOG_LEVEL: optional(z.enum(logLevels, { error: `must be one of ${listOf(logLevels)}` })),
  CLIENT_BUILD: optional(z.enum(['auto', 'skip'], { error: 'must be auto or skip' })),
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }),
  ),
  OTP_SECRET: optional(z.string().min(32, otpSecretRule)),
  ALLOW_SIMULATED_INTEGRATIONS: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  API_DOCS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  RECONCILE_EVERY_MS: optional(
    z
      .string()
      .regex(/^\d{1,7}$/, reconcileEveryRule)
      .transform(Number)
      .pipe(z.number().min(100, reconcileEveryRule).max(3_600_000, reconcileEveryRule)),
  ),
  PASSWORD_HASH_COST: optional(
    z
      .string()
      .regex(/^\d{1,2}$/, passwordCostRule)
      .transform(Number)
      .pipe(z.number().min(10, passwordCostRule).max(20, passwordCostRule)),
  ),
  CLAIM_AGENT_APPROVAL_LIMIT: optional(
    z
      .string()
      .regex(/^\d{1,10}$/, claimLimitRule)
      .transform(Number)
      .pipe(z.number().max(1_000_000_000, claimLimitRule)),
  ),
  USSD_CALLBACK_TOKEN: optional(
    z.string().regex(/^[A-Za-z0-9_-]{24,128}$/, 'must be 24 to 128 letters, digits, - or _'),
  ),
  SITE_ORIGIN: optional(
    z
      .url({ protocol: /^https?$/, error: 'must be the site’s origin, e.g. https://kinga.example' })
      .transform((value) => value.replace(/\/+$/, '')),
  ),
  TRUST_PROXY: optional(
    z.string().transform((value, context) => {
      if (value.trim().toLowerCase() === 'true') {
        context.addIssue({ code: 'custom', message: trustProxyTrueRule });
        return false;
      }
      const parsed = parseTrustProxy(value);
      if (parsed === undefined) context.addIssue({ code: 'custom', message: trustProxyRule });
      return parsed ?? false;
    }),
  ),
});

// A connection URL carries a password and OTP_SECRET is one, so an error shows neither.
const hiddenValues = new Set([
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_PASSKEY',
  'AFRICASTALKING_API_KEY',
  ...storageSecretVariables,
]);
const secretVariables = new Set([
  'DATABASE_URL',
  'OTP_SECRET',
  'USSD_CALLBACK_TOKEN',
  ...mpesaSecretVariables,
  ...hiddenValues,
]);

function describeValue(name: string, value: unknown): string {
  if (value === undefined) return 'it is missing';
  const text = String(value);
  if (['OTP_SECRET', 'MPESA_CALLBACK_TOKEN', 'USSD_CALLBACK_TOKEN'].includes(name))
    return `got ${text.length} characters`;
  if (hiddenValues.has(name)) return 'value hidden';
  if (secretVariables.has(name)) return `got a "${text.split(':')[0]}:" value`;
  return `got ${JSON.stringify(text)}`;
}

const stagingOptIn = 'or ALLOW_SIMULATED_INTEGRATIONS=true on a staging server';

// The simulator "pays" covers with fake receipts and the console driver prints sign-in codes instead of
// sending them: a production server started with the defaults would give policies away.
function simulatedIntegrationsIn(vars: { MPESA_MODE?: string; SMS_PROVIDER?: string }): string[] {
  const problems: string[] = [];
  if ((vars.MPESA_MODE ?? 'simulator') === 'simulator') {
    problems.push(
      `MPESA_MODE=simulator is not allowed when NODE_ENV=production (covers would be paid with fake receipts); set MPESA_MODE=daraja, ${stagingOptIn}`,
    );
  }
  if ((vars.SMS_PROVIDER ?? 'console') === 'console') {
    problems.push(
      `SMS_PROVIDER=console is not allowed when NODE_ENV=production (sign-in codes would be printed, not sent); set SMS_PROVIDER=africastalking, ${stagingOptIn}`,
    );
  }
  return problems;
}

/**
 * A staging server on a simulator of its own would otherwise take callbacks carrying the public
 * development token (config-mpesa.ts), which anyone can read: it must name its own, on every instance.
 */
function publicCallbackTokenIn(vars: {
  MPESA_MODE?: string;
  MPESA_SIMULATOR_URL?: string;
  MPESA_CALLBACK_TOKEN?: string;
}): string[] {
  const simulatorOfItsOwn = (vars.MPESA_MODE ?? 'simulator') === 'simulator' && vars.MPESA_SIMULATOR_URL;
  if (!simulatorOfItsOwn || vars.MPESA_CALLBACK_TOKEN) return [];
  return [
    'MPESA_CALLBACK_TOKEN must be set with MPESA_SIMULATOR_URL when NODE_ENV=production (the same on every instance; the public development token is not taken there; it is missing)',
  ];
}

/**
 * A cheaper scrypt makes a stolen hash cheaper to guess. Tests sign up and in thousands of times, so they
 * may lower it (every stored hash carries its own cost, so nothing else changes); nothing else may.
 */
function weakPasswordCostIn(vars: { PASSWORD_HASH_COST?: number }, nodeEnv: AppConfig['nodeEnv']): string[] {
  if (vars.PASSWORD_HASH_COST === undefined || vars.PASSWORD_HASH_COST >= PASSWORD_COST_LOG2) return [];
  if (nodeEnv === 'test') return [];
  return [
    `PASSWORD_HASH_COST below ${PASSWORD_COST_LOG2} is only for tests (NODE_ENV=test); unset it (got ${JSON.stringify(String(vars.PASSWORD_HASH_COST))})`,
  ];
}

/** Reads the configuration from `env` (normally `process.env`); throws a ConfigError, one line per problem. */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // A rule written as `=value …` names the value itself ('TRUST_PROXY=true would …').
      const separator = issue.message.startsWith('=') ? '' : ' ';
      return `${name}${separator}${issue.message} (${describeValue(name, env[name])})`;
    });
    throw new ConfigError(problems);
  }
  const vars = parsed.data;
  const nodeEnv = vars.NODE_ENV ?? 'development';
  if (nodeEnv === 'production' && !vars.OTP_SECRET) {
    throw new ConfigError([
      `OTP_SECRET must be set when NODE_ENV=production (${otpSecretRule}; it is missing)`,
    ]);
  }
  const dataDir = resolve(cwd, vars.DATA_DIR ?? './data');
  const mpesa = resolveMpesaConfig(vars);
  const mail = resolveMailConfig(vars, dataDir);
  const sms = resolveSmsConfig(vars);
  const storage = resolveStorageConfig(vars, dataDir);
  const problems = [
    ...('problems' in mpesa ? mpesa.problems : []),
    ...('problems' in mail ? mail.problems : []),
    ...('problems' in sms ? sms.problems : []),
    ...('problems' in storage ? storage.problems : []),
    ...(nodeEnv === 'production' && vars.ALLOW_SIMULATED_INTEGRATIONS !== 'true'
      ? simulatedIntegrationsIn(vars)
      : []),
    ...(nodeEnv === 'production' ? publicCallbackTokenIn(vars) : []),
    ...weakPasswordCostIn(vars, nodeEnv),
  ];
  if (
    'problems' in mpesa ||
    'problems' in mail ||
    'problems' in sms ||
    'problems' in storage ||
    problems.length > 0
  ) {
    throw new ConfigError(problems);
  }
  return {
    port: vars.PORT ?? 8080,
    // Loopback unless told otherwise: the development defaults print sign-in codes and take simulated
    // payments, which nobody else on the network should reach. Containers set HOST=0.0.0.0.
    host: vars.HOST ?? '127.0.0.1',
    dataDir,
    database: vars.DATABASE_URL
      ? { driver: 'postgres', url: vars.DATABASE_URL }
      : { driver: 'pglite', storage: 'disk', dir: join(dataDir, 'pglite') },
    logLevel: vars.LOG_LEVEL ?? 'info',
    clientBuild: vars.CLIENT_BUILD ?? 'auto',
    nodeEnv,
    otpSecret: vars.OTP_SECRET ?? DEVELOPMENT_OTP_SECRET,
    sms: sms.sms,
    trustProxy: vars.TRUST_PROXY ?? false,
    mpesa: mpesa.mpesa,
    mail: mail.mail,
    storage: storage.storage,
    reconcileEveryMs: vars.RECONCILE_EVERY_MS ?? RECONCILE_EVERY_MS,
    passwordCostLog2: vars.PASSWORD_HASH_COST ?? PASSWORD_COST_LOG2,
    claimAgentApprovalLimit: vars.CLAIM_AGENT_APPROVAL_LIMIT ?? CLAIM_AGENT_APPROVAL_LIMIT,
    // The API's map helps whoever builds against it; a public production site need not publish it.
    apiDocs: (vars.API_DOCS ?? (nodeEnv === 'production' ? 'off' : 'on')) === 'on',
    ...(vars.SITE_ORIGIN ? { siteOrigin: vars.SITE_ORIGIN } : {}),
    // Off in production until the gateway's token is set; elsewhere on, under the public development token,
    // so `npm run ussd` dials a server started with the defaults.
    ussdCallbackToken: vars.USSD_CALLBACK_TOKEN ?? (nodeEnv === 'production' ? null : DEVELOPMENT_USSD_TOKEN),
  };
}
