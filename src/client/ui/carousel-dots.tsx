import './carousel.css';
import { uiMessages } from '../../domain/ui-messages';
import type { Carousel } from './use-carousel';

interface CarouselDotsProps {
  carousel: Carousel;
  /** One name per slide, read out as "Show <name>". */
  names: readonly string[];
  tone?: 'light' | 'dark';
}

/** Clickable pagination: one button per slide, the current one marked for screen readers and by shape. */
export function CarouselDots({ carousel, names, tone = 'dark' }: CarouselDotsProps) {
  return (
    <ul className={`carousel-dots carousel-dots--${tone}`}>
      {names.map((name, slide) => (
        <li key={name}>
          <button
            type="button"
            className="carousel-dots__dot"
            aria-label={`${uiMessages.show} ${name}`}
            aria-current={slide === carousel.index ? 'true' : undefined}
            onClick={() => carousel.goTo(slide)}
          />
        </li>
      ))}
    </ul>
  );
}
