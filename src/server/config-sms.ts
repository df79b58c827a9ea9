// The SMS part of the environment (config.ts prints each of its problems on a line of its own). The console
// driver is the default, so `npm start` needs no account; Africa's Talking needs its username and API key.
import { z } from 'zod';

export type SmsConfig =
  | { provider: 'console' }
  | {
      provider: 'africastalking';
      username: string;
      /** Sent as the `apiKey` header; never printed. */
      apiKey: string;
      /** The alphanumeric sender id Africa's Talking registered for us; null: their shared short code. */
      senderId: string | null;
      baseUrl: string;
    };

export const smsProviders = ['console', 'africastalking'] as const;

const LIVE_BASE_URL = 'https://api.africastalking.com';
// Africa's Talking's sandbox is its own host, and only the username 'sandbox' may use it.
const SANDBOX_BASE_URL = 'https://api.sandbox.africastalking.com';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const SmsEnvSchema = z.object({
  SMS_PROVIDER: optional(z.enum(smsProviders, { error: `must be one of ${smsProviders.join(', ')}` })),
  AFRICASTALKING_USERNAME: optional(z.string()),
  AFRICASTALKING_API_KEY: optional(z.string()),
  AFRICASTALKING_SENDER_ID: optional(z.string().max(11, 'must be at most 11 characters')),
  AFRICASTALKING_BASE_URL: optional(z.url({ error: 'must be a URL', protocol: /^https?$/ })),
});
export type SmsEnv = z.infer<typeof SmsEnvSchema>;

const africasTalkingRequired = ['AFRICASTALKING_USERNAME', 'AFRICASTALKING_API_KEY'] as const;

/** Returns the configuration, or the problems (one phrase each) that stop it. */
export function resolveSmsConfig(vars: SmsEnv): { sms: SmsConfig } | { problems: string[] } {
  if (vars.SMS_PROVIDER !== 'africastalking') return { sms: { provider: 'console' } };
  const missing = africasTalkingRequired.filter((name) => vars[name] === undefined);
  if (missing.length > 0) {
    return {
      problems: missing.map((name) => `${name} must be set when SMS_PROVIDER=africastalking (it is missing)`),
    };
  }
  const username = vars.AFRICASTALKING_USERNAME ?? '';
  return {
    sms: {
      provider: 'africastalking',
      username,
      apiKey: vars.AFRICASTALKING_API_KEY ?? '',
      senderId: vars.AFRICASTALKING_SENDER_ID ?? null,
      baseUrl: (
        vars.AFRICASTALKING_BASE_URL ?? (username === 'sandbox' ? SANDBOX_BASE_URL : LIVE_BASE_URL)
      ).replace(/\/+$/, ''),
    },
  };
}
