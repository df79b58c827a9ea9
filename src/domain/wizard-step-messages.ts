// What the wizard says about where the visitor is in its six steps: each step's title (point 2's), the
// progress label under the heading, and what a screen reader hears after each step change.
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';

export const wizardStepMessages = defineMessages('wizardStep', {
  progress: withValues<{ step: number; total: number }>({
    en: 'Step {step} of {total}',
    sw: 'Hatua {step} kati ya {total}',
  }),
  announcement: withValues<{ step: number; total: number; title: string }>({
    en: 'Step {step} of {total}: {title}',
    sw: 'Hatua {step} kati ya {total}: {title}',
  }),
  progressLabel: { en: 'Quote progress', sw: 'Hatua za makadirio' },
  /** The label when the step is not one of the six. */
  quote: { en: 'Quote', sw: 'Makadirio' },
  /** The heading when the step is not one of the six. */
  getAQuote: { en: 'Get a quote', sw: 'Pata makadirio ya bei' },
  step1: { en: 'Coverage Details', sw: 'Maelezo ya Bima' },
  step2: { en: 'Choose Your Policy', sw: 'Chagua Bima Yako' },
  step3: { en: 'Contact & KYC', sw: 'Mawasiliano na Utambulisho' },
  step4: { en: 'Review Your Quote', sw: 'Kagua Makadirio Yako' },
  step5: { en: 'Complete Payment', sw: 'Kamilisha Malipo' },
  step6: { en: 'Application Complete!', sw: 'Ombi Limekamilika!' },
  // The buttons and facts several steps share.
  back: { en: 'Back', sw: 'Rudi' },
  continue: { en: 'Continue', sw: 'Endelea' },
  owner: { en: 'Owner', sw: 'Mwenye nyumba' },
  tenant: { en: 'Tenant', sw: 'Mpangaji' },
  coverType: { en: 'Cover type', sw: 'Aina ya bima' },
  ownership: { en: 'Ownership', sw: 'Umiliki' },
  householdItems: { en: 'Household items', sw: 'Vitu vya nyumbani' },
  portableGadgets: { en: 'Portable gadgets', sw: 'Vifaa vinavyobebeka' },
  underwrittenBy: withValues<{ underwriter: string }>({
    en: 'Underwritten by {underwriter}',
    sw: 'Kampuni ya bima: {underwriter}',
  }),
  perYear: { en: 'per year', sw: 'kwa mwaka' },
  startNewQuote: { en: 'Start New Quote', sw: 'Anza Makadirio Mapya' },
  storageFailed: {
    en: 'This browser is not letting us save your answers on the phone (private browsing, or its storage is full). Keep this page open until you finish.',
    sw: 'Kivinjari hiki hakituruhusu kuhifadhi majibu yako kwenye simu (kuvinjari kwa faragha, au hifadhi imejaa). Acha ukurasa huu wazi hadi umalize.',
  },
});
