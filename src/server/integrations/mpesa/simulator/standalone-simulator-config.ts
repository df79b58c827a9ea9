// What `npm run simulator` listens with, read from the same variables the app reads (config-mpesa.ts), so
// an app started with MPESA_SIMULATOR_URL and the same environment signs its prompts with what this one
// checks: the consumer pair (or the public development pair), each underwriter's passkey, the payer's delay, how late a slow answer (0408) comes.
import { z } from 'zod';
import {
  MpesaEnvSchema,
  resolvePaybills,
  SIMULATOR_CONSUMER_KEY,
  SIMULATOR_CONSUMER_SECRET,
} from '../../../config-mpesa';
import type { MpesaSimulatorOptions } from './simulator-app';

export const DEFAULT_SIMULATOR_PORT = 8089;
const DEFAULT_DELAY_MS = 3000;

const SimulatorEnvSchema = MpesaEnvSchema.extend({
  MPESA_SIMULATOR_PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535')
    .transform(Number)
    .refine((port) => port <= 65_535, 'must be a port number from 0 to 65535')
    .optional(),
});

export type StandaloneSimulatorConfig = Omit<MpesaSimulatorOptions, 'onCallbackError'> & { port: number };

/** The simulator's settings, or one line per problem (never a secret's value). */
export function resolveStandaloneSimulatorConfig(
  env: Record<string, string | undefined>,
): { config: StandaloneSimulatorConfig } | { problems: string[] } {
  const parsed = SimulatorEnvSchema.safeParse(env);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`),
    };
  }
  const vars = parsed.data;
  const paybills = resolvePaybills(vars, 'simulator');
  if ('problems' in paybills) return { problems: paybills.problems };
  return {
    config: {
      port: vars.MPESA_SIMULATOR_PORT ?? DEFAULT_SIMULATOR_PORT,
      consumerKey: vars.MPESA_CONSUMER_KEY ?? SIMULATOR_CONSUMER_KEY,
      consumerSecret: vars.MPESA_CONSUMER_SECRET ?? SIMULATOR_CONSUMER_SECRET,
      paybills: Object.values(paybills.paybills),
      delayMs: vars.MPESA_SIMULATOR_DELAY_MS ?? DEFAULT_DELAY_MS,
      ...(vars.MPESA_SIMULATOR_SLOW_ANSWER_MS === undefined
        ? {}
        : { slowAnswerMs: vars.MPESA_SIMULATOR_SLOW_ANSWER_MS }),
      duplicateCallbacks: vars.MPESA_SIMULATOR_DUPLICATE_CALLBACKS === 'true',
    },
  };
}
