// What the account endpoints (signup, password sign-in, logout, change password) tell people, for server
// and client alike. The lookup already says whether a phone or an e-mail has an account, so saying it here
// too gives nothing away that was not given.
export const accountMessages = {
  signedOut: 'Signed out.',
} as const;
