// What the site says of itself before any page has drawn: the shell's title and description, the note
// for a browser without JavaScript, and the installed app's name and shortcuts (its web manifest).
import { defineMessages } from './language/messages.ts';

export const siteMessages = defineMessages('site', {
  title: {
    en: 'Kinga Insurance Agency — home and motor insurance',
    sw: 'Kinga Insurance Agency — bima ya nyumba na ya magari',
  },
  description: {
    en: 'Kinga Insurance Agency: buy home insurance online in minutes and pay with M-Pesa. Motor, travel and personal accident covers from four partner insurers.',
    sw: 'Kinga Insurance Agency: nunua bima ya nyumba mtandaoni kwa dakika chache na ulipe kwa M-Pesa. Bima za magari, za safari na za ajali binafsi kutoka kampuni nne za bima tunazoshirikiana nazo.',
  },
  noScript: {
    en: 'Kinga Insurance Agency needs JavaScript to run. Call +254 709 519 870 or dial *519*87#.',
    sw: 'Kinga Insurance Agency inahitaji JavaScript ili ifanye kazi. Piga simu +254 709 519 870 au piga *519*87#.',
  },
  appDescription: {
    en: 'Home insurance in minutes, paid with M-Pesa, and motor covers from licensed insurers.',
    sw: 'Bima ya nyumba kwa dakika chache, kulipwa kwa M-Pesa, na bima za magari kutoka kampuni za bima zenye leseni.',
  },
  quoteShortcut: { en: 'Get a quote', sw: 'Pata makadirio ya bei' },
  quoteShortcutShort: { en: 'Quote', sw: 'Bei' },
  policiesShortcut: { en: 'My policies', sw: 'Bima zangu' },
  policiesShortcutShort: { en: 'Policies', sw: 'Bima' },
  narrowScreenshot: {
    en: 'Home and motor insurance on a phone',
    sw: 'Bima ya nyumba na ya magari kwenye simu',
  },
  wideScreenshot: {
    en: 'Get a home insurance quote from four insurers',
    sw: 'Pata makadirio ya bei ya bima ya nyumba kutoka kampuni nne za bima',
  },
});
