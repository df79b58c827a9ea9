const waitForTargetMs = 3000;

/**
 * Scrolls to the element a fragment names. The element may belong to a route chunk still loading, so it
 * watches the DOM for a short while rather than giving up at once.
 */
export function scrollToHashTarget(hash: string): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return;
  const scrollTo = (element: Element) => element.scrollIntoView({ block: 'start' });

  const existing = document.getElementById(id);
  if (existing) {
    scrollTo(existing);
    return;
  }
  const observer = new MutationObserver(() => {
    const target = document.getElementById(id);
    if (!target) return;
    observer.disconnect();
    scrollTo(target);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), waitForTargetMs);
}
