// Text messages sent during a test: the real console driver, writing into memory instead of stderr.
import { consoleSmsSender } from '../../src/server/integrations/sms/console-sms-sender';
import type { SmsSender } from '../../src/server/integrations/sms/sms-sender';

export interface SentSms {
  to: string;
  text: string;
}

export interface SmsCapture {
  sender: SmsSender;
  messages(): SentSms[];
  /** The 4-digit code of the newest message to `to`. */
  lastCodeTo(to: string): string;
  /** The 4-digit code of the newest password reset message to `to` (forgot password). */
  lastResetCodeTo(to: string): string;
  /** The 4-digit code of the newest signup message to `to` (signup's first step). */
  lastSignupCodeTo(to: string): string;
  /** The 4-digit code of the newest message to a new phone a profile named. */
  lastPhoneChangeCodeTo(to: string): string;
}

/** The newest code that `pattern` finds in the messages to `to`. */
function lastMatchTo(messages: SentSms[], to: string, pattern: RegExp): string {
  // The newest message that carries such a code: a payment receipt sent to the same phone (the outbox may
  // deliver it after the code) must not hide it.
  const code = messages
    .filter((message) => message.to === to)
    .map((message) => pattern.exec(message.text)?.[1])
    .filter((found) => found !== undefined)
    .at(-1);
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

export function captureSms(): SmsCapture {
  const lines: string[] = [];
  const sender = consoleSmsSender({ write: (line) => lines.push(line) });
  const messages = () =>
    lines.map((line) => {
      const match = /^SMS to (\d+): (.*)\n$/s.exec(line);
      if (!match?.[1] || match[2] === undefined) throw new Error(`unexpected SMS line: ${line}`);
      return { to: match[1], text: match[2] };
    });
  return {
    sender,
    messages,
    lastCodeTo: (to) => lastMatchTo(messages(), to, /sign-in code is (\d{4})\b/),
    lastResetCodeTo: (to) => lastMatchTo(messages(), to, /password reset code is (\d{4})\b/),
    lastSignupCodeTo: (to) => lastMatchTo(messages(), to, /code to create your account is (\d{4})\b/),
    lastPhoneChangeCodeTo: (to) =>
      lastMatchTo(messages(), to, /code to add this number to your account is (\d{4})\b/),
  };
}
