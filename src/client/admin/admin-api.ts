// The back office's calls, with the operator's token (never the client's), by their names in the
// contract (src/domain/contract/admin-*-endpoints.ts).
import { backOfficeMessages } from '../../domain/back-office/back-office-messages';
import { endpointCaller } from '../api/call-endpoint';
import { apiBaseUrl, createApiClient } from '../api/http';
import { adminToken } from './admin-session';

const adminRequest = createApiClient({ baseURL: apiBaseUrl, readToken: adminToken });

/** callEndpoint with the operator's session. */
export const callAdminEndpoint = endpointCaller(adminRequest);

export const beginSetup = (token: string, password: string) =>
  callAdminEndpoint('adminSetup', { body: { token, password } }, backOfficeMessages.setupFailed);

export const confirmSetup = (token: string, code: string) =>
  callAdminEndpoint('adminSetupConfirm', { body: { token, code } }, backOfficeMessages.setupFailed);

export const adminLogIn = (email: string, password: string, code: string) =>
  callAdminEndpoint('adminLogin', { body: { email, password, code } }, backOfficeMessages.signInFailed);

export const adminLogOut = () => callAdminEndpoint('adminLogout', {}, backOfficeMessages.signOutFailed);
