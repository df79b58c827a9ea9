// A 429 with Retry-After says the same wait, in minutes, in its message.
import { expect } from 'vitest';
import { waitInWords } from '../../src/domain/wait-messages';

export function expectWaitSaid(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  reason: string,
): void {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect((response.json() as { message: string }).message).toBe(
    `${reason} Please try again in ${waitInWords(seconds / 60)}.`,
  );
}
