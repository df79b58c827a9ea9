// Leads: a caller asks to be called back (by USSD), the back office lists who waits, oldest first, and an
// operator marks one called with a note of what came of it, written in the operator audit like every
// other back-office action. A phone already waiting for a call for the same reason is not listed twice.
import type { Lead, LeadList } from '../../../domain/api/admin-leads';
import { leadMessages } from '../../../domain/back-office/lead-messages';
import { claimReference } from '../../../domain/claims/claim-letters';
import type { Language } from '../../../domain/language/languages';
import type { CallBackReason } from '../../../domain/leads/call-back-reasons';
import type { Clock } from '../../clock';
import type { LeadRow } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import type { OperatorAuditService } from '../operators/operator-audit';
import type { LeadsRepository } from './leads-repository';

/** How long the leads view shows a called lead. */
export const CALLED_LEADS_SHOWN_MS = 30 * 24 * 60 * 60 * 1000;

function toLead({ lead, calledBy }: { lead: LeadRow; calledBy: string | null }): Lead {
  return {
    id: lead.id,
    msisdn: lead.msisdn,
    reason: lead.reason,
    channel: lead.channel,
    language: lead.language,
    claim_id: lead.claimId,
    claim_reference: lead.claimId ? claimReference(lead.claimId) : null,
    asked_at: lead.askedAt.toISOString(),
    called_at: lead.calledAt?.toISOString() ?? null,
    called_by: calledBy,
    note: lead.note,
  };
}

export function createLeadsService(deps: {
  leads: LeadsRepository;
  audit: Pick<OperatorAuditService, 'record'>;
  clock: Clock;
}) {
  const { leads, clock } = deps;
  return {
    /** Records a caller's request by USSD; false when this phone already waits for a call for `reason`. */
    ask(request: { msisdn: string; reason: CallBackReason; language: Language; claimId?: string }) {
      return leads.add({
        msisdn: request.msisdn,
        reason: request.reason,
        channel: 'ussd',
        language: request.language,
        claimId: request.claimId ?? null,
        askedAt: clock.now(),
      });
    },

    async list(): Promise<LeadList> {
      const since = new Date(clock.now().getTime() - CALLED_LEADS_SHOWN_MS);
      const [open, called] = await Promise.all([leads.open(), leads.calledSince(since)]);
      return { open: open.map(toLead), called: called.map(toLead) };
    },

    async markCalled(operatorId: string, id: string, note: string | undefined) {
      const lead = await leads.find(id);
      if (!lead) throw apiError('lead_not_found');
      if (!(await leads.markCalled(id, operatorId, note || null, clock.now())))
        throw apiError('lead_already_called');
      // The phone is the lead's, on the lead: the audit names the lead, not the person.
      await deps.audit.record({
        operatorId,
        action: 'lead.called',
        target: { type: 'lead', id },
        before: { reason: lead.reason },
        after: { called: true, note: note || null },
      });
      return { status: true as const, message: leadMessages.called };
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
