import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { scrollToHashTarget } from './scroll-to-hash';

/**
 * Point 2: scroll returns to the top on every route change. A link with a fragment (/#about) scrolls to
 * its section instead, once the lazily loaded page has rendered it.
 */
export function ScrollManager() {
  const [location] = useLocation();

  useEffect(() => {
    // `location` is the dependency that matters: the effect runs once per route change.
    void location;
    if (window.location.hash) {
      scrollToHashTarget(window.location.hash);
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);

  return null;
}
