import { motorMessages } from '../../../domain/pages/motor-messages';
import { uiMessages } from '../../../domain/ui-messages';
import { CarouselDots } from '../../ui/carousel-dots';
import { CarouselPauseButton } from '../../ui/carousel-pause-button';
import { CarouselSlide } from '../../ui/carousel-slide';
import { ExternalLink } from '../../ui/external-link';
import { useCarousel } from '../../ui/use-carousel';
import { motorProducts as getMotorProducts } from './motor-products';

// Point 9: the motor showcase waits 3000 ms on a product and fades in 500 ms (--carousel-speed in motor.css).
export const showcaseDelayMs = 3000;

/** The seven motor products, one at a time: autoplay, fade, dots, no arrows, looping (point 2). */
export function MotorShowcase() {
  const motorProducts = getMotorProducts();
  const carousel = useCarousel(motorProducts.length, showcaseDelayMs);
  return (
    <section
      className="showcase carousel--fade"
      aria-roledescription={uiMessages.carouselRole}
      aria-label={motorMessages.showcaseLabel}
    >
      <div className="showcase__slides carousel-stack" aria-live={carousel.playing ? 'off' : 'polite'}>
        {motorProducts.map((product, index) => (
          <CarouselSlide
            key={product.name}
            carousel={carousel}
            index={index}
            count={motorProducts.length}
            name={product.name}
            className="showcase-slide"
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
              <p className="showcase-slide__insurer">
                {motorMessages.underwrittenBy} {product.underwriter.name}
              </p>
              <ExternalLink href={product.buyLink} className="button button--primary">
                {motorMessages.buyNow}
                <span className="visually-hidden">: {product.name}</span>
              </ExternalLink>
            </div>
          </CarouselSlide>
        ))}
      </div>
      <div className="showcase__controls">
        <CarouselDots carousel={carousel} names={motorProducts.map((product) => product.name)} />
        <CarouselPauseButton carousel={carousel} />
      </div>
    </section>
  );
}
