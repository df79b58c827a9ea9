// What the app says about a profile edit or contact details saved on the device while
// there is no connection, and about what waits for them. Not the spec's words (it has none for offline).
export const queuedSubmissionMessages = {
  profileEditQueued:
    "You're offline. Your changes are saved on this device and will be sent when you're back online.",
  profileEditWaiting:
    'Your latest changes are shown here but have not been sent yet. They will be saved as soon as you are back online.',
  cancelProfileEdit: 'Cancel changes',
  profileEditRefused: 'Your changes were not saved:',
  dismiss: 'Dismiss',
  contactQueued:
    "You're offline. Your details are saved on this device and will be sent when the connection returns. You can continue to the review.",
  contactWaiting:
    'Your contact details are waiting to be sent. They will go as soon as the connection returns.',
  contactSent: 'Your contact details have been sent.',
  cancelContactSave: 'Cancel sending contact details',
  paymentWaitsForContact:
    'Your contact details have not reached us yet. Payment can start once they have: please connect to the internet and try again.',
  lookupNeedsConnection:
    'Checking for an existing account needs a connection. You can still fill in your details.',
} as const;
