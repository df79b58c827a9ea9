// What a client is told about their documents (the API's 409s and the portal's notes say the same).
import { agency } from '../business';

export const documentMessages = {
  receiptNotReady: 'Your receipt will be available once your M-Pesa payment has been received.',
  /**
   * On a receipt or schedule of a payment M-Pesa confirmed without sending its receipt number yet (its
   * callback was lost): the payment is named by Daraja's CheckoutRequestID until the number comes.
   */
  receiptNumberToFollow: 'M-Pesa receipt number to follow',
  /** On the receipt: where the premium went (an intermediary may not receive it: Insurance Act s.156). */
  premiumPaidTo: (underwriter: string, paybill: string) =>
    `Premium paid to ${underwriter} through M-Pesa paybill ${paybill}. ${agency.name} never holds your premium.`,
  scheduleNotReady:
    'Your policy schedule will be available once the agency has approved your application (usually within 24-48 hours).',
  /** A declined application gets no schedule; its premium goes back to the number that paid. */
  noScheduleDeclined:
    'No policy schedule will be issued: the agency declined this application. Your premium is being refunded by M-Pesa to the number that paid it.',
  coverNoteNotReady: 'Your cover note will be available once your M-Pesa payment has been received.',
  /** A declined application's cover note is no longer evidence of cover (the API's answer, and the card's). */
  coverNoteWithdrawn:
    'This cover note has been withdrawn: the agency declined this application. Your premium is being refunded by M-Pesa to the number that paid it.',
  /** Once the schedule is issued it is the proof of cover: the note is no longer offered. */
  coverNoteSuperseded:
    'Your policy schedule has replaced the cover note: download the schedule, which is your proof of cover.',
  downloadCoverNote: 'Download cover note',
  downloadReceipt: 'Download receipt',
  downloadSchedule: 'Download schedule',
  documentFailed: 'We could not open this document. Check your connection and try again.',
  documentOffline: 'This document has not been saved on this device yet. Open it once while online.',
} as const;
