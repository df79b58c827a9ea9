// What the page and the service worker share about the outbox, kept apart from the outbox's rules
// (outbox.ts): the app's entry chunk needs only these, and a module the entry shares with a lazy chunk
// goes into the entry whole.

/**
 * Why a drain runs: 'retry' for app start, focus, visibility and the backoff timer; 'reconnected' when the
 * browser says the connection is back (the online event, Background Sync). Backoff exists to spare a
 * network that is down; once it is back, waiting out a delay earned while offline would only keep the user
 * waiting for minutes.
 */
export type DrainReason = 'retry' | 'reconnected';

/** Background Sync's tag, and the message the service worker posts to open pages when it fires. */
export const outboxSync = { tag: 'kinga-outbox', message: 'kinga-outbox-sync' } as const;
