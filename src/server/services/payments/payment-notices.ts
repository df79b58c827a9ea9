// What a client receives once their cover is paid: an 'application received' e-mail with the policy
// summary and the cover note attached, and an SMS receipt, through the notification outbox. The rows are queued in the transaction
// that records the payment (queuePaymentNotifications), so a crash right after it loses nothing; the
// outbox sends them with this composer, in the holder's language. Both go to the contact details given with the cover (its e-mail,
// the paying phone), never to the account's: the account may hold someone else's details until its phone
// is proven (users/proven-details.ts).
import { type CoverSection, sectionNames } from '../../../domain/cover-sections';
import { coverTypeLabels, deriveCoverType } from '../../../domain/cover-type';
import { paymentLetters } from '../../../domain/letters/payment-letters';
import type { Cover, Notification } from '../../db/schema';
import type { PolicyDocumentsService } from '../documents/policy-documents-service';
import type { NotificationComposer } from '../notifications/notification-composers';
import type { NotificationOutbox } from '../notifications/notifications-service';
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

/**
 * Queues the payment's e-mail and SMS, inside the transaction that activated the cover. Without a receipt
 * yet, they wait a little for the callback that carries it (dueNow brings them forward when it comes).
 */
export async function queuePaymentNotifications(
  tx: Pick<Repositories, 'covers' | 'notifications'>,
  cover: Cover,
  options: {
    now: Date;
    hasReceipt: boolean;
    log: Pick<ServiceLog, 'warn'>;
    notifications: Pick<NotificationOutbox, 'enqueue'>;
    /** The endorsement paid, when the payment was for items added to the cover. */
    endorsementId?: string | null;
  },
): Promise<void> {
  const notBefore = new Date(options.now.getTime() + (options.hasReceipt ? 0 : RECEIPT_WAIT_MS));
  // One kind per endorsement: the outbox keeps one notification per cover, channel and kind.
  const kind = options.endorsementId ? `${ITEMS_PAID}${options.endorsementId}` : PAYMENT_RECEIVED;
  const contact = await tx.covers.contactOf(cover.id);
  const coverId = cover.id;
  if (contact?.email) await options.notifications.enqueue(tx, { coverId, channel: 'email', kind, notBefore });
  else options.log.warn({ coverId: cover.id }, 'no e-mail address for the paid cover; e-mail skipped');
  await options.notifications.enqueue(tx, { coverId, channel: 'sms', kind, notBefore });
}

export function createPaymentNotices(deps: {
  repositories: Pick<Repositories, 'catalogue' | 'coverEndorsements' | 'covers' | 'stkRequests'>;
  documents: Pick<PolicyDocumentsService, 'coverNoteForMail'>;
}): NotificationComposer {
  const { repositories } = deps;

  /** The cover note, as proof of cover from the moment of payment; none once declined or superseded. */
  async function coverNoteAttachments(coverId: string) {
    const coverNote = await deps.documents.coverNoteForMail(coverId);
    return coverNote
      ? [
          {
            filename: coverNote.fileName,
            content: Buffer.from(coverNote.bytes),
            contentType: 'application/pdf',
          },
        ]
      : [];
  }

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
    const added = endorsement ? [...endorsement.householdItems, ...endorsement.portableItems] : null;
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
      building: cover.valueOfProperty,
      household: cover.valueOfHouseholdItems,
      portable: cover.valueOfPortableItems,
    };
    const coverType = deriveCoverType(cover.isOwner ? 'owner' : 'tenant', values);
    const sums = coverType ? sectionSums(values, coverType) : {};
    const summary: PaymentReceivedSummary = {
      holderName: contact?.name || paymentLetters.customer,
      reference: cover.reference,
      policyNumber: cover.policyNumber,
      productName: catalogueEntry?.product.name ?? cover.productId,
      underwriterName: catalogueEntry?.underwriter.name ?? '',
      coverTypeLabel: coverType ? coverTypeLabels[coverType] : paymentLetters.homeCover,
      ownership: cover.isOwner ? 'Owner' : 'Tenant',
      sections: Object.entries(sums).map(([kind, value]) => ({
        name: sectionNames[kind as CoverSection],
        value: value ?? 0,
      })),
      amountPaid: paid.amount,
      receipt: paid.mpesaReceiptNumber,
    };
    return { summary, added, email: contact?.email ?? null, payer: paid.msisdn };
  }

  return {
    kinds: [PAYMENT_RECEIVED, ITEMS_PAID],

    async compose(notification: Notification) {
      const found = await summaryOf(notification);
      if (!found) throw Object.assign(new Error('no paid request for the cover'), { code: 'NOT_PAID' });
      if (notification.channel === 'email') {
        if (!found.email) throw Object.assign(new Error('no e-mail address'), { code: 'NO_ADDRESS' });
        if (found.added) {
          return { email: { to: found.email, ...itemsPaidEmail(found.summary, found.added) } };
        }
        const attachments = await coverNoteAttachments(notification.coverId);
        const email = paymentReceivedEmail({ ...found.summary, coverNoteAttached: attachments.length > 0 });
        return { email: { to: found.email, ...email, ...(attachments.length > 0 ? { attachments } : {}) } };
      }
      // An account deleted while its SMS was queued takes the payer's number with it (stored as '').
      if (!found.payer) throw Object.assign(new Error('no phone number'), { code: 'NO_ADDRESS' });
      const text = found.added ? itemsPaidSms(found.summary) : paymentReceivedSms(found.summary);
      return { sms: { to: found.payer, text } };
    },
  };
}
