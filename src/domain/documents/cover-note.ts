// What the cover note shows: temporary evidence of cover, issued the moment the premium is paid, so the
// buyer has something to show a landlord or a bank during the agency's 24-48 hour review. It is valid until
// the policy schedule is issued or 30 days pass, whichever comes first, and says so. It carries the
// reference, the holder, the underwriter with its licence, the sums insured per section, the period and
// the premium paid; built from the policy as the portal reads it, as the schedule is.
import type { Policy } from '../api/covers';
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';
import { underwritingLine } from '../legal-identity';
import { formatShillings } from '../money';
import { lastDayOfCover } from '../renewals/cover-period';
import { formatDocumentDay } from './document-dates';
import { coverPayment } from './payment-receipt';
import type { DocumentLine } from './premium-lines';

/** How long a cover note is evidence of cover when no schedule replaces it sooner. */
export const COVER_NOTE_VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CoverNote {
  reference: string;
  holder: string;
  product: string;
  underwriter: string;
  /** Who underwrites it and under which licence (legal-identity.ts). */
  underwriting: string;
  sums: DocumentLine[];
  period: { from: string; to: string } | null;
  premiumPaid: string;
  issuedOn: string;
  /** The last day the note is evidence of cover, unless the schedule is issued before. */
  validUntil: string;
  /** That day as an instant, for the legal wording printed in English on a Kiswahili note. */
  validUntilAt: Date;
}

export const coverNoteWords = defineMessages('coverNote', {
  title: { en: 'Cover note', sw: 'Hati ya muda ya bima' },
  subtitle: withValues<{ reference: string }>({
    en: 'Temporary evidence of cover · ref {reference}',
    sw: 'Uthibitisho wa muda wa bima · kumbukumbu {reference}',
  }),
  /** Legal wording: printed in English on every cover note (a Kiswahili one adds `validitySummary`). */
  validity: withValues<{ validUntil: string }>({
    en: "This cover note is temporary evidence of cover. It is valid until the policy schedule is issued or until {validUntil}, whichever comes first. The cover remains subject to the insurer's review of the application; if the application is declined, this cover note is withdrawn and the premium refunded.",
    sw: 'Hati hii ni uthibitisho wa muda wa bima. Inatumika hadi jedwali la bima litolewe au hadi {validUntil}, lolote litakalotangulia. Bima bado inategemea ukaguzi wa ombi na kampuni ya bima; ombi likikataliwa, hati hii inafutwa na ada ya bima inarudishwa.',
  }),
});

/** The cover note of a paid cover; null while its premium has not been paid. */
export function coverNoteOf(policy: Policy): CoverNote | null {
  const payment = coverPayment(policy);
  if (!payment) return null;
  const issued = new Date(payment.updated_at);
  const validUntilAt = new Date(issued.getTime() + COVER_NOTE_VALID_DAYS * DAY_MS);
  const period =
    policy.start_date && policy.end_date
      ? {
          from: formatDocumentDay(new Date(policy.start_date)),
          to: formatDocumentDay(lastDayOfCover(new Date(policy.end_date))),
        }
      : null;
  return {
    reference: policy.reference ?? policy.id,
    holder: policy.user.name,
    product: policy.product.name,
    underwriter: policy.product.under_writer.name,
    underwriting: underwritingLine(policy.product.under_writer),
    sums: policy.product.sections.map((section) => ({ label: section.name, amount: section.formattedValue })),
    period,
    premiumPaid: formatShillings(payment.amount),
    issuedOn: formatDocumentDay(issued),
    validUntil: formatDocumentDay(validUntilAt),
    validUntilAt,
  };
}
