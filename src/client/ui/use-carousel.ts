import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export type SlideState = 'current' | 'leaving' | 'idle';
export type SlideDirection = 'forward' | 'backward' | 'none';

interface Position {
  index: number;
  /** The slide that was showing before the last move: it animates out. */
  previous: number | null;
  /** 'none' until the first move, so the first slide appears without an entrance animation. */
  direction: SlideDirection;
}

export interface Carousel {
  index: number;
  direction: SlideDirection;
  stateOf: (slide: number) => SlideState;
  goTo: (slide: number) => void;
  next: () => void;
  previous: () => void;
  /** Autoplay runs unless paused by the visitor or their system asks for reduced motion. */
  playing: boolean;
  paused: boolean;
  togglePaused: () => void;
}

const wrap = (slide: number, count: number) => ((slide % count) + count) % count;

/**
 * One looping carousel: the home hero and the motor showcase share it. Every move, automatic or by the
 * visitor, restarts the delay: interaction never stops autoplay (point 9), it only gives the visitor the
 * full delay to read the slide they chose.
 */
export function useCarousel(count: number, delayMs: number): Carousel {
  const reducedMotion = usePrefersReducedMotion();
  const [position, setPosition] = useState<Position>({ index: 0, previous: null, direction: 'none' });
  const [paused, setPaused] = useState(false);

  const move = useCallback(
    (toSlide: (current: number) => number, direction?: SlideDirection) =>
      setPosition((current) => {
        const index = wrap(toSlide(current.index), count);
        if (index === current.index) return current;
        return {
          index,
          previous: current.index,
          direction: direction ?? (index > current.index ? 'forward' : 'backward'),
        };
      }),
    [count],
  );

  const playing = !paused && !reducedMotion && count > 1;
  useEffect(() => {
    if (!playing) return;
    // `position.index` restarts the timer after every move, whoever made it.
    void position.index;
    const timer = window.setTimeout(() => move((current) => current + 1, 'forward'), delayMs);
    return () => window.clearTimeout(timer);
  }, [playing, position.index, delayMs, move]);

  return {
    index: position.index,
    direction: position.direction,
    stateOf: (slide) =>
      slide === position.index ? 'current' : slide === position.previous ? 'leaving' : 'idle',
    goTo: (slide) => move(() => slide),
    next: () => move((current) => current + 1, 'forward'),
    previous: () => move((current) => current - 1, 'backward'),
    playing,
    paused,
    togglePaused: () => setPaused((value) => !value),
  };
}
