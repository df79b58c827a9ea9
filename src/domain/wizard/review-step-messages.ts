// Step 4, Review Your Quote (point 2): what will be insured, for whom, and the items listed.
import { defineMessages } from '../language/messages';

export const reviewStepMessages = defineMessages('reviewStep', {
  annualPremium: { en: 'Annual Premium', sw: 'Ada ya Bima ya Mwaka' },
  coverageDetails: { en: 'Coverage details', sw: 'Maelezo ya bima' },
  location: { en: 'Location', sw: 'Mahali' },
  residenceType: { en: 'Type of residence', sw: 'Aina ya makazi' },
  construction: { en: 'Construction', sw: 'Ujenzi' },
  housePlot: { en: 'House / plot', sw: 'Nyumba / kiwanja' },
  personalDetails: { en: 'Personal details', sw: 'Maelezo yako' },
  fullName: { en: 'Full name', sw: 'Jina kamili' },
  email: { en: 'Email', sw: 'Barua pepe' },
  idNumber: { en: 'ID number', sw: 'Namba ya kitambulisho' },
  mpesaNumber: { en: 'M-Pesa number', sw: 'Namba ya M-Pesa' },
  profession: { en: 'Profession', sw: 'Kazi' },
  postalAddress: { en: 'Postal address', sw: 'Anwani ya posta' },
  kraPin: { en: 'KRA PIN', sw: 'KRA PIN' },
  items: { en: 'Items', sw: 'Vitu' },
  proceed: { en: 'Proceed to Payment →', sw: 'Endelea Kulipa →' },
});
