import { CloudLightning, Flame, Hammer, Lock, Users } from 'lucide-react';
import { homeInsuranceMessages as messages } from '../../../domain/pages/home-insurance-messages';
import type { Faq } from '../product-page/faq-list';
import type { Feature } from '../product-page/feature-grid';

// Point 1: the home insurance page's coverage list, selling points and FAQ, in the spec's terms. Built
// when drawn, so each text is read in the page's language.
export const homeCoverage = (): readonly Feature[] => [
  { icon: Flame, title: messages.fireTitle, text: messages.fireText },
  { icon: Lock, title: messages.burglaryTitle, text: messages.burglaryText },
  { icon: CloudLightning, title: messages.naturalTitle, text: messages.naturalText },
  { icon: Hammer, title: messages.accidentalTitle, text: messages.accidentalText },
  { icon: Users, title: messages.liabilityTitle, text: messages.liabilityText },
];

export const homeSellingPoints = (): readonly string[] => [
  messages.affordable,
  messages.flexible,
  messages.quickClaims,
  messages.riskAssessment,
  messages.emergency,
];

export const homeFaqs = (): readonly Faq[] => [
  { question: messages.floodsQuestion, answer: messages.floodsAnswer },
  { question: messages.rentersQuestion, answer: messages.rentersAnswer },
  { question: messages.claimQuestion, answer: messages.claimAnswer },
];
