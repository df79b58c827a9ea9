// Application Complete! (point 2): the thanks, what was paid, what happens next, and the ways on: to the
// policy in the client portal, its receipt and its cover note.
import { defineMessages } from './language/messages';

export const confirmationMessages = defineMessages('confirmation', {
  thankYou: { en: 'Thank you', sw: 'Asante' },
  policyNumber: { en: 'Policy number', sw: 'Namba ya sera ya bima' },
  mpesaReceipt: { en: 'M-Pesa receipt', sw: 'Risiti ya M-Pesa' },
  paid: { en: 'Paid', sw: 'Umelipa' },
  whatNext: { en: 'What happens next', sw: 'Kinachofuata' },
  emailArrives: {
    en: 'An e-mail confirming your application arrives within 5 minutes.',
    sw: 'Utapokea barua pepe ya kuthibitisha ombi lako ndani ya dakika 5.',
  },
  review: {
    en: 'Our team and the insurer review it within 24-48 hours.',
    sw: 'Timu yetu na kampuni ya bima wataikagua ndani ya saa 24-48.',
  },
  documents: {
    en: 'Your policy documents are e-mailed to you once it is approved.',
    sw: 'Hati za bima yako zitatumwa kwa barua pepe ikishaidhinishwa.',
  },
  questions: { en: 'Questions? We are here', sw: 'Una swali? Tuko hapa' },
  startNewQuote: { en: 'Start a New Quote', sw: 'Anza Makadirio Mapya' },
  heading: { en: 'Your policy online', sw: 'Bima yako mtandaoni' },
  seePolicy: { en: 'See your policy in the portal', sw: 'Tazama bima yako kwenye akaunti' },
  downloadReceipt: { en: 'Download receipt', sw: 'Pakua risiti' },
  preparingReceipt: { en: 'Preparing your receipt…', sw: 'Tunaandaa risiti yako…' },
  downloadCoverNote: { en: 'Download cover note', sw: 'Pakua hati ya muda ya bima' },
  preparingCoverNote: {
    en: 'Preparing your cover note…',
    sw: 'Tunaandaa hati yako ya muda ya bima…',
  },
  signInNote: {
    en: 'To open the portal we send a code to the phone number on the policy.',
    sw: 'Ili kufungua akaunti yako, tunatuma namba ya uthibitisho kwa namba ya simu iliyo kwenye bima.',
  },
});
