// Leads: a caller asks to be called back (by USSD), the back office lists who waits, oldest first, and an
// operator marks one called with a note of what came of it, written in the operator audit like every
// other back-office action. A phone already waiting for a call for the same reason is not listed twice.
// Beside them, what callers did by USSD, so every USSD action is on this one desk, and the quotes visitors
// saved with their contact details: the agency's other leads.
import type { Lead, LeadList, SavedQuoteLead, UssdAction } from '../../../domain/api/admin-leads';
import { leadMessages } from '../../../domain/back-office/lead-messages';
import { claimReference } from '../../../domain/claims/claim-letters';
import type { Language } from '../../../domain/language/languages';
import type { CallBackReason } from '../../../domain/leads/call-back-reasons';
import type { Clock } from '../../clock';
import type { LeadRow, UssdActionRow } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import type { OperatorAuditService } from '../operators/operator-audit';
import type { QuotationsRepository } from '../quotations/quotations-repository';
import type { UssdActionsRepository } from '../ussd/ussd-actions-repository';
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

function toUssdAction({
  action,
  coverReference,
}: {
  action: UssdActionRow;
  coverReference: string | null;
}): UssdAction {
  return {
    id: action.id,
    at: action.at.toISOString(),
    msisdn: action.msisdn,
    action: action.action,
    cover_id: action.coverId,
    cover_reference: coverReference,
    claim_id: action.claimId,
    claim_reference: action.claimId ? claimReference(action.claimId) : null,
  };
}

function toSavedQuote(row: Awaited<ReturnType<QuotationsRepository['savedSince']>>[number]): SavedQuoteLead {
  return {
    id: row.id,
    saved_at: new Date(row.created_at).toISOString(),
    name: row.contact.name,
    msisdn: row.contact.msisdn,
    email: row.contact.email,
    product: row.product,
    underwriter: row.underwriter,
    price: row.price === null ? null : Number(row.price),
    bought_since: row.bought_since,
  };
}

/** How many USSD actions (and saved quotes) the desk lists. */
const USSD_ACTIONS_SHOWN = 200;

export function createLeadsService(deps: {
  leads: LeadsRepository;
  ussdActions: Pick<UssdActionsRepository, 'latestSince'>;
  savedQuotes: Pick<QuotationsRepository, 'savedSince'>;
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
      const [open, called, actions, saved] = await Promise.all([
        leads.open(),
        leads.calledSince(since),
        deps.ussdActions.latestSince(since, USSD_ACTIONS_SHOWN),
        deps.savedQuotes.savedSince(since, USSD_ACTIONS_SHOWN),
      ]);
      return {
        open: open.map(toLead),
        called: called.map(toLead),
        ussd_actions: actions.map(toUssdAction),
        saved_quotes: saved.map(toSavedQuote),
      };
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
