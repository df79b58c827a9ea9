import { agency } from '../../../domain/business';
import { homeHeroMessages as messages } from '../../../domain/pages/home-hero-messages';
import { paths } from '../../routing/paths';

/** What a slide's button does: an in-app route, the external shop, or nothing yet (point 2). */
export type SlideAction =
  | { kind: 'route'; label: string; href: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'coming-soon'; label: string };

export interface HeroSlide {
  /** Names the slide for the pagination ("Show …"). */
  name: string;
  title: string;
  text: string;
  action: SlideAction;
  image: { src: string; alt: string };
}

// Point 2: welcome; motor (the external online shop); domestic package (the home insurance page); family
// health cover (Coming Soon!, no link). Each slide also lists the three channels (hero-channels.tsx).
// Built when drawn, so each read is in the page's language (a page prerendered in both).
export const heroSlides = (): readonly HeroSlide[] => [
  {
    name: messages.welcomeName,
    title: messages.welcomeTitle,
    text: messages.welcomeText,
    action: { kind: 'route', label: messages.welcomeAction, href: paths.products },
    image: { src: '/images/hero/welcome.svg', alt: messages.welcomeAlt },
  },
  {
    name: messages.motorName,
    title: messages.motorTitle,
    text: messages.motorText,
    action: { kind: 'external', label: messages.motorAction, href: agency.onlinePurchaseSite },
    image: { src: '/images/hero/motor.svg', alt: messages.motorAlt },
  },
  {
    name: messages.domesticName,
    title: messages.domesticTitle,
    text: messages.domesticText,
    action: { kind: 'route', label: messages.domesticAction, href: paths.homeInsurance },
    image: { src: '/images/hero/home.svg', alt: messages.domesticAlt },
  },
  {
    name: messages.healthName,
    title: messages.healthTitle,
    text: messages.healthText,
    action: { kind: 'coming-soon', label: messages.comingSoon },
    image: { src: '/images/hero/health.svg', alt: messages.healthAlt },
  },
];
