// What the back office's leads view (call-back requests) and its one action say.

export const leadMessages = {
  notFound: 'This call-back request was not found.',
  alreadyCalled: 'This caller has already been marked as called.',
  called: 'Marked as called.',
} as const;
