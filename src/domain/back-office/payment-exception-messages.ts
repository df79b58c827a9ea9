// What the payment exceptions' list and its two actions (match, resolve) say.

export const paymentExceptionMessages = {
  noteRequired: 'Write a note saying how this was resolved (for example the M-Pesa reversal reference).',
  coverRequired: 'Enter the id of the cover this payment is for.',
  receiptRequired: 'Enter the M-Pesa receipt code of this payment (10 letters and digits).',
  notFound: 'This payment exception was not found.',
  alreadyClosed: 'This payment exception is no longer open.',
  coverNotFound: 'No cover has that id.',
  refundNotMatchable: 'A payment owed back is not matched to a cover: refund it, then mark it resolved.',
  callbackNotPaid: 'Only a callback reporting a successful payment can be matched to a cover.',
  callbackKnownNow: 'This callback now matches a prompt on record; mark it resolved instead.',
  promptOtherCover: 'A prompt can only be matched to the cover it was sent for.',
  coverAlreadyPaid: 'That cover is already paid; mark this payment resolved or refund it instead.',
  amountDiffers: (paid: number, asked: number) =>
    `The payment (KES ${paid}) is not what that cover costs (KES ${asked}).`,
  matched: 'Payment matched: the cover is paid and the client is told.',
  matchedAsRefund:
    'Payment matched, but the cover was already paid (or its price changed): it is now listed as owed back.',
  resolved: 'Marked resolved.',
} as const;
