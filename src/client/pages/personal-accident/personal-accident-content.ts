import { Accessibility, Ambulance, Bandage, Flower2, HeartPulse, Hospital } from 'lucide-react';
import type { Faq } from '../product-page/faq-list';
import type { Feature } from '../product-page/feature-grid';

// Point 1: what a personal accident cover pays for.
export const accidentCovers: readonly Feature[] = [
  {
    icon: HeartPulse,
    title: 'Accidental death',
    text: 'A lump sum to your family if an accident takes your life.',
  },
  {
    icon: Accessibility,
    title: 'Permanent total or partial disability',
    text: 'A lump sum in proportion to a lasting loss, such as of a limb, sight or hearing.',
  },
  {
    icon: Bandage,
    title: 'Temporary disability',
    text: 'A weekly benefit while an injury keeps you from working.',
  },
  {
    icon: Hospital,
    title: 'Medical reimbursement',
    text: 'Hospital, doctor and medicine bills for treating the injury.',
  },
  {
    icon: Flower2,
    title: 'Funeral expenses',
    text: 'A contribution to funeral costs, paid quickly to your family.',
  },
  {
    icon: Ambulance,
    title: 'Emergency services',
    text: 'Ambulance and emergency evacuation to the nearest suitable hospital.',
  },
];

export const accidentFaqs: readonly Faq[] = [
  {
    question: 'Who is personal accident cover for?',
    answer:
      'Anyone whose income would stop after an injury: boda boda riders, drivers, traders, employees and their families.',
  },
  {
    question: 'Does it cover accidents at work and on the road?',
    answer:
      'Yes. It covers accidents at any time of day, at work, at home and on the road, anywhere in Kenya.',
  },
  {
    question: 'When can I buy it?',
    answer:
      'Personal accident cover is coming soon. Call us or follow our pages and we will tell you the day it opens.',
  },
];
