// The owner's building as described on Coverage Details and shown again on Review: the choices of Type of
// residence and Construction material. The draft keeps (and the server receives) the English name; each
// is shown in the page's language.
import { defineMessages } from '../language/messages';

/** The choices of the owner's Type of residence and Construction material, by the value kept in the draft. */
export const residenceTypeNames = defineMessages('residenceType', {
  Bungalow: { en: 'Bungalow', sw: 'Bungalow' },
  Maisonette: { en: 'Maisonette', sw: 'Maisonette' },
  'Apartment / flat': { en: 'Apartment / flat', sw: 'Fleti' },
  Villa: { en: 'Villa', sw: 'Villa' },
  Townhouse: { en: 'Townhouse', sw: 'Nyumba ya mtaa (townhouse)' },
  Other: { en: 'Other', sw: 'Nyingine' },
});

export const constructionNames = defineMessages('construction', {
  Stone: { en: 'Stone', sw: 'Mawe' },
  Brick: { en: 'Brick', sw: 'Matofali' },
  'Concrete blocks': { en: 'Concrete blocks', sw: 'Matofali ya saruji' },
  Timber: { en: 'Timber', sw: 'Mbao' },
  'Iron sheets (mabati)': { en: 'Iron sheets (mabati)', sw: 'Mabati' },
  Other: { en: 'Other', sw: 'Vingine' },
});
