import {
  AdminLoginRequestSchema,
  AdminLoginResponseSchema,
  AdminLogoutResponseSchema,
  AdminMeResponseSchema,
  AdminSetupConfirmRequestSchema,
  AdminSetupConfirmResponseSchema,
  AdminSetupRequestSchema,
  AdminSetupResponseSchema,
} from '../api/admin-operators';
import type { adminSessionEndpoints } from './admin-session-endpoints';
import type { SchemasOf } from './endpoint-schema';

export const adminSessionSchemas = {
  adminSetup: { body: AdminSetupRequestSchema, response: { 200: AdminSetupResponseSchema } },
  adminSetupConfirm: {
    body: AdminSetupConfirmRequestSchema,
    response: { 200: AdminSetupConfirmResponseSchema },
  },
  adminLogin: { body: AdminLoginRequestSchema, response: { 200: AdminLoginResponseSchema } },
  adminMe: { response: { 200: AdminMeResponseSchema } },
  adminLogout: { response: { 200: AdminLogoutResponseSchema } },
} satisfies SchemasOf<typeof adminSessionEndpoints>;
