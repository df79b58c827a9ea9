import { agency } from '../../../domain/business';
import { paths } from '../../routing/paths';

/** What a slide's button does: an in-app route, the external shop, or nothing yet (point 2). */
export type SlideAction =
  | { kind: 'route'; label: string; href: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'coming-soon'; label: 'Coming Soon!' };

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
export const heroSlides: readonly HeroSlide[] = [
  {
    name: 'Welcome',
    title: `Welcome to ${agency.name}`,
    text: `Covers for individuals and businesses from four trusted insurers: covered in ${agency.coverTime}, documents by e-mail or SMS, and support around the clock.`,
    action: { kind: 'route', label: 'Explore our products', href: paths.products },
    image: { src: '/images/hero/welcome.svg', alt: 'A family home, a car and a phone under one shield' },
  },
  {
    name: 'Motor insurance',
    title: 'Motor insurance, on the road in minutes',
    text: 'Private cars, PSVs, commercial vehicles, prime movers, tuktuks, motorcycles and taxis. Compare third-party and comprehensive covers and buy online.',
    action: { kind: 'external', label: 'Buy motor cover online', href: agency.onlinePurchaseSite },
    image: { src: '/images/hero/motor.svg', alt: 'A car on an open road with a green shield above it' },
  },
  {
    name: 'Domestic package',
    title: 'Domestic package for owners and tenants',
    text: 'One cover for your building, household goods and gadgets against fire, burglary and floods. Get a quote and pay with M-Pesa.',
    action: { kind: 'route', label: 'See home insurance', href: paths.homeInsurance },
    image: { src: '/images/hero/home.svg', alt: 'A house with a sofa, a television and a laptop inside it' },
  },
  {
    name: 'Family health cover',
    title: 'Family health cover',
    text: 'Inpatient and outpatient cover for the whole family, with the same quick purchase on every channel.',
    action: { kind: 'coming-soon', label: 'Coming Soon!' },
    image: {
      src: '/images/hero/health.svg',
      alt: 'Two parents and a child beside a heart with a medical cross',
    },
  },
];
