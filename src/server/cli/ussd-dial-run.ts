// A phone on the USSD channel, in a terminal: posts each step to the running server's callback exactly as
// Africa's Talking does (a form with sessionId, serviceCode, phoneNumber, networkCode and every answer so
// far joined by '*'), shows the screen, and reads the next answer, until the server ends the session.
import { randomUUID } from 'node:crypto';
import { normaliseMsisdn } from '../../domain/phone';

export interface DialOptions {
  /** The server's origin: http://localhost:8080. */
  origin: string;
  token: string;
  /** The phone, as a person types it (0712345678, +254712345678). */
  phone: string;
  /** The next answer typed; null when the person has gone (the session is left to drop). */
  nextAnswer: () => Promise<string | null>;
  show: (text: string) => void;
  serviceCode?: string;
}

/** Dials and answers until an END screen; resolves with every screen shown, 'CON …' or 'END …'. */
export async function dialUssd(options: DialOptions): Promise<string[]> {
  const msisdn = normaliseMsisdn(options.phone);
  if (!msisdn) throw new Error(`${options.phone} is not a Kenyan mobile number (07…, 01… or +254…)`);
  const sessionId = `local-${randomUUID()}`;
  const answers: string[] = [];
  const screens: string[] = [];
  for (;;) {
    const response = await fetch(`${options.origin}/api/ussd/${encodeURIComponent(options.token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        sessionId,
        serviceCode: options.serviceCode ?? '*519*87#',
        phoneNumber: `+${msisdn}`,
        networkCode: '63902',
        text: answers.join('*'),
      }),
    });
    if (response.status === 404)
      throw new Error(
        'The server answers 404: USSD_CALLBACK_TOKEN differs from the server’s, or its channel is off',
      );
    const screen = await response.text();
    screens.push(screen);
    options.show(screen.replace(/^(CON|END) /, ''));
    if (!screen.startsWith('CON ')) return screens;
    const answer = await options.nextAnswer();
    if (answer === null) return screens;
    answers.push(answer.trim());
  }
}
