// The URLs a prompt gives Daraja are the contract's callback endpoints, and none of them holds a word
// Daraja filters: a renamed path would otherwise leave M-Pesa calling a route nobody serves.
import { describe, expect, it } from 'vitest';
import { fillPath } from '../../../../src/domain/contract/endpoint';
import { endpoints } from '../../../../src/domain/contract/endpoints';
import {
  callbackPath,
  filteredWordIn,
  paybillPaths,
  TRANSACTION_STATUS_RESULT_SEGMENT,
} from '../../../../src/server/integrations/mpesa/daraja-callback-url';

const token = 'a_secret-token_of_24_chars_or_more';
const reference = '0b7c6a2e-8f1d-4c3b-9a5e-2d4f6b8c0e1a';
const declared = (path: string) => `/api${fillPath(path, { token, reference })}`;

describe('the callback URLs a prompt names', () => {
  it('are the contract’s callback, callback with our request id, and transaction status result', () => {
    expect(callbackPath(token)).toBe(declared(endpoints.mpesaCallback.path));
    expect(`${callbackPath(token)}/${reference}`).toBe(declared(endpoints.mpesaCallbackOfRequest.path));
    expect(`${callbackPath(token)}/${reference}/${TRANSACTION_STATUS_RESULT_SEGMENT}`).toBe(
      declared(endpoints.mpesaTransactionStatusResult.path),
    );
  });

  it('hold no word Daraja filters (only the paths kept for prompts sent before the move do)', () => {
    for (const route of [
      endpoints.mpesaCallback,
      endpoints.mpesaCallbackOfRequest,
      endpoints.mpesaTransactionStatusResult,
      endpoints.paybillConfirmation,
      endpoints.paybillValidation,
    ]) {
      expect(filteredWordIn(route.path)).toBeNull();
    }
  });

  it('for paybill payments are the contract’s, under the same token', () => {
    expect(paybillPaths(token)).toEqual({
      confirmationPath: declared(endpoints.paybillConfirmation.path),
      validationPath: declared(endpoints.paybillValidation.path),
    });
    expect(paybillPaths(token).confirmationPath).toContain(`/${token}/`);
  });

  it('are open to Daraja, which has no session: the token in the path is the guard', () => {
    // The USSD gateway's callback has a token of its own (tests/server/routes/ussd).
    const callbacks = Object.values(endpoints).filter(
      (route) => route.path.includes('/:token') && !route.path.startsWith('/ussd/'),
    );
    expect(callbacks.map((route) => route.name).sort()).toEqual(
      [
        'mpesaCallback',
        'mpesaCallbackBeforeMove',
        'mpesaCallbackOfRequest',
        'mpesaCallbackOfRequestBeforeMove',
        'mpesaTransactionStatusResult',
        'paybillConfirmation',
        'paybillValidation',
      ].sort(),
    );
    for (const route of callbacks) {
      expect(route.access).toBe('none');
      expect(route.errors).toContain('not_found');
    }
  });
});
