// Text messages sent during a test: the real console driver, writing into memory instead of stderr.
import { consoleSmsSender } from '../../src/server/integrations/sms/console-sms-sender';
import type { SmsSender } from '../../src/server/integrations/sms/sms-sender';
import { newestCode, type SmsCodeKind } from './sms-codes';

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

function codeTo(messages: SentSms[], to: string, kind: SmsCodeKind): string {
  const code = newestCode(messages, to, kind);
  if (!code) throw new Error(`no ${kind} code was sent to ${to}`);
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
    lastCodeTo: (to) => codeTo(messages(), to, 'sign-in'),
    lastResetCodeTo: (to) => codeTo(messages(), to, 'reset'),
    lastSignupCodeTo: (to) => codeTo(messages(), to, 'signup'),
    lastPhoneChangeCodeTo: (to) => codeTo(messages(), to, 'phone-change'),
  };
}
