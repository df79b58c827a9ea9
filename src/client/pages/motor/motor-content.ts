import {
  BadgeCheck,
  Car,
  CarFront,
  Clock,
  Flame,
  Headset,
  ShieldCheck,
  Smartphone,
  Wrench,
} from 'lucide-react';
import type { Faq } from '../product-page/faq-list';
import type { Feature } from '../product-page/feature-grid';

// Point 1: the three cover types, in the spec's names.
export const motorCoverTypes: readonly Feature[] = [
  {
    icon: Car,
    title: 'Third Party Only',
    text: 'The legal minimum: injury to other people and damage to their property caused by your vehicle.',
  },
  {
    icon: Flame,
    title: 'Third Party Fire & Theft',
    text: 'Everything in Third Party Only, plus your own vehicle if it is stolen or damaged by fire.',
  },
  {
    icon: ShieldCheck,
    title: 'Comprehensive',
    text: 'The widest cover: your own vehicle after an accident too, with windscreen and radio included.',
  },
];

export const motorBenefits: readonly Feature[] = [
  {
    icon: Clock,
    title: 'Covered in minutes',
    text: 'Buy online, by USSD or on WhatsApp and get your certificate by e-mail or SMS.',
  },
  {
    icon: Wrench,
    title: 'Repairs at approved garages',
    text: 'Comprehensive claims are repaired at garages the insurer has vetted, across Kenya.',
  },
  {
    icon: CarFront,
    title: 'Every kind of vehicle',
    text: 'Private cars, matatus, lorries, prime movers, tuktuks, boda bodas and taxis.',
  },
  {
    icon: Headset,
    title: 'Help at any hour',
    text: 'Round-the-clock support after an accident, from towing to the claim form.',
  },
  {
    icon: Smartphone,
    title: 'Renew and claim online',
    text: 'Renew before your cover lapses and report a claim from your phone.',
  },
  {
    icon: BadgeCheck,
    title: 'Licensed insurers',
    text: 'Every cover is issued by one of our four licensed partner insurers.',
  },
];

export const motorFaqs: readonly Faq[] = [
  {
    question: 'Is third-party cover mandatory?',
    answer:
      'Yes. Third-party cover is legally mandatory for every vehicle on Kenyan roads; driving without it is an offence.',
  },
  {
    question: 'What do I need to buy motor cover?',
    answer: 'Your ID, the vehicle logbook and the vehicle’s registration details. Nothing else.',
  },
  {
    question: 'Can I renew my cover or make a claim online?',
    answer: 'Yes. Renewal and claims can both be done online, at any time of day.',
  },
];
