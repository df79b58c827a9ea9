import { Pause, Play } from 'lucide-react';
import { uiMessages } from '../../domain/ui-messages';
import type { Carousel } from './use-carousel';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * WCAG 2.2.2 asks for a way to stop content that moves by itself for more than 5 s. The spec's "not
 * stopped by interaction" is about using the arrows and dots (they never stop autoplay); this button is the
 * visitor explicitly asking for stillness. With reduced motion nothing moves by itself, so it is not shown.
 */
export function CarouselPauseButton({
  carousel,
  tone = 'dark',
}: {
  carousel: Carousel;
  tone?: 'light' | 'dark';
}) {
  const reducedMotion = usePrefersReducedMotion();
  if (reducedMotion) return null;
  const Icon = carousel.paused ? Play : Pause;
  return (
    <button
      type="button"
      className={`carousel-pause carousel-pause--${tone}`}
      aria-label={carousel.paused ? uiMessages.playSlides : uiMessages.pauseSlides}
      onClick={carousel.togglePaused}
    >
      <Icon aria-hidden="true" size={16} />
    </button>
  );
}
