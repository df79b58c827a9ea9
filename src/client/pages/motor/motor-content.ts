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
import { motorMessages as messages } from '../../../domain/pages/motor-messages';
import type { Faq } from '../product-page/faq-list';
import type { Feature } from '../product-page/feature-grid';

// Built when drawn, so each text is read in the page's language.

// Point 1: the three cover types, in the spec's names (the same in both languages).
export const motorCoverTypes = (): readonly Feature[] => [
  { icon: Car, title: 'Third Party Only', text: messages.thirdPartyText },
  { icon: Flame, title: 'Third Party Fire & Theft', text: messages.fireTheftText },
  { icon: ShieldCheck, title: 'Comprehensive', text: messages.comprehensiveText },
];

export const motorBenefits = (): readonly Feature[] => [
  { icon: Clock, title: messages.minutesTitle, text: messages.minutesText },
  { icon: Wrench, title: messages.garagesTitle, text: messages.garagesText },
  { icon: CarFront, title: messages.everyVehicleTitle, text: messages.everyVehicleText },
  { icon: Headset, title: messages.helpTitle, text: messages.helpText },
  { icon: Smartphone, title: messages.onlineTitle, text: messages.onlineText },
  { icon: BadgeCheck, title: messages.licensedTitle, text: messages.licensedText },
];

export const motorFaqs = (): readonly Faq[] => [
  { question: messages.mandatoryQuestion, answer: messages.mandatoryAnswer },
  { question: messages.needQuestion, answer: messages.needAnswer },
  { question: messages.onlineQuestion, answer: messages.onlineAnswer },
];
