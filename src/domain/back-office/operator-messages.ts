// What the back office's sign-in, set-up and operator administration say, to the operator and to the
// command line that manages operators.
import { waitInWords } from '../wait-messages';

export const operatorMessages = {
  setupLinkInvalid: 'This set-up link is invalid, used or expired. Ask an admin for a new one.',
  setupNotStarted: 'Choose a password first.',
  codeIncorrect: 'That code is not right. Enter the current code from your authenticator app.',
  loginIncorrect: 'Incorrect e-mail, password or code.',
  loginLocked: (minutes: number) => `Too many failed sign-ins. Try again in ${waitInWords(minutes)}.`,
  /** A reason: the address's limit adds how long to wait (wait-messages.ts). */
  tooManySignIns: 'Too many failed sign-ins.',
  signInRequired: 'Please sign in to the back office.',
  adminOnly: 'Only an admin can do this.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  emailRequired: 'Enter your e-mail.',
  passwordRequired: 'Enter your password.',
  signedOut: 'Signed out.',
  operatorUnknown: 'No such operator.',
  /** The command line names operators by e-mail, so its refusals say which e-mail. */
  operatorExists: (email: string) => `An operator with the e-mail ${email} already exists.`,
  noOperatorWithEmail: (email: string) => `No operator has the e-mail ${email}.`,
  cannotDisableSelf: 'You cannot disable your own account. Ask another admin.',
  operatorDisabled: (name: string) => `${name} is disabled and signed out everywhere.`,
  operatorUnlocked: (name: string) => `${name} can sign in again.`,
} as const;
