// The SMS and e-mail a client gets at each change of a claim's status, through the notification
// outbox. The outbox keeps one row per (cover, channel, kind); a claim may pass through a status more than
// once (a second document asked for), so the kind names the claim, the status and the event that made the
// change: one event, one SMS and one e-mail, however often the step is retried. The words are composed when
// the outbox sends them, from the event and the claim as they stand then.

import { type ClaimLetter, claimEmail, claimSms } from '../../../domain/claims/claim-letters';
import { type ClaimStatus, claimNextStep } from '../../../domain/claims/claim-status';
import { perilNames } from '../../../domain/claims/perils';
import { paymentLetters } from '../../../domain/letters/payment-letters';
import type { Claim, ClaimEvent, Notification } from '../../db/schema';
import type { NotificationComposer } from '../notifications/notification-composers';
import type { NotificationOutbox } from '../notifications/notifications-service';
import type { Repositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { missingOf } from './claim-view';

const PREFIX = 'claim:';

export const claimKinds = {
  of: (event: ClaimEvent): string => `${PREFIX}${event.claimId}:${event.status}:${event.id}`,
  /** What the outbox's registry is told this feature writes: one family, named by claim and event. */
  all: [PREFIX] as const,
  parse: (kind: string) => {
    const [, claimId = '', status = '', eventId = ''] = kind.split(':');
    return { claimId, status: status as ClaimStatus, eventId: Number(eventId) };
  },
};

/**
 * How long a new claim's 'received' SMS and e-mail wait for the files the portal sends
 * right after the claim (one request each, from the outbox), so they ask only for what is still missing.
 * They go sooner when the last missing document arrives (claimDocumentsComplete).
 */
export const claimReceivedWaitMs = 2 * 60_000;

/** Queues the event's e-mail (when the cover has an address) and SMS, inside the event's transaction. */
export async function queueClaimNotices(
  tx: Pick<Repositories, 'covers' | 'notifications'>,
  claim: Claim,
  event: ClaimEvent,
  deps: { log: Pick<ServiceLog, 'warn'>; notifications: Pick<NotificationOutbox, 'enqueue'> },
): Promise<void> {
  const kind = claimKinds.of(event);
  const notBefore =
    event.status === 'received' ? new Date(event.at.getTime() + claimReceivedWaitMs) : event.at;
  const contact = await tx.covers.contactOf(claim.coverId);
  const { coverId } = claim;
  if (contact?.email) await deps.notifications.enqueue(tx, { coverId, channel: 'email', kind, notBefore });
  else deps.log.warn({ claimId: claim.id }, 'no e-mail address for the claim’s cover; e-mail skipped');
  await deps.notifications.enqueue(tx, { coverId, channel: 'sms', kind, notBefore });
}

/** Nothing is missing any more: the claim's notices still waiting for its files go now. */
export async function claimDocumentsComplete(
  tx: Pick<Repositories, 'notifications'>,
  claim: Claim,
  now: Date,
): Promise<void> {
  await tx.notifications.dueNow(claim.coverId, now, `${PREFIX}${claim.id}:`);
}

const failure = (code: string) => Object.assign(new Error(code), { code });

export function createClaimNotices(deps: {
  repositories: Pick<Repositories, 'claims' | 'covers'>;
}): NotificationComposer {
  const { claims, covers } = deps.repositories;
  return {
    kinds: claimKinds.all,

    async compose(notification: Notification) {
      const { claimId, eventId } = claimKinds.parse(notification.kind);
      const [claim, event] = await Promise.all([claims.findClaim(claimId), claims.findEvent(eventId)]);
      if (!claim || !event || event.claimId !== claim.id) throw failure('NO_CLAIM_EVENT');
      const [contact, stored] = await Promise.all([covers.contactOf(claim.coverId), claims.load(claim)]);
      if (!contact) throw failure('NO_CONTACT');
      const letter: ClaimLetter = {
        holderName: contact.name || paymentLetters.customer,
        claimId: claim.id,
        perilName: perilNames[claim.peril],
        status: event.status,
        note: event.note,
        nextStep: claimNextStep({
          status: event.status,
          missing: missingOf(stored),
          settledAmount: event.settledAmount ?? claim.settledAmount,
          paymentReference: event.paymentReference ?? claim.paymentReference,
          declineReason: event.status === 'declined' ? event.note : claim.declineReason,
        }),
      };
      if (notification.channel === 'sms') return { sms: { to: contact.msisdn, text: claimSms(letter) } };
      if (!contact.email) throw failure('NO_ADDRESS');
      return { email: { to: contact.email, ...claimEmail(letter) } };
    },
  };
}
