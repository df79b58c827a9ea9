// What the API says when it cannot reach its database (a 503): not the spec's words, which have none for
// it. Plain, and true whatever the request was: nothing can be read or saved until the database is back.
export const databaseMessages = {
  unavailable: 'We cannot reach our records just now. Please try again in a minute.',
  /** /api/health's own word for it, for the people and load balancers that read it. */
  healthUnavailable: 'The database is unavailable.',
} as const;
