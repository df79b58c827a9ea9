// Point 5, signup: each field's message in the spec's words, and our own where the spec has none. Apart
// from the rules (signup-rules.ts) so the signup page shows them without loading zod.
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';

export const signupMessages = defineMessages('signup', {
  nameRequired: { en: 'Full Name is required', sw: 'Jina kamili linahitajika' },
  nameTooShort: { en: 'Name must be at least 2 characters', sw: 'Jina liwe na angalau herufi 2' },
  nameLetters: {
    en: 'Name must contain only letters and spaces',
    sw: 'Jina liwe na herufi na nafasi tu',
  },
  idNumberRequired: { en: 'ID Number is required', sw: 'Namba ya kitambulisho inahitajika' },
  idNumberFormat: {
    en: 'ID Number must be 6-12 digits',
    sw: 'Namba ya kitambulisho iwe na tarakimu 6 hadi 12',
  },
  phoneRequired: { en: 'Phone Number is required', sw: 'Namba ya simu inahitajika' },
  phoneFormat: { en: 'Invalid phone number format', sw: 'Namba ya simu si sahihi' },
  emailRequired: { en: 'Email is required', sw: 'Barua pepe inahitajika' },
  emailFormat: { en: 'Invalid email address', sw: 'Barua pepe si sahihi' },
  passwordRequired: { en: 'Password is required', sw: 'Nenosiri linahitajika' },
  passwordTooShort: {
    en: 'Password must be at least 8 characters',
    sw: 'Nenosiri liwe na angalau herufi 8',
  },
  passwordLowercase: {
    en: 'Password must contain at least one lowercase letter',
    sw: 'Nenosiri liwe na angalau herufi ndogo moja',
  },
  passwordUppercase: {
    en: 'Password must contain at least one uppercase letter',
    sw: 'Nenosiri liwe na angalau herufi kubwa moja',
  },
  passwordNumber: {
    en: 'Password must contain at least one number',
    sw: 'Nenosiri liwe na angalau tarakimu moja',
  },
  passwordSpecial: {
    en: 'Password must contain at least one special character',
    sw: 'Nenosiri liwe na angalau alama moja maalum (kama ! au #)',
  },
  confirmRequired: { en: 'Confirm Password is required', sw: 'Thibitisha nenosiri' },
  passwordsMustMatch: { en: 'Passwords must match', sw: 'Manenosiri hayalingani' },
  accountTypeRequired: { en: 'Account Type is required', sw: 'Chagua aina ya akaunti' },
  // Our own (the Data Protection Act 2019, s.26 needs the consent recorded; the spec has no checkbox).
  termsRequired: {
    en: 'Please accept the terms and the privacy notice to create an account.',
    sw: 'Tafadhali kubali masharti na taarifa ya faragha ili kufungua akaunti.',
  },
  // Signup lands on the quote wizard, which otherwise says nothing of the new account.
  accountCreated: withValues<{ firstName: string }>({
    en: 'Welcome, {firstName}! Your account has been created. Get your first quote below.',
    sw: 'Karibu, {firstName}! Akaunti yako imefunguliwa. Pata makadirio yako ya kwanza ya bei hapa chini.',
  }),
});

/** /signup's page and form: headings, labels and buttons, and the phone's code step. */
export const signupScreenMessages = defineMessages('signupScreen', {
  title: { en: 'Create Account', sw: 'Jisajili' },
  lead: {
    en: 'Open a client account to manage your covers.',
    sw: 'Fungua akaunti ili kusimamia bima zako.',
  },
  haveAccount: { en: 'Already have an account?', sw: 'Tayari una akaunti?' },
  logIn: { en: 'Log In', sw: 'Ingia' },
  fullName: { en: 'Full Name', sw: 'Jina kamili' },
  idNumber: { en: 'ID Number', sw: 'Namba ya kitambulisho' },
  phoneNumber: { en: 'Phone Number', sw: 'Namba ya simu' },
  email: { en: 'Email', sw: 'Barua pepe' },
  accountType: { en: 'Account Type', sw: 'Aina ya akaunti' },
  choose: { en: 'Choose…', sw: 'Chagua…' },
  tenant: { en: 'Tenant', sw: 'Mpangaji' },
  owner: { en: 'Owner', sw: 'Mwenye nyumba' },
  password: { en: 'Password', sw: 'Nenosiri' },
  confirmPassword: { en: 'Confirm Password', sw: 'Thibitisha nenosiri' },
  iAccept: { en: 'I accept the', sw: 'Nakubali' },
  terms: { en: 'Terms & Conditions', sw: 'Sheria na Masharti' },
  and: { en: 'and the', sw: 'na' },
  privacyNotice: { en: 'privacy notice', sw: 'taarifa ya faragha' },
  sendingCode: { en: 'Sending code…', sw: 'Inatuma namba…' },
  createAccount: { en: 'Create Account', sw: 'Jisajili' },
  codeLabel: { en: '4-digit code', sw: 'Namba ya tarakimu 4' },
  creating: { en: 'Creating account…', sw: 'Inafungua akaunti…' },
  verifyAndCreate: { en: 'Verify and create account', sw: 'Thibitisha na ufungue akaunti' },
  resendCode: { en: 'Resend code', sw: 'Tuma namba tena' },
});
