// What the app says about its connection. Not the spec's words.
export const connectionMessages = {
  /** The app-wide banner while the browser has no connection. */
  offlineBanner:
    "You're offline. Pages you have opened still work; anything that needs a connection says so.",
  /** A part of the app that has never been downloaded to this phone could not be fetched. */
  partNotLoaded: 'This part of the app could not be loaded. Check your connection, then try again.',
  tryAgain: 'Try again',
} as const;
