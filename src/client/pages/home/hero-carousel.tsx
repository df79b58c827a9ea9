import './hero.css';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { homeHeroMessages } from '../../../domain/pages/home-hero-messages';
import { uiMessages } from '../../../domain/ui-messages';
import { CarouselDots } from '../../ui/carousel-dots';
import { CarouselPauseButton } from '../../ui/carousel-pause-button';
import { CarouselSlide } from '../../ui/carousel-slide';
import { type Carousel, useCarousel } from '../../ui/use-carousel';
import { HeroChannels } from './hero-channels';
import { HeroSlideAction } from './hero-slide-action';
import { heroSlides as getHeroSlides } from './hero-slides';

// Point 9: the home carousel waits 5000 ms on a slide and takes 2000 ms to move (--hero-speed in home.css).
export const heroDelayMs = 5000;

/** How long before the carousel moves the next slide's picture is asked for. */
const pictureAheadMs = 2500;

/**
 * The slides whose pictures the page holds: the first, with the page; any other once it is shown, or due
 * next within pictureAheadMs. The hidden three (6.4 KB) no longer share a first visit's slow line with the
 * app's scripts, and a visitor who moves on from the home page within seconds never fetches them.
 */
function useSlidePictures(carousel: Carousel, count: number): ReadonlySet<number> {
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0]));
  const { index } = carousel;
  useEffect(() => {
    const want = (slide: number) => setWanted((held) => (held.has(slide) ? held : new Set(held).add(slide)));
    want(index);
    const next = setTimeout(() => want((index + 1) % count), Math.max(0, heroDelayMs - pictureAheadMs));
    return () => clearTimeout(next);
  }, [index, count]);
  return wanted;
}

/**
 * The home page's hero: an always-visible page title above four slides that move by themselves, with
 * clickable pagination, and previous/next arrows on large screens.
 */
export function HeroCarousel() {
  const heroSlides = getHeroSlides();
  const carousel = useCarousel(heroSlides.length, heroDelayMs);
  const pictures = useSlidePictures(carousel, heroSlides.length);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <h1 id="hero-title" className="hero__title">
          {homeHeroMessages.title}
        </h1>
        <section
          className="hero__viewport carousel--slide"
          aria-roledescription={uiMessages.carouselRole}
          aria-label={homeHeroMessages.highlights}
        >
          {/* Polite announcements only when the visitor drives it; a moving carousel would talk over them. */}
          <div className="hero__slides carousel-stack" aria-live={carousel.playing ? 'off' : 'polite'}>
            {heroSlides.map((slide, index) => (
              <CarouselSlide
                key={slide.name}
                carousel={carousel}
                index={index}
                count={heroSlides.length}
                name={slide.name}
                className="hero-slide"
              >
                <div className="hero-slide__text">
                  <h2 className="hero-slide__title">{slide.title}</h2>
                  <p className="hero-slide__body">{slide.text}</p>
                  <HeroSlideAction action={slide.action} />
                  <HeroChannels />
                </div>
                {pictures.has(index) ? (
                  <img
                    className="hero-slide__image"
                    src={slide.image.src}
                    alt={slide.image.alt}
                    width="560"
                    height="420"
                    // The first slide is the largest paint of the page: fetch it first, never lazily.
                    fetchPriority={index === 0 ? 'high' : 'low'}
                    decoding={index === 0 ? 'sync' : 'async'}
                  />
                ) : (
                  // The picture's place, so the stack of slides keeps its height when it arrives.
                  <span className="hero-slide__image" />
                )}
              </CarouselSlide>
            ))}
          </div>
          <button
            type="button"
            className="hero__arrow hero__arrow--previous"
            aria-label={homeHeroMessages.previousSlide}
            onClick={carousel.previous}
          >
            <ChevronLeft aria-hidden="true" size={28} />
          </button>
          <button
            type="button"
            className="hero__arrow hero__arrow--next"
            aria-label={homeHeroMessages.nextSlide}
            onClick={carousel.next}
          >
            <ChevronRight aria-hidden="true" size={28} />
          </button>
          <div className="hero__controls">
            <CarouselDots carousel={carousel} names={heroSlides.map((slide) => slide.name)} tone="light" />
            <CarouselPauseButton carousel={carousel} tone="light" />
          </div>
        </section>
      </div>
    </section>
  );
}
