// The admins' calls about operators and the audit log, by their names in the contract
// (src/domain/contract/admin-operators-endpoints.ts).
import { backOfficeMessages } from '../../../domain/back-office/back-office-messages';
import { callAdminEndpoint } from '../admin-api';

/** How many audit entries a page of /admin/audit shows. */
export const AUDIT_PER_PAGE = 50;

export const fetchOperators = async () =>
  (await callAdminEndpoint('adminOperators', {}, backOfficeMessages.pageLoadFailed)).operators;

export type OperatorListing = Awaited<ReturnType<typeof fetchOperators>>[number];

export const disableOperator = (id: string) =>
  callAdminEndpoint('adminDisableOperator', { params: { id } }, backOfficeMessages.disableFailed);

export const unlockOperator = (id: string) =>
  callAdminEndpoint('adminUnlockOperator', { params: { id } }, backOfficeMessages.unlockFailed);

export const fetchAuditPage = (page: number) =>
  callAdminEndpoint(
    'adminAudit',
    { query: { page, per_page: AUDIT_PER_PAGE } },
    backOfficeMessages.pageLoadFailed,
  );
