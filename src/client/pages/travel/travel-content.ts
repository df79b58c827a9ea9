import { BriefcaseMedical, CalendarX, Luggage, PlaneTakeoff, Scale, Siren } from 'lucide-react';
import { travelMessages as messages } from '../../../domain/pages/travel-messages';
import type { Faq } from '../product-page/faq-list';
import type { Feature } from '../product-page/feature-grid';

// Built when drawn, so each text is read in the page's language.
export const travelCovers = (): readonly Feature[] => [
  { icon: BriefcaseMedical, title: messages.medicalTitle, text: messages.medicalText },
  { icon: Siren, title: messages.evacuationTitle, text: messages.evacuationText },
  { icon: CalendarX, title: messages.cancellationTitle, text: messages.cancellationText },
  { icon: Luggage, title: messages.baggageTitle, text: messages.baggageText },
  { icon: PlaneTakeoff, title: messages.delaysTitle, text: messages.delaysText },
  { icon: Scale, title: messages.liabilityTitle, text: messages.liabilityText },
];

export const travelReasons = (): readonly string[] => [
  messages.schengen,
  messages.certificate,
  messages.hotline,
  messages.plans,
];

// Point 1: the travel page's three FAQs.
export const travelFaqs = (): readonly Faq[] => [
  { question: messages.lastMinuteQuestion, answer: messages.lastMinuteAnswer },
  { question: messages.covidQuestion, answer: messages.covidAnswer },
  { question: messages.claimQuestion, answer: messages.claimAnswer },
];
