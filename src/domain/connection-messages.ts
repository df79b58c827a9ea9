// Issue 11 (connection awareness): what the app says about its connection. Not the spec's words.
export const connectionMessages = {
  /** The app-wide banner while the browser has no connection. */
  offlineBanner:
    "You're offline. Pages you have opened still work; anything that needs a connection says so.",
} as const;
