// Application Complete!'s ways on: to the policy in the client portal, and its receipt.
export const confirmationMessages = {
  heading: 'Your policy online',
  seePolicy: 'See your policy in the portal',
  downloadReceipt: 'Download receipt',
  preparingReceipt: 'Preparing your receipt…',
  signInNote: 'To open the portal we send a code to the phone number on the policy.',
} as const;
