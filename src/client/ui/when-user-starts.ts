// Work a page needs soon but not for its first paint (the wizard's next step, the catalogue's prices),
// started by the visitor's first tap, key or focused field: they will spend a while on the page, so the
// work is done before it is needed, and a page that is only looked at (or a phone still busy painting it)
// never pays for it.
const events = ['pointerdown', 'keydown', 'focusin'] as const;

/** Runs `work` once, at the first interaction; returns a function that cancels it. */
export function whenUserStarts(work: () => void): () => void {
  const start = () => {
    stop();
    work();
  };
  const stop = () => {
    for (const event of events) window.removeEventListener(event, start, true);
  };
  for (const event of events) window.addEventListener(event, start, true);
  return stop;
}
