// Point 5, contact form: nine checks, the first failure wins, in this order.
import { isEmailAddress } from './email';
import { isKenyanPhone } from './phone';

export interface ContactDetails {
  fullName: string;
  phone: string;
  email: string;
  idNumber: string;
  profession: string;
  postalAddress: string;
  kraPin: string;
}

export const contactMessages = {
  fullName: 'Please enter your full name',
  phone: 'Please enter your phone number',
  phoneFormat: 'Please enter a valid Kenyan phone number (07XXXXXXXX or +254XXXXXXXXX)',
  email: 'Please enter your email address',
  emailFormat: 'Please enter a valid email address',
  idNumber: 'Please enter your ID number',
  profession: 'Please enter your profession',
  postalAddress: 'Please enter your postal address',
  kraPin: 'Please enter your KRA PIN',
} as const;

export interface ContactProblem {
  field: keyof ContactDetails;
  message: string;
}

const blank = (text: string) => text.trim() === '';

/** The first problem in the spec's order, or null when the details may be saved. */
export function contactProblem(details: ContactDetails): ContactProblem | null {
  if (blank(details.fullName)) return { field: 'fullName', message: contactMessages.fullName };
  if (blank(details.phone)) return { field: 'phone', message: contactMessages.phone };
  if (!isKenyanPhone(details.phone)) return { field: 'phone', message: contactMessages.phoneFormat };
  if (blank(details.email)) return { field: 'email', message: contactMessages.email };
  if (!isEmailAddress(details.email)) return { field: 'email', message: contactMessages.emailFormat };
  if (blank(details.idNumber)) return { field: 'idNumber', message: contactMessages.idNumber };
  if (blank(details.profession)) return { field: 'profession', message: contactMessages.profession };
  if (blank(details.postalAddress)) return { field: 'postalAddress', message: contactMessages.postalAddress };
  if (blank(details.kraPin)) return { field: 'kraPin', message: contactMessages.kraPin };
  return null;
}

export const contactSavedMessage = 'Details saved successfully!';
