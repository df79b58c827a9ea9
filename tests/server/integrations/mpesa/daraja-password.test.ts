import { describe, expect, it } from 'vitest';
import { nairobiTimestamp, stkPassword } from '../../../../src/server/integrations/mpesa/daraja-password';

describe('the STK Password and Timestamp', () => {
  it('writes the timestamp in Nairobi time (UTC+3) whatever the machine time zone', () => {
    expect(nairobiTimestamp(new Date('2026-03-02T21:30:05Z'))).toBe('20260303003005');
    expect(nairobiTimestamp(new Date('2026-12-31T20:59:59.999Z'))).toBe('20261231235959');
  });

  it('is base64 of shortcode, passkey and timestamp', () => {
    const password = stkPassword('174379', 'passkey', '20260303003005');
    expect(Buffer.from(password, 'base64').toString()).toBe('174379passkey20260303003005');
  });
});
