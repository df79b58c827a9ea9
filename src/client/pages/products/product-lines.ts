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

// Point 2: the four cards of /products, in the menus' order.
export const productLines: readonly ProductLine[] = [
  {
    title: 'Motor Insurance',
    text: 'Covers for every vehicle on Kenyan roads, from boda bodas to prime movers.',
    href: paths.motorInsurance,
    image: { src: '/1.png', alt: 'A family saloon car', width: 480, height: 320 },
    features: ['Third Party Only', 'Third Party Fire & Theft', 'Comprehensive'],
    benefits: [
      'Covered in minutes, online or by USSD',
      'Renew and claim online',
      'Repairs at approved garages',
    ],
    comingSoon: false,
  },
  {
    title: 'Home Insurance',
    text: 'A domestic package for renters and homeowners, bought online and paid with M-Pesa.',
    href: paths.homeInsurance,
    image: { src: '/images/house.jpg', alt: 'A family home behind a shield', width: 640, height: 440 },
    features: ['Fire, burglary and theft', 'Floods, earthquakes and storms', 'Third-party liabilities'],
    benefits: ['Affordable premiums', 'Quick claim settlement', '24/7 emergency assistance'],
    comingSoon: false,
  },
  {
    title: 'Travel Insurance',
    text: 'Medical, cancellation and baggage cover for trips abroad.',
    href: paths.travelInsurance,
    image: {
      src: '/images/travel.svg',
      alt: 'A suitcase, a globe and an aeroplane',
      width: 640,
      height: 440,
    },
    features: ['Medical emergencies abroad', 'Trip cancellation and delays', 'Lost or delayed baggage'],
    benefits: ['Buy up to a day before departure', 'COVID-related costs covered', '24/7 hotline'],
    comingSoon: true,
  },
  {
    title: 'Personal Accident',
    text: 'Money for you and your family when an accident stops your income.',
    href: paths.personalAccident,
    image: {
      src: '/images/personal.jpg',
      alt: 'A person with a bandaged arm beside a shield',
      width: 640,
      height: 440,
    },
    features: ['Accidental death and disability', 'Medical reimbursement', 'Funeral expenses'],
    benefits: [
      'Covers you at work, at home and on the road',
      'Lump sums paid to you or your family',
      'Emergency services',
    ],
    comingSoon: true,
  },
];
