// What the account endpoints (signup, password sign-in, logout, change password) tell people, for server
// and client alike. The lookup already says whether a phone or an e-mail has an account, so saying it here
// too gives nothing away that was not given.
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';

const waits = defineMessages('accountWaits', {
  // The wait as a person says it: '15 minutes', '2 hours', '1 hour 30 minutes' (see waitValues).
  loginLocked: withValues<{ shape: 'minutes' | 'hours' | 'both'; hours: number; minutes: number }>({
    en: 'Too many wrong passwords for this number. Please try again in {shape, select, hours {{hours, plural, one {# hour} other {# hours}}} both {{hours, plural, one {# hour} other {# hours}} {minutes, plural, one {# minute} other {# minutes}}} other {{minutes, plural, one {# minute} other {# minutes}}}}, or sign in with a code sent to your phone.',
    sw: 'Nenosiri limekosewa mara nyingi sana kwa namba hii. Tafadhali jaribu tena baada ya {shape, select, hours {saa {hours}} both {saa {hours} na dakika {minutes}} other {dakika {minutes}}}, au ingia kwa namba ya uthibitisho itakayotumwa kwa simu yako.',
  }),
});

/** A wait rounded up to the minute, in hours and minutes, for the texts above. */
function waitValues(minutes: number) {
  const whole = Math.max(1, Math.ceil(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const shape = hours === 0 ? 'minutes' : rest === 0 ? 'hours' : 'both';
  return { shape, hours, minutes: rest } as const;
}

export const accountMessages = Object.assign(
  defineMessages('account', {
    signedOut: { en: 'Signed out.', sw: 'Umetoka.' },
    /** No live session where one is needed (never signed in, signed out, or expired). */
    signInAgain: { en: 'Please sign in again.', sw: 'Tafadhali ingia tena.' },
    phoneTaken: {
      en: 'An account with this phone number already exists. Please log in instead.',
      sw: 'Tayari kuna akaunti yenye namba hii ya simu. Tafadhali ingia badala yake.',
    },
    // Signup's first step: the account is made only once the code sent to the phone is entered.
    signupCodeSent: {
      en: 'We have sent a code to your phone. Enter it to create your account.',
      sw: 'Tumetuma namba ya uthibitisho kwa simu yako. Iweke ili kufungua akaunti yako.',
    },
    emailTaken: {
      en: 'An account with this email address already exists. Please log in instead.',
      sw: 'Tayari kuna akaunti yenye barua pepe hii. Tafadhali ingia badala yake.',
    },
    idNumberTaken: {
      en: 'An account with this ID number already exists. Please log in instead, or call us.',
      sw: 'Tayari kuna akaunti yenye namba hii ya kitambulisho. Tafadhali ingia badala yake, au utupigie simu.',
    },
    // A reason: the refusal adds how long to wait (wait-messages.ts).
    tooManySignups: { en: 'Too many sign-up attempts.', sw: 'Majaribio mengi mno ya kujisajili.' },
    // One sentence for an unknown phone, a wrong password and an account without one: none tells which.
    loginIncorrect: {
      en: 'Incorrect phone number or password.',
      sw: 'Namba ya simu au nenosiri si sahihi.',
    },
    tooManyLogins: { en: 'Too many sign-in attempts.', sw: 'Majaribio mengi mno ya kuingia.' },
    // The client's own, when no answer came or it could not be read.
    loginFailed: {
      en: 'Failed to log in. Please try again.',
      sw: 'Imeshindwa kuingia. Tafadhali jaribu tena.',
    },
    signupFailed: {
      en: 'Failed to create your account. Please try again.',
      sw: 'Imeshindwa kufungua akaunti yako. Tafadhali jaribu tena.',
    },
  }),
  {
    /**
     * After repeated wrong passwords for a phone (with or without an account): when, and what else works.
     * Positional, as the error catalogue calls it with the throw's values.
     */
    loginLocked: (waitMinutes: number) => waits.loginLocked(waitValues(waitMinutes)),
  },
);
