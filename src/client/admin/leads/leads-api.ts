// The call-back requests desk's calls, by their names in the contract
// (src/domain/contract/admin-leads-endpoints.ts).

import type { Lead } from '../../../domain/api/admin-leads';
import { callAdminEndpoint } from '../admin-api';
import { leadWords } from './lead-words';

export const listLeads = () => callAdminEndpoint('adminLeads', {}, leadWords.loadFailed);

/** Marks the lead called, with the note when one was written. */
export const markLeadCalled = (lead: Lead, note: string) =>
  callAdminEndpoint(
    'adminMarkLeadCalled',
    { params: { id: lead.id }, body: note ? { note } : {} },
    leadWords.actionFailed,
  );
