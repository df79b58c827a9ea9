// What /login, /otp and /forgotPassword show around their forms: headings, labels and buttons, in the
// spec's words where it has them. What the server answers is in account-, otp- and forgot-password-….
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';

export const signInScreenMessages = defineMessages('signInScreen', {
  welcomeBack: { en: 'Welcome Back', sw: 'Karibu tena' },
  withPasswordLead: {
    en: 'Log in with your phone number and password.',
    sw: 'Ingia kwa namba yako ya simu na nenosiri.',
  },
  withCodeLead: {
    en: 'Sign in with your phone number and a one-time code.',
    sw: 'Ingia kwa namba yako ya simu na namba ya uthibitisho ya mara moja.',
  },
  useCode: { en: 'Use a code instead', sw: 'Tumia namba ya uthibitisho' },
  usePassword: { en: 'Use password instead', sw: 'Tumia nenosiri' },
  forgotPassword: { en: 'Forgot password?', sw: 'Umesahau nenosiri?' },
  newHere: { en: 'New here?', sw: 'Mgeni hapa?' },
  createAccount: { en: 'Create Account', sw: 'Jisajili' },
  phoneNumber: { en: 'Phone Number', sw: 'Namba ya simu' },
  password: { en: 'Password', sw: 'Nenosiri' },
  sending: { en: 'Sending…', sw: 'Inatuma…' },
  sendOtp: { en: 'Send OTP', sw: 'Tuma namba ya uthibitisho' },
  loggingIn: { en: 'Logging in…', sw: 'Inaingia…' },
  logIn: { en: 'Log In', sw: 'Ingia' },
  emailInstead: {
    en: 'Send a code to my e-mail instead',
    sw: 'Nitumie namba kwa barua pepe badala yake',
  },
  emailCode: { en: 'Code from the e-mail', sw: 'Namba kutoka kwenye barua pepe' },
  verifying: { en: 'Verifying…', sw: 'Inathibitisha…' },
  verifyCode: { en: 'Verify code', sw: 'Thibitisha namba' },
  // /otp
  enterOtp: { en: 'Enter OTP', sw: 'Weka namba ya uthibitisho' },
  otpLead: {
    en: 'Type the 4-digit code we sent to your phone.',
    sw: 'Andika namba ya tarakimu 4 tuliyotuma kwa simu yako.',
  },
  codeSentTo: withValues<{ phone: string }>({
    en: 'Enter the 4-digit code sent to {phone}',
    sw: 'Weka namba ya tarakimu 4 iliyotumwa kwa {phone}',
  }),
  digitOf: withValues<{ digit: number; of: number }>({
    en: 'Digit {digit} of {of}',
    sw: 'Tarakimu ya {digit} kati ya {of}',
  }),
  checking: { en: 'Checking…', sw: 'Inakagua…' },
  verifyOtp: { en: 'Verify OTP', sw: 'Thibitisha' },
  resendIn: withValues<{ seconds: number }>({
    en: 'Resend OTP in {seconds} s',
    sw: 'Tuma tena baada ya sekunde {seconds}',
  }),
  resendOtp: { en: 'Resend OTP', sw: 'Tuma tena' },
  backToLogin: { en: 'Back to Login', sw: 'Rudi kuingia' },
  // /forgotPassword
  forgotTitle: { en: 'Forgot Password', sw: 'Umesahau nenosiri' },
  forgotLead: {
    en: 'We will send a reset code to your phone.',
    sw: 'Tutatuma namba ya kubadilisha nenosiri kwa simu yako.',
  },
  resetPassword: { en: 'Reset Password', sw: 'Badilisha nenosiri' },
  chooseNew: { en: 'Choose a new password', sw: 'Chagua nenosiri jipya' },
  resetLead: withValues<{ phone: string }>({
    en: 'If {phone} has an account, we have sent it a 4-digit code. Enter it with your new password.',
    sw: 'Kama {phone} ina akaunti, tumeituma namba ya tarakimu 4. Iweke pamoja na nenosiri lako jipya.',
  }),
  smsCode: { en: 'Code from the SMS', sw: 'Namba kutoka kwenye SMS' },
  newPassword: { en: 'New Password', sw: 'Nenosiri jipya' },
  confirmNewPassword: { en: 'Confirm New Password', sw: 'Thibitisha nenosiri jipya' },
  saving: { en: 'Saving…', sw: 'Inahifadhi…' },
  setNewPassword: { en: 'Set New Password', sw: 'Weka nenosiri jipya' },
});
