import { useEffect, useState } from 'react';

/** Room left between the header's bottom edge and a toast. */
const GAP_PX = 12;

const headerBottom = () =>
  Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + GAP_PX;

/**
 * Where a toast may start so it covers none of the header: the page's first header's
 * bottom edge as laid out now. It moves: the contact bar above the sticky navbar scrolls away, and it
 * wraps on a phone, so the edge is read again on scroll and resize.
 */
export function useBelowHeader(): string {
  const [top, setTop] = useState(GAP_PX);
  useEffect(() => {
    const measure = () => setTop(headerBottom());
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return `${Math.round(top)}px`;
}
