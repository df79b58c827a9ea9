import {
  AuditPageSchema,
  AuditQuerySchema,
  OperatorDisableResponseSchema,
  OperatorIdSchema,
  OperatorListResponseSchema,
  OperatorUnlockResponseSchema,
} from '../api/admin-operators';
import type { adminOperatorsEndpoints } from './admin-operators-endpoints';
import type { SchemasOf } from './endpoint-schema';

export const adminOperatorsSchemas = {
  adminOperators: { response: { 200: OperatorListResponseSchema } },
  adminDisableOperator: { params: OperatorIdSchema, response: { 200: OperatorDisableResponseSchema } },
  adminUnlockOperator: { params: OperatorIdSchema, response: { 200: OperatorUnlockResponseSchema } },
  adminAudit: { query: AuditQuerySchema, response: { 200: AuditPageSchema } },
} satisfies SchemasOf<typeof adminOperatorsEndpoints>;
