import type { ReactNode } from 'react';
import { uiMessages } from '../../domain/ui-messages';
import type { Carousel } from './use-carousel';

interface CarouselSlideProps {
  carousel: Carousel;
  index: number;
  count: number;
  /** What the slide shows, announced as "2 of 4: name". */
  name: string;
  className: string;
  children: ReactNode;
}

/**
 * One slide of a carousel. The APG carousel pattern: a group announced as "slide"; a fieldset would imply a
 * form. Slides out of view are hidden and inert, so neither a screen reader nor the Tab key lands on them.
 */
export function CarouselSlide({ carousel, index, count, name, className, children }: CarouselSlideProps) {
  const state = carousel.stateOf(index);
  return (
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      className={`${className} carousel-slide`}
      role="group"
      aria-roledescription={uiMessages.slideRole}
      aria-label={`${index + 1} ${uiMessages.slideOf} ${count}: ${name}`}
      data-state={state}
      data-direction={carousel.direction}
      aria-hidden={state !== 'current'}
      inert={state !== 'current'}
    >
      {children}
    </div>
  );
}
