// What the applications queue says: refusals of a decision or a search, and what a decision did.

export const applicationMessages = {
  reasonRequired: 'Enter the reason for declining.',
  infoMessageRequired: 'Enter what the client needs to send.',
  notFound: 'No such application.',
  notPaid: 'This cover has not been paid for, so there is nothing to review yet.',
  alreadyDecided: (status: 'approved' | 'declined') =>
    `This application has already been ${status}; nothing was changed.`,
  referenceInvalid: 'A reference is 8 letters and digits, like K7Q3-M9XT.',
  referenceNotFound: (reference: string) =>
    `No policy has the reference ${reference}. Check it with the client.`,
} as const;

export const decisionMessages = {
  approved: (policyNumber: string) =>
    `Approved. Policy number ${policyNumber} issued; the client is being told.`,
  declined: (msisdn: string | null) =>
    msisdn
      ? `Declined. The client is being told; the payment is flagged for refund to ${msisdn}.`
      : 'Declined. The client is being told.',
  infoRequested: 'Information requested. The client is being told what to send.',
} as const;
