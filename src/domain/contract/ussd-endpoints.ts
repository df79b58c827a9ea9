// USSD (issue 29): Africa's Talking's gateway calls us once per step of a session dialled to the agency's
// short code, under a secret token in the path (USSD_CALLBACK_TOKEN) that a wrong value answers with a 404.
import { defineEndpoints } from './endpoint';

export const ussdEndpoints = defineEndpoints({
  ussdCallback: {
    method: 'POST',
    path: '/ussd/:token',
    access: 'none',
    // The session's stored answers make a retry harmless: a step already acted on gets its screen again.
    idempotencyKey: false,
    rateLimit: '60 steps per phone in 10 minutes, 40 per session in 3 minutes (a polite END beyond).',
    answers: 'text',
    bodyTypes: ['application/x-www-form-urlencoded'],
    errors: ['not_found'],
    summary:
      'One step of a USSD session, as the gateway posts it (sessionId, serviceCode, phoneNumber, ' +
      'networkCode, and text: every answer so far joined by *). Answers text/plain: CON and the next ' +
      'screen, or END and the last, at most 182 characters, within 5 seconds; a dependency that is down ' +
      'gets a polite END, never an error. A wrong token, or no USSD_CALLBACK_TOKEN in production, is a 404.',
  },
});
