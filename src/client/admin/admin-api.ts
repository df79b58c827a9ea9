// The back office's calls, with the operator's token (never the client's). Answers are read through the
// shared contract's schemas, which this lazy chunk can afford.
import {
  AdminLoginResponseSchema,
  AdminSetupConfirmResponseSchema,
  AdminSetupResponseSchema,
} from '../../domain/operator-api';
import { apiBaseUrl, createApiClient } from '../api/http';
import { adminToken } from './admin-session';

export const adminRequest = createApiClient({ baseURL: apiBaseUrl, readToken: adminToken });

const post = (path: string, body: Record<string, unknown>) =>
  adminRequest<unknown>(path, { method: 'POST', body });

export const beginSetup = async (token: string, password: string) =>
  AdminSetupResponseSchema.parse(await post('/admin/setup', { token, password }));

export const confirmSetup = async (token: string, code: string) =>
  AdminSetupConfirmResponseSchema.parse(await post('/admin/setup/confirm', { token, code }));

export const adminLogIn = async (email: string, password: string, code: string) =>
  AdminLoginResponseSchema.parse(await post('/admin/login', { email, password, code }));

export const adminLogOut = () => post('/admin/logout', {});
