// Point 2's /profile page and point 8's profile messages, as the client shows them. What the server says
// about a profile is in profile-messages.ts; the fields' own messages are the contact form's.

export const profilePageMessages = {
  loadingTitle: 'Loading Profile',
  loadingLead: 'Please wait while we fetch your information...',
  /** A section (My Policies, My Claims, Account) the first time it opens, while its part of the app loads. */
  sectionLoading: 'Loading…',
  fetched: 'Profile fetched successfully',
  notProvided: 'Not provided',
  userIdMissing: 'User ID is missing. Cannot fetch profile.',
  userIdNotFound: 'User ID not found. Please try logging in again.',
  loadFailed: 'Failed to load profile data',
  loadUnexpected: 'An unexpected error occurred while loading profile data.',
  updateFailed: 'Failed to update profile',
  updateError: 'An error occurred while updating the profile.',
  changePasswordFailed: 'Failed to change password',
  changePasswordError: 'An error occurred while changing your password',
  // Our own: the spec has no words for these.
  offlineCopy: 'You are offline: these are the details saved on this device.',
  confirmRequired: 'Please confirm your new password.',
  downloadFailed: 'Could not download your data. Please try again.',
  deleteFailed: 'Could not delete your account. Please try again.',
} as const;

/** Point 9: toasts on the profile page close after 3000 ms (5000 ms elsewhere). */
export const profileToastDurationMs = 3000;
