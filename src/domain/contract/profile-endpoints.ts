// The signed-in client's own account: the profile and a new phone's code (its data, exported or erased,
// is my-data-endpoints.ts). Each path's :id must be the caller's: anyone else's is the same 404 as an unknown id, answered
// before the body is validated, so a body's problems say nothing about another account.
import { defineEndpoints } from './endpoint';
import { codeCheckRefusals, codeSendRefusals } from './users-endpoints';

export const profileEndpoints = defineEndpoints({
  readProfile: {
    method: 'GET',
    path: '/home-insurance/users/:id',
    access: 'owner',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['account_not_found'],
    summary: 'One’s own profile.',
  },
  updateProfile: {
    method: 'PUT',
    path: '/home-insurance/users/:id',
    access: 'owner',
    idempotencyKey: true,
    rateLimit:
      'A new phone’s code is sent under the sign-in code’s limits (per phone: one every 30 seconds, 5 an hour).',
    answers: 'json',
    errors: ['account_not_found', 'phone_taken', 'email_taken', 'id_number_taken', ...codeSendRefusals],
    summary:
      'Saves the whole profile; a new phone waits for the code sent to it. A retry with the same key (the outbox’s) gets the first answer and never undoes a newer edit.',
  },
  chooseLanguage: {
    method: 'PUT',
    path: '/home-insurance/users/:id/language',
    access: 'owner',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['account_not_found'],
    summary:
      'Saves the language the holder chose ("en" or "sw"): their SMS, e-mails and documents are written in it. Saving the same choice again changes nothing.',
  },
  verifyNewPhone: {
    method: 'POST',
    path: '/home-insurance/users/:id/phone/verify',
    access: 'owner',
    idempotencyKey: false,
    rateLimit:
      'Per address: 30 code checks an hour, shared by every endpoint that checks a code, before the body is read; and the sign-in code’s per-phone checks and locks.',
    answers: 'json',
    errors: ['account_not_found', 'no_phone_waiting', 'phone_taken', ...codeCheckRefusals],
    summary: 'The code sent to the new phone: that phone becomes the account’s.',
  },
  resendNewPhoneCode: {
    method: 'POST',
    path: '/home-insurance/users/:id/phone/resend',
    access: 'owner',
    idempotencyKey: false,
    rateLimit:
      'Per address: 20 code requests an hour, shared by every endpoint that sends a code, before the body is read; per phone: one code every 30 seconds and 5 an hour.',
    answers: 'json',
    errors: ['account_not_found', 'no_phone_waiting', ...codeSendRefusals],
    summary: 'A new code to the phone waiting to become the account’s.',
  },
});
