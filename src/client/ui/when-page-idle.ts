// Work the page wants soon but not before its first paint and first input: started when the browser has
// nothing else to do. Safari has no requestIdleCallback: a short wait instead.

/** Runs `work` once the page is idle; returns a function that cancels it if it has not run. */
export function whenPageIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(work);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1000);
  return () => clearTimeout(timer);
}
