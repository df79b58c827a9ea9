// Step 2, Choose Your Policy, and a product's details page (point 2): the priced products, their terms
// and benefits, and the annual premium's breakdown.
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';

export const offersMessages = defineMessages('offers', {
  // The summary above the products.
  cover: { en: 'Cover', sw: 'Bima' },
  youAreThe: { en: 'You are the', sw: 'Wewe ni' },
  totalCoverage: { en: 'Total coverage value', sw: 'Jumla ya thamani ya bima' },

  // A product's card.
  keyBenefits: { en: 'Key benefits', sw: 'Faida kuu' },
  chooseCover: { en: 'Choose this cover', sw: 'Chagua bima hii' },
  viewDetails: { en: 'View Details', sw: 'Maelezo' },
  viewTerms: { en: 'View Terms', sw: 'Masharti' },
  buyNow: { en: 'Buy now', sw: 'Nunua sasa' },
  termsTitle: withValues<{ product: string }>({
    en: '{product}: terms',
    sw: '{product}: masharti',
  }),

  // The step's buttons.
  getNewQuote: { en: 'Get New Quote', sw: 'Makadirio Mapya' },

  // A product's details page.
  underwriter: withValues<{ name: string }>({ en: 'Underwriter: {name}', sw: 'Kampuni ya bima: {name}' }),
  unknownUnderwriter: { en: 'Unknown', sw: 'Haijulikani' },
  coverage: { en: 'Coverage', sw: 'Kinacholindwa' },
  benefits: { en: 'Benefits', sw: 'Faida' },
  benefitDetails: { en: 'View details', sw: 'Tazama maelezo' },
  buyNowDetails: { en: 'Buy Now', sw: 'Nunua Sasa' },

  // The annual premium's breakdown.
  annualPremium: { en: 'Annual Premium', sw: 'Ada ya Bima ya Mwaka' },
  basePremium: { en: 'Base Premium', sw: 'Ada ya Msingi' },
  phcf: withValues<{ percent: number }>({ en: 'PHCF ({percent}%)', sw: 'PHCF ({percent}%)' }),
  trainingLevy: withValues<{ percent: number }>({
    en: 'Training Levy ({percent}%)',
    sw: 'Ushuru wa Mafunzo ({percent}%)',
  }),
  stampDuty: { en: 'Stamp Duty', sw: 'Ushuru wa Stempu' },
  totalPremium: { en: 'Total Premium', sw: 'Jumla ya Ada' },
  twelveMonths: { en: 'Coverage for 12 months', sw: 'Bima ya miezi 12' },
  renewable: { en: 'Renewable annually', sw: 'Inahuishwa kila mwaka' },
});
