// Point 5, contact form: nine checks, the first failure wins, in this order.
import { isEmailAddress } from './email';
import { defineMessages } from './language/messages';
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

export const contactMessages = defineMessages('contact', {
  fullName: { en: 'Please enter your full name', sw: 'Tafadhali weka jina lako kamili' },
  phone: { en: 'Please enter your phone number', sw: 'Tafadhali weka namba yako ya simu' },
  phoneFormat: {
    en: 'Please enter a valid Kenyan phone number (07XXXXXXXX or +254XXXXXXXXX)',
    sw: 'Tafadhali weka namba sahihi ya simu ya Kenya (07XXXXXXXX au +254XXXXXXXXX)',
  },
  email: { en: 'Please enter your email address', sw: 'Tafadhali weka anwani yako ya barua pepe' },
  emailFormat: {
    en: 'Please enter a valid email address',
    sw: 'Tafadhali weka anwani sahihi ya barua pepe',
  },
  idNumber: { en: 'Please enter your ID number', sw: 'Tafadhali weka namba yako ya kitambulisho' },
  profession: { en: 'Please enter your profession', sw: 'Tafadhali weka kazi yako' },
  postalAddress: { en: 'Please enter your postal address', sw: 'Tafadhali weka anwani yako ya posta' },
  kraPin: { en: 'Please enter your KRA PIN', sw: 'Tafadhali weka KRA PIN yako' },
  saved: { en: 'Details saved successfully!', sw: 'Maelezo yamehifadhiwa!' },
});

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
