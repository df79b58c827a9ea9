// What the server stores for a while and then forgets. An Idempotency-Key exists so a retry after a
// dropped connection gets the first answer: a client retries within seconds or minutes (the wizard, from
// its saved draft, within the session), so a day is ample, and a paid buy is found again by its
// covers.purchase_key after that anyway. A quotation is a snapshot a visitor looks at while deciding: one
// nobody bought from or left details with is of no use after 30 days (rates may have moved), while one a
// cover or a lead points at is part of that record and stays.
import type { Clock } from '../../clock';
import type { Repositories } from '../repositories';

export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const QUOTATION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A USSD session resumes within two minutes; after a day it only says who dialled what. */
export const USSD_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A lead (a call-back request) holds a phone number: 90 days after the call, it has served. */
export const CALLED_LEAD_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
/** What a caller did by USSD: the back office reads the last 30 days; the cover or claim keeps the rest. */
export const USSD_ACTION_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

// Deleting in batches keeps each statement's locks short; a pass stops after a bounded amount of work
// and the next pass (an hour later) carries on.
const BATCH_SIZE = 500;
const MAX_BATCHES_PER_PASS = 20;

export interface ExpiryPass {
  idempotencyKeys: number;
  quotations: number;
  ussdSessions: number;
  calledLeads: number;
  ussdActions: number;
}

async function deleteInBatches(deleteBatch: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch += 1) {
    const deleted = await deleteBatch(BATCH_SIZE);
    total += deleted;
    if (deleted < BATCH_SIZE) break;
  }
  return total;
}

export function createStoredDataExpiry(deps: {
  repositories: Pick<
    Repositories,
    'idempotencyKeys' | 'quotations' | 'ussdSessions' | 'leads' | 'ussdActions'
  >;
  clock: Clock;
}) {
  const { repositories, clock } = deps;
  return {
    /** One clean-up pass; safe to run on several instances at once. */
    async expireOnce(): Promise<ExpiryPass> {
      const now = clock.now().getTime();
      const keysBefore = new Date(now - IDEMPOTENCY_KEY_LIFETIME_MS);
      const quotationsBefore = new Date(now - QUOTATION_LIFETIME_MS);
      return {
        idempotencyKeys: await deleteInBatches((limit) =>
          repositories.idempotencyKeys.deleteCreatedBefore(keysBefore, limit),
        ),
        quotations: await deleteInBatches((limit) =>
          repositories.quotations.deleteUnusedCreatedBefore(quotationsBefore, limit),
        ),
        ussdSessions: await deleteInBatches((limit) =>
          repositories.ussdSessions.deleteUpdatedBefore(new Date(now - USSD_SESSION_LIFETIME_MS), limit),
        ),
        calledLeads: await deleteInBatches((limit) =>
          repositories.leads.deleteCalledBefore(new Date(now - CALLED_LEAD_LIFETIME_MS), limit),
        ),
        ussdActions: await deleteInBatches((limit) =>
          repositories.ussdActions.deleteBefore(new Date(now - USSD_ACTION_LIFETIME_MS), limit),
        ),
      };
    },
  };
}

export type StoredDataExpiry = ReturnType<typeof createStoredDataExpiry>;
