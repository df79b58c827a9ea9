// The back office's door: an operator's set-up link (password, then the first authenticator code) and
// signing in and out. Sign-in and set-up share one per-address limit, which bounds guessing of codes.
import { defineEndpoints } from './endpoint';

const signInLimit = '30 sign-in and set-up attempts an hour per address';

export const adminSessionEndpoints = defineEndpoints({
  adminSetup: {
    method: 'POST',
    path: '/admin/setup',
    access: 'none',
    idempotencyKey: false,
    rateLimit: signInLimit,
    answers: 'json',
    errors: ['setup_link_invalid'],
    summary: 'First step of an operator’s set-up link: sets the password, answers the TOTP enrolment.',
  },
  adminSetupConfirm: {
    method: 'POST',
    path: '/admin/setup/confirm',
    access: 'none',
    idempotencyKey: false,
    rateLimit: signInLimit,
    answers: 'json',
    errors: ['setup_link_invalid', 'setup_not_started', 'code_incorrect'],
    summary: 'Second step: the first authenticator code activates the operator; answers the recovery codes.',
  },
  adminLogin: {
    method: 'POST',
    path: '/admin/login',
    access: 'none',
    idempotencyKey: false,
    rateLimit: `${signInLimit}; failed tries lock an e-mail from an address`,
    answers: 'json',
    errors: ['operator_login_incorrect', 'operator_login_locked'],
    summary: 'Signs an operator in with e-mail, password and code; answers the session’s token.',
  },
  adminMe: {
    method: 'GET',
    path: '/admin/me',
    access: 'operator',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: [],
    summary: 'The signed-in operator.',
  },
  adminLogout: {
    method: 'POST',
    path: '/admin/logout',
    access: 'operator',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: [],
    summary: 'Ends the operator’s session, audited.',
  },
});
