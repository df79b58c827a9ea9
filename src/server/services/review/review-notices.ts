// The e-mail and SMS a review decision sends, composed when the outbox sends them: the approval
// with the policy schedule and the payment receipt attached, the decline with its reason, a request for
// information with what is missing. Both go to the contact details given with the cover, as the payment's
// notifications do.

import { type ReviewLetter, reviewEmails, reviewSms } from '../../../domain/documents/review-messages';
import { paymentLetters } from '../../../domain/letters/payment-letters';
import type { Notification } from '../../db/schema';
import type { PolicyDocumentsService } from '../documents/policy-documents-service';
import type { NotificationComposer } from '../notifications/notification-composers';
import type { Repositories } from '../repositories';
import { reviewKinds } from './review-kinds';

const failure = (code: string) => Object.assign(new Error(code), { code });

export function createReviewNotices(deps: {
  repositories: Pick<Repositories, 'catalogue' | 'covers' | 'reviews'>;
  documents: PolicyDocumentsService;
}): NotificationComposer {
  const { repositories, documents } = deps;

  async function attachments(coverId: string) {
    return (await documents.approvalDocuments(coverId)).map((file) => ({
      filename: file.fileName,
      content: Buffer.from(file.bytes),
      contentType: 'application/pdf',
    }));
  }

  return {
    kinds: reviewKinds.all,

    async compose(notification: Notification) {
      const { action, reviewId } = reviewKinds.parse(notification.kind);
      const [cover, contact] = await Promise.all([
        repositories.covers.findById(notification.coverId),
        repositories.covers.contactOf(notification.coverId),
      ]);
      const review = reviewId
        ? await repositories.reviews.findReview(reviewId)
        : await repositories.reviews.latestReview(notification.coverId, action);
      if (!cover || !contact || !review) throw failure('NO_REVIEW');
      const product = await repositories.catalogue.productWithUnderwriter(cover.productId);
      const letter: ReviewLetter = {
        holderName: contact.name || paymentLetters.customer,
        reference: cover.reference,
        productName: product?.product.name ?? cover.productId,
        policyNumber: cover.policyNumber,
      };
      const note = review.note ?? '';
      if (notification.channel === 'sms') {
        const text =
          action === 'approved'
            ? reviewSms.approved(letter)
            : action === 'declined'
              ? reviewSms.declined(letter, note)
              : reviewSms.infoRequested(letter, note);
        return { sms: { to: contact.msisdn, text } };
      }
      if (!contact.email) throw failure('NO_ADDRESS');
      if (action === 'approved') {
        if (!cover.policyNumber) throw failure('NO_POLICY_NUMBER');
        const email = reviewEmails.approved({ ...letter, policyNumber: cover.policyNumber });
        return { email: { to: contact.email, ...email, attachments: await attachments(cover.id) } };
      }
      const email =
        action === 'declined'
          ? reviewEmails.declined(letter, note)
          : reviewEmails.infoRequested(letter, note);
      return { email: { to: contact.email, ...email } };
    },
  };
}
