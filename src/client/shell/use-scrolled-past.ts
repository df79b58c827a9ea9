import { useEffect, useState } from 'react';

/** Whether the page is scrolled further than `thresholdPx` (point 2: the navbar restyles past 50 px). */
export function useScrolledPast(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(
    () => typeof window !== 'undefined' && window.scrollY > thresholdPx,
  );

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > thresholdPx);
    };
    // One measurement per frame at most: scroll events fire far more often than the screen repaints.
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [thresholdPx]);

  return scrolled;
}
