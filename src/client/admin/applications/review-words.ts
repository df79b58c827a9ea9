// How the back office names review states and ages.
import { REVIEW_PROMISE_HOURS } from '../../../domain/back-office/review-age';
import type { ReviewStatus } from '../../../domain/documents/review-status';

export const reviewStatusWords: Record<ReviewStatus, string> = {
  pending: 'Awaiting review',
  approved: 'Approved',
  declined: 'Declined',
  info_requested: 'Information requested',
};

export const reviewActionWords = {
  approved: 'Approved',
  declined: 'Declined',
  info_requested: 'Information requested',
} as const;

/** "Waiting 49 h of 48 h" — the age against the promise, in words a screen reader reads as well. */
export const ageWords = (hours: number) => `Waiting ${hours} h of ${REVIEW_PROMISE_HOURS} h`;

export const nairobiTime = (iso: string) =>
  new Date(iso).toLocaleString('en-KE', {
    timeZone: 'Africa/Nairobi',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
