import { CarouselDots } from '../../ui/carousel-dots';
import { CarouselPauseButton } from '../../ui/carousel-pause-button';
import { ExternalLink } from '../../ui/external-link';
import { useCarousel } from '../../ui/use-carousel';
import { motorProducts } from './motor-products';

// Point 9: the motor showcase waits 3000 ms on a product and fades in 500 ms (--carousel-speed in motor.css).
export const showcaseDelayMs = 3000;

/** The seven motor products, one at a time: autoplay, fade, dots, no arrows, looping (point 2). */
export function MotorShowcase() {
  const carousel = useCarousel(motorProducts.length, showcaseDelayMs);
  return (
    <section className="showcase carousel--fade" aria-roledescription="carousel" aria-label="Motor products">
      <div className="showcase__slides carousel-stack" aria-live={carousel.playing ? 'off' : 'polite'}>
        {motorProducts.map((product, index) => {
          const state = carousel.stateOf(index);
          return (
            // The APG carousel pattern: a group announced as "slide"; a fieldset would imply a form.
            // biome-ignore lint/a11y/useSemanticElements: see above
            <div
              key={product.name}
              className="showcase-slide carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${motorProducts.length}: ${product.name}`}
              data-state={state}
              data-direction={carousel.direction}
              aria-hidden={state !== 'current'}
              inert={state !== 'current'}
            >
              <img
                className="showcase-slide__image"
                src={product.image}
                alt={product.alt}
                width="480"
                height="320"
                loading="lazy"
              />
              <div className="showcase-slide__text">
                <h3 className="showcase-slide__name">{product.name}</h3>
                <p>{product.text}</p>
                <p className="showcase-slide__insurer">Underwritten by {product.underwriter.name}</p>
                <ExternalLink href={product.buyLink} className="button button--primary">
                  Buy Now<span className="visually-hidden">: {product.name}</span>
                </ExternalLink>
              </div>
            </div>
          );
        })}
      </div>
      <div className="showcase__controls">
        <CarouselDots carousel={carousel} names={motorProducts.map((product) => product.name)} />
        <CarouselPauseButton carousel={carousel} />
      </div>
    </section>
  );
}
