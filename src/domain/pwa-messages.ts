// What the app says about itself as an installed app: the offer to install it, and a new version's prompt.
import { defineMessages } from './language/messages';

export const pwaMessages = defineMessages('pwa', {
  installApp: { en: 'Install app', sw: 'Sakinisha programu' },
  // iOS names its buttons in the phone's own language; Swahili is not one of them, so they stay English.
  iosInstructions: {
    en: 'Install the app: tap Share, then Add to Home Screen.',
    sw: 'Sakinisha programu: gusa Share, kisha Add to Home Screen.',
  },
  dismiss: { en: 'Dismiss', sw: 'Ondoa' },
  updateAvailable: { en: 'A new version is available', sw: 'Toleo jipya linapatikana' },
  reload: { en: 'Reload', sw: 'Pakia upya' },
});
