// Who holds an account: a tenant insures what is in a home, an owner the building too. Chosen at signup,
// stored on the account, and read back by the profile and the client's data export.
export const accountTypes = ['tenant', 'owner'] as const;
export type AccountType = (typeof accountTypes)[number];
