// The back office calls its endpoints by name with the operator's token only: a client signed in on the
// same browser never lends it theirs, and without an operator session nothing is sent at all.
import { afterEach, describe, expect, it } from 'vitest';
import { callAdminEndpoint } from '../../../src/client/admin/admin-api';
import { endAdminSession } from '../../../src/client/admin/admin-session';
import { ApiRequestError } from '../../../src/client/api/http';
import { session } from '../../../src/client/state/session';
import { signInToBackOffice } from '../../helpers/admin-session';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { testClock } from '../../helpers/server-clock';

const clock = testClock();
const sent: (string | undefined)[] = [];
const api = serveApiForClientTests({
  clock,
  beforeListen: (app) =>
    app.addHook('onRequest', async (request) => {
      if (request.url === '/api/admin/me') sent.push(request.headers.authorization);
    }),
});

afterEach(() => {
  endAdminSession();
  session.auth_token = '';
  sent.length = 0;
});

describe('callAdminEndpoint', () => {
  it('sends the operator’s token, not the client’s, and reads the answer by its schema', async () => {
    const agent = await signInToBackOffice(api, clock, 'agent');
    sent.length = 0; // the helper's own look-up
    session.auth_token = 'a-client-token';
    const answer = await callAdminEndpoint('adminMe', {}, 'unreadable');
    expect(answer.operator.email).toBe(agent.email);
    expect(sent).toEqual([`Bearer ${agent.token}`]);
  });

  it('sends no token without an operator session, whoever else is signed in', async () => {
    session.auth_token = 'a-client-token';
    const failure = await callAdminEndpoint('adminMe', {}, 'unreadable').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(401);
    expect(sent).toEqual([undefined]);
  });
});
