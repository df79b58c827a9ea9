// Every word a client reads about renewing, in one home: the reminders' e-mail and
// SMS, the renew routes' refusals, and the portal's labels. The server, the portal and the tests import
// them from here, so the message, the card and the test never disagree.
import { agency } from '../business';
import { formatDocumentDay } from '../documents/document-dates';
import { formatShillings } from '../money';
import { lastDayOfCover } from './cover-period';

export interface RenewalReminderLetter {
  holderName: string;
  /** What names the policy (domain/policy-label.ts): its reference, with its number once issued. */
  reference: string;
  productName: string;
  /** The end of the cover's period (exclusive): the renewal's first day. */
  end: Date;
  daysBefore: number;
}

/** The last day of cover, as the schedule prints it. */
const lastDayOf = (end: Date) => formatDocumentDay(lastDayOfCover(end));

export const renewalReminderEmail = (letter: RenewalReminderLetter) => ({
  subject: `Your home cover ends on ${lastDayOf(letter.end)}: renew policy ${letter.reference}`,
  text: [
    `Dear ${letter.holderName},`,
    '',
    `Your ${letter.productName} cover (policy ${letter.reference}) ends on ${lastDayOf(letter.end)}, in ${letter.daysBefore} days or less.`,
    `Renew it in the client portal under My policies: choose Renew, check your items (you can change them), and pay by M-Pesa. The new year of cover starts on ${formatDocumentDay(letter.end)}, the day after this one ends, at today's rates.`,
    '',
    `Questions? Call us on ${agency.phones.join(' or ')}.`,
    '',
    agency.name,
  ].join('\n'),
});

export const renewalReminderSms = (letter: RenewalReminderLetter) =>
  `Kinga: your home cover ${letter.reference} ends on ${lastDayOf(letter.end)}. Renew in My policies (Renew, then pay by M-Pesa) to stay covered from ${formatDocumentDay(letter.end)}.`;

export const renewalMessages = {
  notPaid: 'Only a paid policy can be renewed. Please pay for it first.',
  declined: 'This application was declined, so it cannot be renewed. Please get a new quote.',
  notYet: (opensOn: Date) => `This policy can be renewed from ${formatDocumentDay(opensOn)}.`,
  closed: 'This policy ended more than 30 days ago and can no longer be renewed. Please get a new quote.',
  alreadyRenewed: 'This policy has already been renewed. The new policy is in My policies.',
  renewalDeclined:
    'The agency declined the renewal of this policy, so it cannot be renewed online. Please call us to talk it through.',
  productWithdrawn:
    'This product is no longer offered for these items. Please get a new quote to choose another.',
  promptOpen:
    'A payment prompt for the renewal is still open on the phone. Please answer it, or wait a minute, then try again.',
  renewed: 'Renewal ready. Pay by M-Pesa to start the new year of cover.',
  quoted: "Renewal priced at today's rates.",
  // The portal.
  renew: 'Renew',
  dialogTitle: 'Renew Policy',
  renewOffline: 'Renewing needs an internet connection.',
  renewsPolicy: (reference: string) => `Renews policy ${reference}`,
  renewedBy: (status: 'active' | 'inactive') =>
    status === 'active' ? 'Renewed: the new policy is in My Policies' : 'Renewal waiting for payment',
  startsOn: (start: Date) => `The new year of cover starts on ${formatDocumentDay(start)}.`,
  pricing: "Working out the price at today's rates...",
  priced: (total: number) => `Renewal price at today's rates: ${formatShillings(total)}.`,
  failed: 'The renewal could not be priced. Please try again.',
  threw: 'An error occurred while renewing. Please check your connection and try again.',
  continueToPay: 'Renew and pay',
  noItems: 'No items listed',
} as const;
