// What the app says about a profile edit or contact details saved on the device while
// there is no connection, and about what waits for them. Not the spec's words (it has none for offline).
import { defineMessages } from './language/messages';

export const queuedSubmissionMessages = defineMessages('queuedSubmission', {
  profileEditQueued: {
    en: "You're offline. Your changes are saved on this device and will be sent when you're back online.",
    sw: 'Huna mtandao. Mabadiliko yako yamehifadhiwa kwenye kifaa hiki na yatatumwa mtandao ukirudi.',
  },
  profileEditWaiting: {
    en: 'Your latest changes are shown here but have not been sent yet. They will be saved as soon as you are back online.',
    sw: 'Mabadiliko yako ya mwisho yanaonekana hapa lakini bado hayajatumwa. Yatahifadhiwa mara tu mtandao ukirudi.',
  },
  cancelProfileEdit: { en: 'Cancel changes', sw: 'Ghairi mabadiliko' },
  profileEditRefused: { en: 'Your changes were not saved:', sw: 'Mabadiliko yako hayakuhifadhiwa:' },
  dismiss: { en: 'Dismiss', sw: 'Funga' },
  contactQueued: {
    en: "You're offline. Your details are saved on this device and will be sent when the connection returns. You can continue to the review.",
    sw: 'Huna mtandao. Maelezo yako yamehifadhiwa kwenye kifaa hiki na yatatumwa mtandao ukirudi. Unaweza kuendelea kukagua.',
  },
  contactWaiting: {
    en: 'Your contact details are waiting to be sent. They will go as soon as the connection returns.',
    sw: 'Maelezo yako ya mawasiliano yanasubiri kutumwa. Yatatumwa mara tu mtandao ukirudi.',
  },
  contactSent: {
    en: 'Your contact details have been sent.',
    sw: 'Maelezo yako ya mawasiliano yametumwa.',
  },
  cancelContactSave: {
    en: 'Cancel sending contact details',
    sw: 'Ghairi kutuma maelezo ya mawasiliano',
  },
  paymentWaitsForContact: {
    en: 'Your contact details have not reached us yet. Payment can start once they have: please connect to the internet and try again.',
    sw: 'Maelezo yako ya mawasiliano bado hayajatufikia. Malipo yataanza yakishafika: tafadhali unganisha intaneti kisha ujaribu tena.',
  },
  lookupNeedsConnection: {
    en: 'Checking for an existing account needs a connection. You can still fill in your details.',
    sw: 'Kuangalia kama una akaunti kunahitaji mtandao. Bado unaweza kujaza maelezo yako.',
  },
});
