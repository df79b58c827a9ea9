import { agency } from '../../../domain/business';
import { PAYMENT_RECORD_YEARS } from '../../../domain/my-data-messages';

export interface NoticePart {
  title: string;
  points: readonly string[];
}

const we = agency.name;

// The privacy notice the signup checkbox links to (/terms#privacy), Data Protection Act 2019 s.29 (what a
// person must be told when their data is collected) and s.26 (their rights). Every sentence describes what
// the code does; change it with the code, and publish a new version in domain/terms-version.ts.
export const privacyNotice: readonly NoticePart[] = [
  {
    title: 'What we collect',
    points: [
      'Your contact details: name, phone number, e-mail address, national ID number, profession, KRA PIN and postal or physical address.',
      'What you insure: whether you own or rent, the location, town, type and construction of the home, house and plot numbers, and the items you list with their values.',
      'Your payments: the M-Pesa number that paid, the amount, the M-Pesa receipt number and the date.',
      'Your account: your password only as a one-way hash, and sign-in codes and sessions only as hashes.',
    ],
  },
  {
    title: 'Why we use it',
    points: [
      'To give you quotations, to arrange the cover you buy with its insurer, to take your payment by M-Pesa, to send you its confirmation by SMS and e-mail, and to let you see and manage your policies here.',
      'To keep the records Kenyan law requires of a sale and of the money paid for it.',
    ],
  },
  {
    title: 'Who sees it',
    points: [
      `You, and ${we}. The insurer of the cover you buy. Safaricom, to take an M-Pesa payment. Our SMS and e-mail providers, only to deliver our messages to you. We do not sell your data.`,
    ],
  },
  {
    title: 'How long we keep it',
    points: [
      'Your account and its details: until you delete your account.',
      'A policy in force: while it lasts, because the insurer needs your details to handle a claim. Your account cannot be deleted until it ends.',
      `After you delete your account: the record of each sale and payment (amount, M-Pesa receipt number and date), without your name, phone number, ID number or address, for at least the ${PAYMENT_RECORD_YEARS} years Kenyan tax law requires.`,
      'A quotation nobody bought from or saved: 30 days. A sign-in code: 5 minutes. A session: 30 days, or until you log out.',
    ],
  },
  {
    title: 'Your rights',
    points: [
      "Under Kenya's Data Protection Act, 2019 you may be told how your data is used, see it, have it corrected, object to its use and have it deleted.",
      "Sign in and open your profile: 'Download my data' gives you everything we hold about your account as a file; each section's Edit corrects your details; 'Delete my account' erases your personal data (or tells you what must be kept, until when and why).",
      `You can also write to ${agency.email}. If you are not satisfied with our answer, you may complain to the Office of the Data Protection Commissioner.`,
    ],
  },
];
