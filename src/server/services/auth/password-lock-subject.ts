/**
 * Password locks share the code locks' table; the prefix keeps a phone's two counts apart. Its own file:
 * the sign-in sets the lock and the data export and erasure read it, without either loading the other.
 */
export const passwordLockSubject = (msisdn: string) => `password:${msisdn}`;
