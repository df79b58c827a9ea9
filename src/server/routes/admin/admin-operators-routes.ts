// Admins' work on operators and the audit log (src/domain/contract/admin-operators-endpoints.ts): every
// operator and where their sign-in is locked; disabling one (signed out everywhere at once); unlocking
// one's sign-in from every address; the audit log, newest first, a page at a time.
import { operatorMessages } from '../../../domain/back-office/operator-messages';
import { signedInOperator } from '../../http/operator-authentication';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';
import { operatorSummary } from '../../services/operators/operator-accounts';

export function serveAdminOperators(serve: Serve, services: AppServices): void {
  const { operators } = services;

  serve('adminOperators', async () => {
    const lockedFrom = await operators.unlock.lockedFrom();
    return {
      operators: (await operators.accounts.list()).map((operator) => ({
        ...operatorSummary(operator),
        created_at: operator.createdAt.toISOString(),
        activated_at: operator.activatedAt?.toISOString() ?? null,
        disabled_at: operator.disabledAt?.toISOString() ?? null,
        sign_in_locked_from: lockedFrom.get(operator.email) ?? [],
      })),
    };
  });

  serve('adminDisableOperator', async (request) => {
    const operator = await operators.accounts.disableById(signedInOperator(request), request.params.id);
    return { status: true as const, message: operatorMessages.operatorDisabled(operator.name) };
  });

  serve('adminUnlockOperator', async (request) => {
    const operator = await operators.unlock.unlockById(signedInOperator(request), request.params.id);
    return { status: true as const, message: operatorMessages.operatorUnlocked(operator.name) };
  });

  serve('adminAudit', (request) => operators.audit.page(request.query.page, request.query.per_page));
}
