import { CloudLightning, Flame, Hammer, Lock, Users } from 'lucide-react';
import type { Faq } from '../product-page/faq-list';
import type { Feature } from '../product-page/feature-grid';

// Point 1: the home insurance page's coverage list, selling points and FAQ, in the spec's terms.
export const homeCoverage: readonly Feature[] = [
  {
    icon: Flame,
    title: 'Fire and explosion damages',
    text: 'Repairs or rebuilding after a fire, lightning or a gas explosion, and the contents lost with it.',
  },
  {
    icon: Lock,
    title: 'Burglary and theft',
    text: 'Stolen household goods and the damage done by a break-in, such as forced doors and windows.',
  },
  {
    icon: CloudLightning,
    title: 'Natural disasters (earthquake, floods, storms)',
    text: 'Damage from earthquakes, floods and storms, including water that gets in after a storm.',
  },
  {
    icon: Hammer,
    title: 'Accidental damages to property',
    text: 'Sudden, unexpected damage to your building or belongings, like a burst pipe or a broken screen.',
  },
  {
    icon: Users,
    title: 'Third-party liabilities',
    text: 'Your legal liability if a visitor is injured at your home or a neighbour’s property is damaged.',
  },
];

export const homeSellingPoints = [
  'Affordable premiums, paid once a year with M-Pesa',
  'Flexible cover for renters and homeowners',
  'Quick claim settlement',
  'Free home risk assessment',
  '24/7 emergency assistance',
] as const;

export const homeFaqs: readonly Faq[] = [
  {
    question: 'Are floods covered?',
    answer:
      'Yes. Floods are covered under the standard plan, together with earthquakes and storms. There is no extra premium for them.',
  },
  {
    question: 'Can renters apply?',
    answer:
      'Yes, renters can apply. A tenant insures household goods and portable items such as phones and laptops; the building is left to the owner.',
  },
  {
    question: 'How do I make a claim?',
    answer:
      'Call our 24/7 claims department, or claim online with photo proof and a description of the damage. We pass it to your insurer the same day.',
  },
];
