// The M-Pesa part of the configuration: the callback URL Daraja is given must be one it will call.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
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
