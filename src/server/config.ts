// The environment, parsed once at start-up. A bad value stops the process with one line naming the
// variable, so an operator fixes it in seconds instead of reading a stack trace.
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { DatabaseTarget } from './db/open-database';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

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
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// An empty variable (`PORT=` in a compose file) means "not set", not "set to nothing".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const portRule = 'must be an integer from 0 to 65535';
const listOf = (values: readonly string[]) => values.join(', ');

const EnvSchema = z.object({
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
});

// A connection URL carries a password, so an error shows only its scheme.
const secretVariables = new Set(['DATABASE_URL']);

function describeValue(name: string, value: unknown): string {
  if (value === undefined) return 'it is missing';
  const text = String(value);
  if (secretVariables.has(name)) return `got a "${text.split(':')[0]}:" value`;
  return `got ${JSON.stringify(text)}`;
}

/** Reads the configuration from `env` (normally `process.env`); throws a one-line ConfigError. */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message} (${describeValue(name, env[name])})`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const dataDir = resolve(cwd, vars.DATA_DIR ?? './data');
  return {
    port: vars.PORT ?? 8080,
    host: vars.HOST ?? '0.0.0.0',
    dataDir,
    database: vars.DATABASE_URL
      ? { driver: 'postgres', url: vars.DATABASE_URL }
      : { driver: 'pglite', storage: 'disk', dir: join(dataDir, 'pglite') },
    logLevel: vars.LOG_LEVEL ?? 'info',
    clientBuild: vars.CLIENT_BUILD ?? 'auto',
    nodeEnv: vars.NODE_ENV ?? 'development',
  };
}
