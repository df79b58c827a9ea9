// The admins' calls about operators and the audit log (issue 12), read through the shared contract.
import {
  AuditPageSchema,
  OperatorDisableResponseSchema,
  OperatorListResponseSchema,
  OperatorUnlockResponseSchema,
} from '../../../domain/operator-api';
import { adminRequest } from '../admin-api';

/** How many audit entries a page of /admin/audit shows. */
export const AUDIT_PER_PAGE = 50;

export const fetchOperators = async () =>
  OperatorListResponseSchema.parse(await adminRequest<unknown>('/admin/operators')).operators;

export type OperatorListing = Awaited<ReturnType<typeof fetchOperators>>[number];

export const disableOperator = async (id: string) =>
  OperatorDisableResponseSchema.parse(
    await adminRequest<unknown>(`/admin/operators/${encodeURIComponent(id)}/disable`, {
      method: 'POST',
      body: {},
    }),
  );

export const unlockOperator = async (id: string) =>
  OperatorUnlockResponseSchema.parse(
    await adminRequest<unknown>(`/admin/operators/${encodeURIComponent(id)}/unlock`, {
      method: 'POST',
      body: {},
    }),
  );

export const fetchAuditPage = async (page: number) =>
  AuditPageSchema.parse(await adminRequest<unknown>(`/admin/audit?page=${page}&per_page=${AUDIT_PER_PAGE}`));
