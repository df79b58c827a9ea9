// What the back office says when a call fails without the server's own words: no connection, or an
// answer it cannot read. Each page shows its own, and the call it makes names the same one for an
// unreadable answer, so the operator reads one sentence for either.
export const backOfficeMessages = {
  setupFailed: 'Could not finish this step. Please try again.',
  signInFailed: 'Could not sign in. Please try again.',
  signOutFailed: 'Could not sign out. Please try again.',
  pageLoadFailed: 'Could not load this page. Check the connection and try again.',
  dashboardLoadFailed: 'Could not load today’s figures. Please try again.',
  findFailed: 'Could not search. Check the connection and try again.',
  decisionFailed: 'The decision was not saved. Check the connection and try again.',
  claimMoveFailed: 'Nothing was changed. Check the connection and try again.',
  disableFailed: 'The operator was not disabled. Check the connection and try again.',
  unlockFailed: 'The sign-in was not unlocked. Check the connection and try again.',
  paymentExceptionsLoadFailed: 'Could not load the payment exceptions. Please try again.',
  paymentExceptionActionFailed: 'That did not work. Please try again.',
} as const;
