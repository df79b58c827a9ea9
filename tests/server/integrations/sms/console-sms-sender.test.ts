import { describe, expect, it } from 'vitest';
import { consoleSmsSender } from '../../../../src/server/integrations/sms/console-sms-sender';
import { createSmsSender } from '../../../../src/server/integrations/sms/create-sms-sender';

describe('console SMS driver', () => {
  it('writes one line per message to the stream it is given', async () => {
    const lines: string[] = [];
    const sender = consoleSmsSender({ write: (line) => lines.push(line) });
    await sender.send('254712345678', 'Your code is 1234.');
    expect(lines).toEqual(['SMS to 254712345678: Your code is 1234.\n']);
  });

  it('is what SMS_PROVIDER=console chooses', () => {
    expect(typeof createSmsSender({ provider: 'console' }).send).toBe('function');
  });
});
