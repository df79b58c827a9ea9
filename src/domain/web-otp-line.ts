// The origin-bound line that lets a phone's browser fill a one-time code by itself: the WebOTP API reads
// it in Chrome on Android, and `autocomplete="one-time-code"` offers it in Safari. The format is the WICG's
// "Origin-bound one-time codes delivered via SMS": the message's last line is `@<host> #<code>`.
//
// The spec binds the code to the origin ("https", host, no port): a port cannot be written in the line,
// and the browser only offers the code on an https page of that site. So the line names SITE_ORIGIN's
// host name alone; a development origin such as http://127.0.0.1:3000 gives `@127.0.0.1`, which no
// browser fills (it is not https), and is harmless.

/** What a code may be for the line to be read: Chrome takes 4 to 10 letters or digits. */
const originBoundCode = /^[A-Za-z0-9]{4,10}$/;

/** `@kinga-insurance.co.ke #123456`: the line for a code sent from the site at `siteOrigin`. */
export function webOtpLine(siteOrigin: string, code: string): string {
  if (!originBoundCode.test(code)) throw new Error('a WebOTP code is 4 to 10 letters or digits');
  return `@${new URL(siteOrigin).hostname} #${code}`;
}

/**
 * The SMS text with the WebOTP line as its own last line. Without the blank line the spec's examples
 * show (only the last line is read): a character more could cost a second SMS part.
 */
export function withWebOtpLine(text: string, siteOrigin: string, code: string): string {
  return `${text.trimEnd()}\n${webOtpLine(siteOrigin, code)}`;
}
