import { Accessibility, Ambulance, Bandage, Flower2, HeartPulse, Hospital } from 'lucide-react';
import { personalAccidentMessages as messages } from '../../../domain/pages/personal-accident-messages';
import type { Faq } from '../product-page/faq-list';
import type { Feature } from '../product-page/feature-grid';

// Point 1: what a personal accident cover pays for. Built when drawn, so each text is read in the page's
// language.
export const accidentCovers = (): readonly Feature[] => [
  { icon: HeartPulse, title: messages.deathTitle, text: messages.deathText },
  { icon: Accessibility, title: messages.permanentTitle, text: messages.permanentText },
  { icon: Bandage, title: messages.temporaryTitle, text: messages.temporaryText },
  { icon: Hospital, title: messages.medicalTitle, text: messages.medicalText },
  { icon: Flower2, title: messages.funeralTitle, text: messages.funeralText },
  { icon: Ambulance, title: messages.emergencyTitle, text: messages.emergencyText },
];

export const accidentFaqs = (): readonly Faq[] => [
  { question: messages.whoQuestion, answer: messages.whoAnswer },
  { question: messages.whereQuestion, answer: messages.whereAnswer },
  { question: messages.whenQuestion, answer: messages.whenAnswer },
];
