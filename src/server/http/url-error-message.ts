// Fastify refuses a URL it cannot route (a bad %-escape, a path parameter over the length limit) with a
// message that quotes the whole raw URL, query string included: "'/api/…/exists/0711223344%zz' is not a
// valid url component". Logged as is, that puts phones, e-mails and the M-Pesa callback's token in the log,
// so the quoted URL is masked as the request line's is. Only the segment-by-segment URL mask runs here:
// the free-text mask's e-mail pattern is quadratic on a long run without '@', and these URLs reach
// hundreds of kilobytes.
import { maskRequestUrl } from './logger-options';

const quotedUrl = /^'(\/[\s\S]*)'(?= is )/;

export function maskUrlInMessage(message: string): string {
  return message.replace(quotedUrl, (_quoted, url: string) => `'${maskRequestUrl(url)}'`);
}
