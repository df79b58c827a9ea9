// Every e-mail ends with the agency's legal identity (legal-identity.ts), whoever composed it,
// so no letter can forget it or word it differently. app.ts wraps whichever driver it was given.
import { legalIdentity } from '../../../domain/legal-identity';
import type { MailSender } from './mail-sender';

export function withLegalIdentity(sender: MailSender): MailSender {
  return {
    send: (message) => sender.send({ ...message, text: `${message.text}\n\n--\n${legalIdentity}\n` }),
  };
}
