// Fastify refuses a URL it cannot route (a bad %-escape, a path parameter over the length limit) with a
// message that quotes the whole raw URL, query string included: "'/api/…/exists/0711223344%zz' is not a
// valid url component". Logged as is, that puts phones, e-mails and the M-Pesa callback's token in the log,
// so the quoted URL is masked as the request line's is, and then as free text: an over-long segment
// ('0711223344xxxx…') holds a phone without being one.
import { maskRequestUrl } from './logger-options';
import { maskPersonalText } from './personal-data-mask';

const quotedUrl = /^'(\/[\s\S]*)'(?= is )/;

export function maskUrlInMessage(message: string): string {
  return message.replace(quotedUrl, (_quoted, url: string) => `'${maskPersonalText(maskRequestUrl(url))}'`);
}
