// When the reconciler asks Daraja about a prompt and when it gives up on one, apart from the reconciler
// itself: the payment exceptions' desk reads the same give-up moment to call a prompt stuck, without
// importing the reconciler (and with it the repositories that list the desk's own rows).

/** Beyond the prompt's life, room for a slow callback before we go and ask. */
export const RECONCILE_MARGIN_MS = 30_000;
/** Longer than a batch of Daraja queries can take (each has a 6 s deadline), so a lease outlives its pass. */
export const RECONCILE_LEASE_MS = 120_000;
/** Give up on a request this long after its prompt closed… */
export const GIVE_UP_AFTER_EXPIRY_MS = 10 * 60_000;
/** …and only after this many queries without a final answer. */
export const GIVE_UP_AFTER_QUERIES = 5;
