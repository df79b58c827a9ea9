// What the site's frame says on every page: the navbar, the side menu and the language switch.
import { defineMessages } from './language/messages';

export const shellMessages = defineMessages('shell', {
  home: { en: 'Home', sw: 'Nyumbani' },
  about: { en: 'About', sw: 'Kuhusu sisi' },
  terms: { en: 'Terms', sw: 'Masharti' },
  termsAndConditions: { en: 'Terms & Conditions', sw: 'Sheria na Masharti' },
  ourProducts: { en: 'Our Products', sw: 'Bima zetu' },
  clientPortal: { en: 'Client Portal', sw: 'Akaunti yangu' },
  getQuote: { en: 'Get a quote', sw: 'Pata bei' },
  mainNavigation: { en: 'Main', sw: 'Menyu kuu' },
  mobileNavigation: { en: 'Mobile', sw: 'Menyu ya simu' },
  closeMenu: { en: 'Close menu', sw: 'Funga menyu' },
  contactUs: { en: 'Contact us', sw: 'Wasiliana nasi' },
  /** The switch's name for screen readers; each language is named in itself beside it. */
  language: { en: 'Language', sw: 'Lugha' },
});
