// Application Complete!'s ways on: to the policy in the client portal, its receipt and its cover note.
export const confirmationMessages = {
  heading: 'Your policy online',
  seePolicy: 'See your policy in the portal',
  downloadReceipt: 'Download receipt',
  preparingReceipt: 'Preparing your receipt…',
  downloadCoverNote: 'Download cover note',
  preparingCoverNote: 'Preparing your cover note…',
  signInNote: 'To open the portal we send a code to the phone number on the policy.',
} as const;
