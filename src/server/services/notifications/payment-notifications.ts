// What a client receives once their cover is paid: an 'application received' e-mail with the policy
// summary and an SMS receipt, through the notifications outbox. The rows are queued in the transaction
// that records the payment (queuePaymentNotifications), so a crash right after it loses nothing; then a
// sender leases due rows, sends outside any transaction, and marks each sent, or failed with a retry time
// (1, 2, 4, 8 minutes) until the fifth failure gives up with an error in the log. Both go to the contact
// details given with the cover (its e-mail, the paying phone), never to the account's: the account may
// hold someone else's details until its phone is proven (users/proven-details.ts).
import { coverTypeLabels, deriveCoverType, type SectionKind, sectionNames } from '../../../domain/cover-type';
import type { Clock } from '../../clock';
import type { Cover, Notification } from '../../db/schema';
import type { MailMessage, MailSender } from '../../integrations/mail/mail-sender';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import { sectionSums } from '../quotations/price-products';
import type { Repositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { itemsPaidEmail, itemsPaidSms } from './items-paid-message';
import {
  type PaymentReceivedSummary,
  paymentReceivedEmail,
  paymentReceivedSms,
} from './payment-received-message';

export const PAYMENT_RECEIVED = 'payment_received';
/** Followed by the endorsement's id: the payment for items added to a paid cover. */
export const ITEMS_PAID = 'items_paid:';
/** A success a query recorded has no receipt; the callback usually brings it within seconds. */
export const RECEIPT_WAIT_MS = 60_000;
export const MAX_SEND_ATTEMPTS = 5;
const FIRST_RETRY_MS = 60_000;
const SEND_LEASE_MS = 120_000;
const BATCH_SIZE = 20;

/**
 * Queues the payment's e-mail and SMS, inside the transaction that activated the cover. Without a receipt
 * yet, they wait a little for the callback that carries it (dueNow brings them forward when it comes).
 */
export async function queuePaymentNotifications(
  tx: Repositories,
  cover: Cover,
  options: {
    now: Date;
    hasReceipt: boolean;
    log: Pick<ServiceLog, 'warn'>;
    /** The endorsement paid, when the payment was for items added to the cover. */
    endorsementId?: string | null;
  },
): Promise<void> {
  const notBefore = new Date(options.now.getTime() + (options.hasReceipt ? 0 : RECEIPT_WAIT_MS));
  // One kind per endorsement: the outbox keeps one notification per cover, channel and kind.
  const kind = options.endorsementId ? `${ITEMS_PAID}${options.endorsementId}` : PAYMENT_RECEIVED;
  const contact = await tx.covers.contactOf(cover.id);
  if (contact?.email) await tx.notifications.enqueue(cover.id, 'email', kind, notBefore);
  else options.log.warn({ coverId: cover.id }, 'no e-mail address for the paid cover; e-mail skipped');
  await tx.notifications.enqueue(cover.id, 'sms', kind, notBefore);
}

/**
 * Other kinds the same outbox carries (the review's decisions, issue 12): composed by their own module,
 * sent, retried and given up on here like the payment's.
 */
export interface NotificationComposer {
  handles(kind: string): boolean;
  compose(
    notification: Notification,
  ): Promise<{ email: MailMessage } | { sms: { to: string; text: string } }>;
}

export interface PaymentNotifierDependencies {
  repositories: Repositories;
  composers?: NotificationComposer[];
  mail: MailSender;
  sms: SmsSender;
  clock: Clock;
  log: Pick<ServiceLog, 'error' | 'warn'>;
}

/** An error's kind for the outbox row: a code or class name, never its text (it may hold an address). */
const errorKind = (error: unknown) =>
  (error as { code?: unknown })?.code?.toString() ?? (error instanceof Error ? error.name : 'Error');

export function createPaymentNotifier(deps: PaymentNotifierDependencies) {
  const { repositories, clock, log } = deps;
  const inFlight = new Set<Promise<unknown>>();

  /** The request that paid what the notification is about: the cover, or one endorsement of it. */
  async function paymentOf(notification: Notification) {
    if (!notification.kind.startsWith(ITEMS_PAID)) {
      return { paid: await repositories.stkRequests.findPaidForCover(notification.coverId), added: null };
    }
    const endorsement = await repositories.coverEndorsements.findById(
      notification.kind.slice(ITEMS_PAID.length),
    );
    const paid = endorsement?.paidByStkRequestId
      ? await repositories.stkRequests.findById(endorsement.paidByStkRequestId)
      : null;
    const added = endorsement ? [...endorsement.houseHoldItems, ...endorsement.portableItems] : null;
    return { paid, added };
  }

  async function summaryOf(notification: Notification) {
    const cover = await repositories.covers.findById(notification.coverId);
    const { paid, added } = await paymentOf(notification);
    if (!cover || !paid) return null;
    const [contact, catalogueEntry] = await Promise.all([
      repositories.covers.contactOf(cover.id),
      repositories.catalogue.productWithUnderwriter(cover.productId),
    ]);
    const values = {
      value_of_property: cover.valueOfProperty,
      value_of_house_hold_items: cover.valueOfHouseHoldItems,
      value_of_portable_items: cover.valueOfPortableItems,
    };
    const coverType = deriveCoverType(cover.isOwner ? 'owner' : 'tenant', {
      building: cover.valueOfProperty,
      household: cover.valueOfHouseHoldItems,
      gadgets: cover.valueOfPortableItems,
    });
    const sums = coverType ? sectionSums(values, coverType) : {};
    const summary: PaymentReceivedSummary = {
      holderName: contact?.name || 'customer',
      reference: cover.reference,
      policyNumber: cover.policyNumber,
      productName: catalogueEntry?.product.name ?? cover.productId,
      underwriterName: catalogueEntry?.underwriter.name ?? '',
      coverTypeLabel: coverType ? coverTypeLabels[coverType] : 'Home cover',
      ownership: cover.isOwner ? 'Owner' : 'Tenant',
      sections: Object.entries(sums).map(([kind, value]) => ({
        name: sectionNames[kind as SectionKind],
        value: value ?? 0,
      })),
      amountPaid: paid.amount,
      receipt: paid.mpesaReceiptNumber,
    };
    return { summary, added, email: contact?.email ?? null, payer: paid.msisdn };
  }

  async function deliver(notification: Notification): Promise<void> {
    try {
      const composer = deps.composers?.find((candidate) => candidate.handles(notification.kind));
      if (composer) {
        const outgoing = await composer.compose(notification);
        if ('email' in outgoing) await deps.mail.send(outgoing.email);
        else await deps.sms.send(outgoing.sms.to, outgoing.sms.text);
        await repositories.notifications.markSent(notification.id, clock.now());
        return;
      }
      const found = await summaryOf(notification);
      if (!found) throw Object.assign(new Error('no paid request for the cover'), { code: 'NOT_PAID' });
      if (notification.channel === 'email') {
        if (!found.email) throw Object.assign(new Error('no e-mail address'), { code: 'NO_ADDRESS' });
        const email = found.added
          ? itemsPaidEmail(found.summary, found.added)
          : paymentReceivedEmail(found.summary);
        await deps.mail.send({ to: found.email, ...email });
      } else {
        // An account deleted while its SMS was queued takes the payer's number with it (stored as '').
        if (!found.payer) throw Object.assign(new Error('no phone number'), { code: 'NO_ADDRESS' });
        const text = found.added ? itemsPaidSms(found.summary) : paymentReceivedSms(found.summary);
        await deps.sms.send(found.payer, text);
      }
      await repositories.notifications.markSent(notification.id, clock.now());
    } catch (error) {
      const attempts = notification.attempts + 1;
      const retry = attempts < MAX_SEND_ATTEMPTS;
      const retryAt = retry ? new Date(clock.now().getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1)) : null;
      await repositories.notifications.markFailed(notification.id, {
        attempts,
        retryAt,
        error: errorKind(error),
      });
      const details = {
        coverId: notification.coverId,
        channel: notification.channel,
        attempts,
        error: errorKind(error),
      };
      if (retry) log.warn(details, 'payment notification not sent; will retry');
      else log.error(details, 'payment notification not sent after the last attempt; giving up');
    }
  }

  /** Sends what is due (of one cover, or all); returns how many were attempted. */
  async function sendDue(coverId?: string): Promise<number> {
    const now = clock.now();
    const leased = await repositories.transaction((tx) =>
      tx.notifications.leaseDue({
        now,
        leaseUntil: new Date(now.getTime() + SEND_LEASE_MS),
        limit: BATCH_SIZE,
        ...(coverId ? { coverId } : {}),
      }),
    );
    for (const notification of leased) await deliver(notification);
    return leased.length;
  }

  return {
    sendDue,
    /** Sends a just-paid cover's notifications in the background: the callback answers Daraja at once. */
    notifyPaid(coverId: string): void {
      const work = sendDue(coverId)
        .catch((error: unknown) => log.error({ err: error }, 'payment notifications failed'))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    },
    /** Waits for notifications under way (shutdown, tests). */
    async drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

export type PaymentNotifier = ReturnType<typeof createPaymentNotifier>;
