// Step 3, Contact & KYC (point 2): the form's fields, the privacy note, and a returning client's
// verification with a code.
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';

export const contactStepMessages = defineMessages('contactStep', {
  fullName: { en: 'Full name', sw: 'Jina kamili' },
  mpesaNumber: { en: 'M-Pesa mobile number', sw: 'Namba ya simu ya M-Pesa' },
  idNumber: { en: 'ID number', sw: 'Namba ya kitambulisho' },
  email: { en: 'Email address', sw: 'Anwani ya barua pepe' },
  profession: { en: 'Profession', sw: 'Kazi' },
  postalAddress: { en: 'Postal address', sw: 'Anwani ya posta' },
  postalAddressPlaceholder: {
    en: 'P.O. Box 12345-00100, Nairobi',
    sw: 'S.L.P. 12345-00100, Nairobi',
  },
  kraPin: { en: 'KRA PIN', sw: 'KRA PIN' },
  fromAccount: { en: 'From your verified account', sw: 'Kutoka kwenye akaunti yako iliyothibitishwa' },
  // DPA 2019 s.29: the note before and after the link to the privacy notice.
  privacyBefore: {
    en: 'We need these for your policy documents and the M-Pesa prompt. How we use them: our',
    sw: 'Tunahitaji maelezo haya kwa hati za bima yako na ombi la M-Pesa. Jinsi tunavyoyatumia: soma',
  },
  privacyLink: { en: 'privacy notice', sw: 'taarifa yetu ya faragha' },

  // A returning client.
  welcomeBack: { en: 'Welcome back', sw: 'Karibu tena' },
  welcomeBackName: withValues<{ name: string }>({
    en: 'Welcome back, {name}',
    sw: 'Karibu tena, {name}',
  }),
  accountFound: withValues<{ phone: string; email: string }>({
    en: 'We have an account for {phone}{email, select, none {} other { ({email})}}. Verify it with a code to fill in your saved details.',
    sw: 'Tuna akaunti ya {phone}{email, select, none {} other { ({email})}}. Ithibitishe kwa namba ya uthibitisho ili tujaze maelezo yako yaliyohifadhiwa.',
  }),
  verifyWithCode: { en: 'Verify with a code', sw: 'Thibitisha kwa namba' },
  code: { en: '4-digit code', sw: 'Namba ya tarakimu 4' },
  verify: { en: 'Verify', sw: 'Thibitisha' },
  resendCode: { en: 'Resend code', sw: 'Tuma namba tena' },
});
