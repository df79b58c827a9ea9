// What the public check of a document says (/verify/<code>): to a landlord or a bank officer holding a
// client's cover note, schedule or receipt, who has no account and needs a plain answer.
import { agency } from '../business';
import type { CoverValidity } from './cover-validity';

export const verificationMessages = {
  title: 'Check a policy document',
  intro: `This page is the check printed on documents issued by ${agency.name}: it says whether the cover is valid today.`,
  unknownCode:
    'We found no document with this code. Check the code on the document (letters and digits, no 0, 1, I, L or O) or call us.',
  loading: 'Checking the document…',
  failed: 'We could not check the document. Check your connection and try again.',
  product: 'Product',
  underwriter: 'Underwriter',
  period: 'Period of cover',
  periodNotStarted: 'Not started',
  holder: 'Policy holder (initials)',
  privacy:
    'For the holder’s privacy this check shows no name, phone number, ID number, address or amounts. Ask the holder for the document itself.',
  callUs: `Questions? Call ${agency.phones.join(' or ')}.`,
  rateLimited: 'Too many checks from your network.',
  /** Beside the QR code on every document. */
  documentCheckTitle: 'Check this document',
  documentCheckLine: 'Anyone can check that this cover is valid, without an account: scan the code or open',
} as const;

/** The verdict in a few words (the page's heading) and what it means (the line under it). */
export const validityInWords: Record<CoverValidity, { verdict: string; meaning: string }> = {
  active: {
    verdict: 'Valid: the cover is in force',
    meaning: 'The insurer has accepted this policy and its period is running.',
  },
  pending_review: {
    verdict: 'Valid: the cover is in force, under review',
    meaning:
      'The premium is paid and the cover note is evidence of cover while the agency and the insurer review the application (usually 24-48 hours).',
  },
  expired: {
    verdict: 'Not valid: the cover has expired',
    meaning: 'The period of this cover has ended.',
  },
  cancelled: {
    verdict: 'Not valid: the cover is not in force',
    meaning: 'This cover was not paid for, or was cancelled.',
  },
  declined: {
    verdict: 'Not valid: the application was declined',
    meaning: 'The insurer declined this application; any cover note issued for it is withdrawn.',
  },
};
