// What the site's frame says on every page: the navbar, the side menu, the language switch, the top bar
// and the footer, and the product lines' names the menus list.
import { defineMessages } from './language/messages.ts';

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
  skipToContent: { en: 'Skip to content', sw: 'Nenda kwenye maudhui' },
  openMenu: { en: 'Open menu', sw: 'Fungua menyu' },
  /** The brand logo's name, a link to the home page. */
  brandHome: { en: 'Kinga Insurance Agency, home', sw: 'Kinga Insurance Agency, ukurasa wa mwanzo' },
  products: { en: 'Products', sw: 'Bima zetu' },
  allProducts: { en: 'All products', sw: 'Bima zote' },
  // The four product lines (routing/paths.ts's productLinks), also the product pages' own names.
  motorInsurance: { en: 'Motor Insurance', sw: 'Bima ya magari' },
  homeInsurance: { en: 'Home Insurance', sw: 'Bima ya nyumba' },
  travelInsurance: { en: 'Travel Insurance', sw: 'Bima ya safari' },
  personalAccident: { en: 'Personal Accident', sw: 'Bima ya ajali binafsi' },
  // Office hours beside the round-the-clock claims line (hours-lines.tsx, the home page's contact section).
  officeHours: { en: 'Office hours', sw: 'Saa za ofisi' },
  workingHours: { en: 'Mon-Fri, 9am-5pm', sw: 'Jumatatu–Ijumaa, saa 3 asubuhi–saa 11 jioni' },
  claimsLine: { en: 'Claims line', sw: 'Simu ya madai' },
  /** Before the claims line's number: "24/7 on +254 …". */
  claimsHoursOn: { en: '24/7 on', sw: 'saa 24 kila siku, piga' },
  footerContact: { en: 'Contact', sw: 'Mawasiliano' },
  quickLinks: { en: 'Quick links', sw: 'Viungo muhimu' },
  aboutUs: { en: 'About us', sw: 'Kuhusu sisi' },
  ourProductsLink: { en: 'Our products', sw: 'Bima zetu' },
  followUs: { en: 'Follow us', sw: 'Tufuate' },
  findUs: { en: 'Find us', sw: 'Mahali tulipo' },
  mapAlt: {
    en: 'Street plan of Nairobi CBD with our office marked',
    sw: 'Ramani ya mitaa ya Nairobi CBD, ofisi yetu ikiwa imewekwa alama',
  },
  openInMap: { en: 'open in map', sw: 'fungua kwenye ramani' },
  allRightsReserved: { en: 'All rights reserved.', sw: 'Haki zote zimehifadhiwa.' },
});
