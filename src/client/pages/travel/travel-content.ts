import { BriefcaseMedical, CalendarX, Luggage, PlaneTakeoff, Scale, Siren } from 'lucide-react';
import type { Faq } from '../product-page/faq-list';
import type { Feature } from '../product-page/feature-grid';

export const travelCovers: readonly Feature[] = [
  {
    icon: BriefcaseMedical,
    title: 'Medical emergencies abroad',
    text: 'Hospital and doctor bills if you fall ill or are injured on your trip.',
  },
  {
    icon: Siren,
    title: 'Emergency evacuation',
    text: 'Getting you to the right hospital, or home, when you need it.',
  },
  {
    icon: CalendarX,
    title: 'Trip cancellation',
    text: 'Money you cannot get back if illness or an emergency cancels your trip.',
  },
  {
    icon: Luggage,
    title: 'Lost or delayed baggage',
    text: 'Essentials while your bag is delayed, and its value if it is lost.',
  },
  {
    icon: PlaneTakeoff,
    title: 'Travel delays',
    text: 'Meals and a hotel when your flight is delayed for hours.',
  },
  {
    icon: Scale,
    title: 'Personal liability',
    text: 'Your legal costs if you accidentally injure someone or damage their property.',
  },
];

export const travelReasons = [
  'Cover that meets Schengen and other visa requirements',
  'Certificate by e-mail in minutes, ready for the embassy',
  'A 24/7 hotline wherever you are',
  'Plans for single trips, frequent travellers, students and families',
] as const;

// Point 1: the travel page's three FAQs.
export const travelFaqs: readonly Faq[] = [
  {
    question: 'Can I buy travel insurance at the last minute?',
    answer: 'Yes. You can buy cover up to a day before departure.',
  },
  {
    question: 'Are COVID-19 costs covered?',
    answer: 'Yes. COVID-related medical costs and trip cancellation are covered.',
  },
  {
    question: 'How do I make a claim?',
    answer: 'Call our hotline or claim in the app, from wherever you are.',
  },
];
