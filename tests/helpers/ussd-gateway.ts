// Africa's Talking's USSD gateway as tests play it: a form per step to /api/ussd/<token>, with every answer
// so far joined by '*', and the text/plain screen back, held to the gateway's rules (CON/END, 182 plain
// characters) on every step.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ussdScreenLimit } from '../../src/domain/ussd/ussd-screen';
import { DEVELOPMENT_USSD_TOKEN } from '../../src/server/config';
import { uniqueMsisdn } from './server-users';

let sessions = 0;
export const newSessionId = () => {
  sessions += 1;
  return `ATUid_${Date.now()}_${sessions}`;
};

export function ussdGateway(app: () => FastifyInstance) {
  /** One gateway call, as the form AT posts. */
  const post = (form: Record<string, string>, token = DEVELOPMENT_USSD_TOKEN) =>
    app().inject({
      method: 'POST',
      url: `/api/ussd/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  /** A phone's session: `answer(...)` sends the next answer, as the gateway joins them. */
  function phone(msisdn = uniqueMsisdn(), sessionId = newSessionId()) {
    const answers: string[] = [];
    const send = async () => {
      const response = await post({
        sessionId,
        serviceCode: '*519*87#',
        phoneNumber: `+${msisdn}`,
        networkCode: '63902',
        text: answers.join('*'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toMatch(/^(CON|END) /);
      expect(response.body.length).toBeLessThanOrEqual(ussdScreenLimit);
      // The networks show plain characters only.
      expect(response.body).toMatch(/^[\x20-\x7e\n]*$/);
      return response.body;
    };
    return {
      msisdn,
      sessionId,
      dial: () => send(),
      answer: (input: string) => {
        answers.push(input);
        return send();
      },
      /** The gateway sends the same step again (it did not get our answer). */
      retry: () => send(),
    };
  }

  return { post, phone };
}
