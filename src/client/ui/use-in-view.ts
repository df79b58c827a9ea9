import { type RefObject, useEffect, useRef, useState } from 'react';

export interface InView {
  /** The element has been in view (it stays true afterwards, so an effect plays a single time). */
  seen: boolean;
  /**
   * It was out of view when the page's script first looked, and has not been seen since: only then may it
   * be hidden, ready to appear. The page as first drawn (prerendered, or without scripts) shows everything.
   */
  waiting: boolean;
}

/** Whether the element has been scrolled into view, once; see InView. */
export function useInView<T extends Element>(threshold = 0.2): [RefObject<T | null>, InView] {
  const ref = useRef<T>(null);
  const [state, setState] = useState<InView>({ seen: false, waiting: false });

  useEffect(() => {
    const element = ref.current;
    // Without the API (very old browsers) the content must simply be there.
    if (!element || state.seen || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState({ seen: true, waiting: false });
          observer.disconnect();
        } else setState({ seen: false, waiting: true });
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state.seen, threshold]);

  return [ref, state];
}
