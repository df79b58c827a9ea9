import { productsMessages as messages } from '../../../domain/pages/products-messages';
import { shellMessages } from '../../../domain/shell-messages';
import { paths } from '../../routing/paths';

export interface ProductLine {
  title: string;
  text: string;
  href: string;
  image: { src: string; alt: string; width: number; height: number };
  features: readonly string[];
  benefits: readonly string[];
  /** Shown as a badge on lines not sold yet (point 1). */
  comingSoon: boolean;
}

// Point 2: the four cards of /products, in the menus' order. Built when drawn, so each text is read in
// the page's language.
export const productLines = (): readonly ProductLine[] => [
  {
    title: shellMessages.motorInsurance,
    text: messages.motorText,
    href: paths.motorInsurance,
    image: { src: '/1.png', alt: messages.motorAlt, width: 480, height: 320 },
    // The cover types' names are the spec's, the same in both languages.
    features: ['Third Party Only', 'Third Party Fire & Theft', 'Comprehensive'],
    benefits: [messages.motorMinutes, messages.motorOnline, messages.motorGarages],
    comingSoon: false,
  },
  {
    title: shellMessages.homeInsurance,
    text: messages.homeText,
    href: paths.homeInsurance,
    image: { src: '/images/house.jpg', alt: messages.homeAlt, width: 640, height: 440 },
    features: [messages.homeFire, messages.homeNature, messages.homeLiability],
    benefits: [messages.homeAffordable, messages.homeClaims, messages.homeEmergency],
    comingSoon: false,
  },
  {
    title: shellMessages.travelInsurance,
    text: messages.travelText,
    href: paths.travelInsurance,
    image: { src: '/images/travel.svg', alt: messages.travelAlt, width: 640, height: 440 },
    features: [messages.travelMedical, messages.travelCancellation, messages.travelBaggage],
    benefits: [messages.travelLastDay, messages.travelCovid, messages.travelHotline],
    comingSoon: true,
  },
  {
    title: shellMessages.personalAccident,
    text: messages.accidentText,
    href: paths.personalAccident,
    image: { src: '/images/personal.jpg', alt: messages.accidentAlt, width: 640, height: 440 },
    features: [messages.accidentDeath, messages.accidentMedical, messages.accidentFuneral],
    benefits: [messages.accidentEverywhere, messages.accidentLumpSums, messages.accidentEmergency],
    comingSoon: true,
  },
];
