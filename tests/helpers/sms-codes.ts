// The codes our SMS carry, found by their wording (src/domain/otp-messages.ts and forgot-password-rules.ts),
// for tests that read the messages: captured in memory (server-sms.ts) or printed by the console driver of
// a server process ('SMS to 2547…: …', start-server.ts). Each SMS goes out in its holder's language, so a
// code is found in either language's wording.
import { forgotPasswordMessages } from '../../src/domain/forgot-password-rules';
import { readInLanguage } from '../../src/domain/language/current-language';
import { languages } from '../../src/domain/language/languages';
import { otpMessages } from '../../src/domain/otp-messages';

const codeMark = '\u0000';

/** The SMS `write` writes, in any language, its code caught by the group of that language's wording. */
function codeInWording(write: (code: string) => string): RegExp {
  const wordings = languages.map((language) =>
    readInLanguage(language, () => write(codeMark))
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(codeMark, '(\\d{4})'),
  );
  return new RegExp(wordings.map((wording) => `(?:${wording})`).join('|'));
}

export const smsCodePatterns = {
  'sign-in': codeInWording(otpMessages.codeSms),
  reset: codeInWording(forgotPasswordMessages.resetSms),
  signup: codeInWording(otpMessages.signupCodeSms),
  'phone-change': codeInWording(otpMessages.phoneChangeCodeSms),
} as const;

export type SmsCodeKind = keyof typeof smsCodePatterns;

/** The newest code of `kind` in the messages to `to`, or undefined when none was sent. */
export function newestCode(messages: { to: string; text: string }[], to: string, kind: SmsCodeKind) {
  // The newest message that carries such a code: a payment receipt sent to the same phone (the outbox may
  // deliver it after the code) must not hide it.
  return messages
    .filter((message) => message.to === to)
    .map((message) => smsCodePatterns[kind].exec(message.text)?.slice(1).find(Boolean))
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
