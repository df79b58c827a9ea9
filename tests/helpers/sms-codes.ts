// The codes our SMS carry, found by their wording (src/domain/otp-messages.ts and forgot-password-rules.ts),
// for tests that read the messages: captured in memory (server-sms.ts) or printed by the console driver of
// a server process ('SMS to 2547…: …', start-server.ts).

export const smsCodePatterns = {
  'sign-in': /sign-in code is (\d{4})\b/,
  reset: /password reset code is (\d{4})\b/,
  signup: /code to create your account is (\d{4})\b/,
  'phone-change': /code to add this number to your account is (\d{4})\b/,
} as const;

export type SmsCodeKind = keyof typeof smsCodePatterns;

/** The newest code of `kind` in the messages to `to`, or undefined when none was sent. */
export function newestCode(messages: { to: string; text: string }[], to: string, kind: SmsCodeKind) {
  // The newest message that carries such a code: a payment receipt sent to the same phone (the outbox may
  // deliver it after the code) must not hide it.
  return messages
    .filter((message) => message.to === to)
    .map((message) => smsCodePatterns[kind].exec(message.text)?.[1])
    .filter((found) => found !== undefined)
    .at(-1);
}

/** The newest code of `kind` to `msisdn` in a server process's console output. */
export function newestConsoleCode(output: string, msisdn: string, kind: SmsCodeKind): string | undefined {
  const prefix = `SMS to ${msisdn}: `;
  const messages = output
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => ({ to: msisdn, text: line.slice(prefix.length) }));
  return newestCode(messages, msisdn, kind);
}

/**
 * Waits for a server process to print a code of `kind` to `msisdn`: the SMS goes out after the answer
 * (otp-challenges.ts does not await it), so it may be a moment behind.
 */
export async function waitForConsoleCode(
  output: () => string,
  msisdn: string,
  kind: SmsCodeKind,
  timeoutMs = 5_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = newestConsoleCode(output(), msisdn, kind);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no ${kind} code was printed for ${msisdn}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
