// What a client is told about their documents (the API's 409s and the portal's notes say the same).
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';

export const documentMessages = defineMessages('documents', {
  receiptNotReady: {
    en: 'Your receipt will be available once your M-Pesa payment has been received.',
    sw: 'Risiti yako itapatikana mara malipo yako ya M-Pesa yatakapopokelewa.',
  },
  /**
   * On a receipt or schedule of a payment M-Pesa confirmed without sending its receipt number yet (its
   * callback was lost): the payment is named by Daraja's CheckoutRequestID until the number comes.
   */
  receiptNumberToFollow: {
    en: 'M-Pesa receipt number to follow',
    sw: 'Namba ya risiti ya M-Pesa itafuata',
  },
  /** On the receipt: where the premium went (an intermediary may not receive it: Insurance Act s.156). */
  premiumPaidTo: withValues<{ underwriter: string; paybill: string; agency: string }>({
    en: 'Premium paid to {underwriter} through M-Pesa paybill {paybill}. {agency} never holds your premium.',
    sw: 'Ada ya bima imelipwa kwa {underwriter} kupitia paybill ya M-Pesa {paybill}. {agency} haishiki ada yako ya bima kamwe.',
  }),
  scheduleNotReady: {
    en: 'Your policy schedule will be available once the agency has approved your application (usually within 24-48 hours).',
    sw: 'Jedwali lako la bima litapatikana Kinga ikishakubali ombi lako (kwa kawaida ndani ya saa 24-48).',
  },
  /** A declined application gets no schedule; its premium goes back to the number that paid. */
  noScheduleDeclined: {
    en: 'No policy schedule will be issued: the agency declined this application. Your premium is being refunded by M-Pesa to the number that paid it.',
    sw: 'Hakuna jedwali la bima litakalotolewa: Kinga imekataa ombi hili. Ada yako ya bima inarudishwa kwa M-Pesa kwenye namba iliyoilipa.',
  },
  coverNoteNotReady: {
    en: 'Your cover note will be available once your M-Pesa payment has been received.',
    sw: 'Hati yako ya muda ya bima itapatikana mara malipo yako ya M-Pesa yatakapopokelewa.',
  },
  /** A declined application's cover note is no longer evidence of cover (the API's answer, and the card's). */
  coverNoteWithdrawn: {
    en: 'This cover note has been withdrawn: the agency declined this application. Your premium is being refunded by M-Pesa to the number that paid it.',
    sw: 'Hati hii ya muda ya bima imefutwa: Kinga imekataa ombi hili. Ada yako ya bima inarudishwa kwa M-Pesa kwenye namba iliyoilipa.',
  },
  /** Once the schedule is issued it is the proof of cover: the note is no longer offered. */
  coverNoteSuperseded: {
    en: 'Your policy schedule has replaced the cover note: download the schedule, which is your proof of cover.',
    sw: 'Jedwali lako la bima limechukua nafasi ya hati ya muda ya bima: pakua jedwali, ndilo uthibitisho wa bima yako.',
  },
  downloadCoverNote: { en: 'Download cover note', sw: 'Pakua hati ya muda' },
  downloadReceipt: { en: 'Download receipt', sw: 'Pakua risiti' },
  downloadSchedule: { en: 'Download schedule', sw: 'Pakua jedwali' },
  documentFailed: {
    en: 'We could not open this document. Check your connection and try again.',
    sw: 'Hatukuweza kufungua hati hii. Angalia mtandao wako kisha ujaribu tena.',
  },
  documentOffline: {
    en: 'This document has not been saved on this device yet. Open it once while online.',
    sw: 'Hati hii bado haijahifadhiwa kwenye kifaa hiki. Ifungue mara moja ukiwa mtandaoni.',
  },
});
