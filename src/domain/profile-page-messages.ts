// Point 2's /profile page and point 8's profile messages, as the client shows them. What the server says
// about a profile is in profile-messages.ts; the fields' own messages are the contact form's.
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';

export const profilePageMessages = defineMessages('profilePage', {
  loadingTitle: { en: 'Loading Profile', sw: 'Tunafungua wasifu wako' },
  loadingLead: {
    en: 'Please wait while we fetch your information...',
    sw: 'Tafadhali subiri tunapoleta taarifa zako...',
  },
  /** A section (My Policies, My Claims, Account) the first time it opens, while its part of the app loads. */
  sectionLoading: { en: 'Loading…', sw: 'Inafunguka…' },
  fetched: { en: 'Profile fetched successfully', sw: 'Wasifu wako umepatikana' },
  notProvided: { en: 'Not provided', sw: 'Haijawekwa' },
  userIdMissing: {
    en: 'User ID is missing. Cannot fetch profile.',
    sw: 'Kitambulisho cha mtumiaji hakipo. Hatuwezi kuleta wasifu.',
  },
  userIdNotFound: {
    en: 'User ID not found. Please try logging in again.',
    sw: 'Kitambulisho cha mtumiaji hakikupatikana. Tafadhali jaribu kuingia tena.',
  },
  loadFailed: { en: 'Failed to load profile data', sw: 'Imeshindwa kufungua taarifa za wasifu' },
  loadUnexpected: {
    en: 'An unexpected error occurred while loading profile data.',
    sw: 'Hitilafu isiyotarajiwa imetokea wakati wa kufungua taarifa za wasifu.',
  },
  updateFailed: { en: 'Failed to update profile', sw: 'Imeshindwa kusasisha wasifu' },
  updateError: {
    en: 'An error occurred while updating the profile.',
    sw: 'Hitilafu imetokea wakati wa kusasisha wasifu.',
  },
  changePasswordFailed: { en: 'Failed to change password', sw: 'Imeshindwa kubadilisha nenosiri' },
  changePasswordError: {
    en: 'An error occurred while changing your password',
    sw: 'Hitilafu imetokea wakati wa kubadilisha nenosiri lako',
  },
  // Our own: the spec has no words for these.
  offlineCopy: {
    en: 'You are offline: these are the details saved on this device.',
    sw: 'Huna mtandao: hizi ni taarifa zilizohifadhiwa kwenye kifaa hiki.',
  },
  confirmRequired: {
    en: 'Please confirm your new password.',
    sw: 'Tafadhali thibitisha nenosiri lako jipya.',
  },
  downloadFailed: {
    en: 'Could not download your data. Please try again.',
    sw: 'Imeshindwa kupakua taarifa zako. Tafadhali jaribu tena.',
  },
  deleteFailed: {
    en: 'Could not delete your account. Please try again.',
    sw: 'Imeshindwa kufuta akaunti yako. Tafadhali jaribu tena.',
  },
});

/** The portal's frame: its heading, the menu, the sections and their fields. */
export const profileScreenMessages = defineMessages('profileScreen', {
  heading: { en: 'My Profile', sw: 'Wasifu wangu' },
  sectionsNav: { en: 'Profile sections', sw: 'Sehemu za wasifu' },
  sectionsMenu: { en: 'Sections menu', sw: 'Menyu ya sehemu' },
  logout: { en: 'Logout', sw: 'Toka' },
  personal: { en: 'Personal Info', sw: 'Taarifa binafsi' },
  professional: { en: 'Professional', sw: 'Kazi' },
  address: { en: 'Address', sw: 'Anwani' },
  policies: { en: 'My Policies', sw: 'Bima zangu' },
  claims: { en: 'My Claims', sw: 'Madai yangu' },
  account: { en: 'Account', sw: 'Akaunti' },
  fullName: { en: 'Full Name', sw: 'Jina kamili' },
  email: { en: 'Email Address', sw: 'Barua pepe' },
  phone: { en: 'Phone Number', sw: 'Namba ya simu' },
  idNumber: { en: 'ID Number', sw: 'Namba ya kitambulisho' },
  profession: { en: 'Profession', sw: 'Kazi yako' },
  kraPin: { en: 'KRA PIN', sw: 'KRA PIN' },
  postalAddress: { en: 'Postal Address', sw: 'Anwani ya posta' },
  physicalAddress: { en: 'Physical Address', sw: 'Mahali unapoishi' },
  edit: { en: 'Edit', sw: 'Badilisha' },
  editSection: withValues<{ section: string }>({ en: 'Edit {section}', sw: 'Badilisha {section}' }),
  editPersonal: { en: 'Edit Personal Info', sw: 'Badilisha taarifa binafsi' },
  editProfessional: { en: 'Edit Professional Details', sw: 'Badilisha taarifa za kazi' },
  editAddress: { en: 'Edit Address', sw: 'Badilisha anwani' },
  cancel: { en: 'Cancel', sw: 'Ghairi' },
  close: { en: 'Close', sw: 'Funga' },
  saving: { en: 'Saving…', sw: 'Inahifadhi…' },
  saveChanges: { en: 'Save Changes', sw: 'Hifadhi' },
});

/** The Account section: password, My data, deleting the account, and a new phone's code. */
export const accountScreenMessages = defineMessages('accountScreen', {
  needsConnection: { en: 'Needs a connection.', sw: 'Inahitaji mtandao.' },
  password: { en: 'Password', sw: 'Nenosiri' },
  passwordLead: { en: 'Change the password you log in with.', sw: 'Badilisha nenosiri unalotumia kuingia.' },
  changePassword: { en: 'Change Password', sw: 'Badilisha nenosiri' },
  changing: { en: 'Changing…', sw: 'Inabadilisha…' },
  myData: { en: 'My data', sw: 'Taarifa zangu' },
  myDataLead: {
    en: 'Download everything we hold about you (your account, covers, payments and consents) as a file.',
    sw: 'Pakua kila tulicho nacho kukuhusu (akaunti yako, bima zako, malipo na ridhaa ulizotoa) kama faili moja.',
  },
  preparing: { en: 'Preparing…', sw: 'Inaandaa…' },
  downloadMyData: { en: 'Download my data', sw: 'Pakua taarifa zangu' },
  deleteAccount: { en: 'Delete account', sw: 'Futa akaunti' },
  deleteLead: {
    en: 'Erase your personal data. Records the law requires us to keep for a live cover are kept.',
    sw: 'Futa taarifa zako binafsi. Kumbukumbu ambazo sheria inatutaka tuhifadhi kwa bima inayotumika zitabaki.',
  },
  deleteMyAccount: { en: 'Delete my account', sw: 'Futa akaunti yangu' },
  deleteWarning: {
    en: 'This erases your personal details and signs you out. It cannot be undone.',
    sw: 'Hii inafuta taarifa zako binafsi na kukutoa kwenye akaunti. Haiwezi kurudishwa.',
  },
  deleting: { en: 'Deleting…', sw: 'Inafuta…' },
  changePasswordLead: {
    en: 'Changing your password signs you out everywhere; you then log in with the new one.',
    sw: 'Ukibadilisha nenosiri utatolewa kwenye akaunti kila mahali; kisha utaingia kwa nenosiri jipya.',
  },
  currentPassword: { en: 'Current Password', sw: 'Nenosiri la sasa' },
  currentPasswordHint: {
    en: 'Leave empty if you have never set a password (you signed in with a code).',
    sw: 'Acha wazi kama hujawahi kuweka nenosiri (uliingia kwa namba ya uthibitisho).',
  },
  newPassword: { en: 'New Password', sw: 'Nenosiri jipya' },
  newPasswordHint: { en: 'At least 6 characters.', sw: 'Angalau herufi 6.' },
  confirmNewPassword: { en: 'Confirm New Password', sw: 'Thibitisha nenosiri jipya' },
  confirmPhone: { en: 'Confirm your new phone number', sw: 'Thibitisha namba yako mpya ya simu' },
  phoneWaiting: withValues<{ waiting: string; current: string }>({
    en: 'Your new phone number {waiting} is not in use yet. Enter the code we sent to it; until then we keep using {current}.',
    sw: 'Namba yako mpya ya simu {waiting} bado haitumiki. Weka namba ya uthibitisho tuliyoituma kwake; hadi hapo tutaendelea kutumia {current}.',
  }),
  codeLabel: { en: '4-digit code', sw: 'Namba ya tarakimu 4' },
  resendCode: { en: 'Resend code', sw: 'Tuma namba tena' },
  verifying: { en: 'Verifying…', sw: 'Inathibitisha…' },
  verifyNewNumber: { en: 'Verify new number', sw: 'Thibitisha namba mpya' },
});

/** Point 9: toasts on the profile page close after 3000 ms (5000 ms elsewhere). */
export const profileToastDurationMs = 3000;
