// The placeholder page (a route whose content a later issue builds) and the page-not-found page.
import { defineMessages } from '../language/messages';

export const placeholderMessages = defineMessages('placeholderPage', {
  notFoundTitle: { en: 'Page not found', sw: 'Ukurasa haupatikani' },
  notFoundLead: {
    en: 'The page you asked for does not exist or has moved.',
    sw: 'Ukurasa uliouomba haupo au umehamishwa.',
  },
  /** Before the USSD code: "Until this page is ready online, dial *519*87# or call us on +254 …." */
  untilReadyDial: {
    en: 'Until this page is ready online, dial',
    sw: 'Hadi ukurasa huu utakapokuwa tayari mtandaoni, piga',
  },
  orCallUsOn: { en: 'or call us on', sw: 'au tupigie simu kwa' },
});
