import { useEffect, useState } from 'react';
import type { InView } from './use-in-view';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

// Ease-out: fast at first, settling on the figure, as counters in print are read.
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Counts from 0 to `target` over `durationMs` once the counter is seen, and stays there. It shows the
 * figure itself until the script finds the counter out of view (then 0, ready to count), so the page as
 * first drawn never says 0. With reduced motion it shows the figure at once.
 */
export function useCountUp(target: number, durationMs: number, { seen, waiting }: InView): number {
  const reducedMotion = usePrefersReducedMotion();
  // null: not counting (yet).
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (!seen) return;
    if (reducedMotion) {
      setValue(target);
      return;
    }
    let frame = 0;
    const startedAt = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / durationMs);
      setValue(Math.round(easeOutCubic(progress) * target));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [seen, reducedMotion, target, durationMs]);

  if (value !== null) return value;
  return waiting || (seen && !reducedMotion) ? 0 : target;
}
