// What the shared UI pieces say (src/client/ui): link and carousel labels for screen readers, the
// loading note, the dialogs' close button. Loaded on every page (the footer's links use it), so kept short.
//
// Labels that put in a value (a slide's name, a field's label) are built from plain words here rather
// than with withValues: Lingui's runtime would cost the home page 2.3 KB gz over its budget.
import { defineMessages } from './language/messages';

export const uiMessages = defineMessages('ui', {
  /** After a link that opens another site, for screen readers. */
  opensInNewTab: { en: '(opens in a new tab)', sw: '(inafunguka kwenye kichupo kipya)' },
  loading: { en: 'Loading…', sw: 'Inapakia…' },
  close: { en: 'Close', sw: 'Funga' },
  /** Before a slide's or a field's name: "Show Welcome", "Show password". */
  show: { en: 'Show', sw: 'Onyesha' },
  /** Between a slide's number and the count: "2 of 4". */
  slideOf: { en: 'of', sw: 'kati ya' },
  carouselRole: { en: 'carousel', sw: 'slaidi zinazozunguka' },
  slideRole: { en: 'slide', sw: 'slaidi' },
  playSlides: { en: 'Play slides', sw: 'Cheza slaidi' },
  pauseSlides: { en: 'Pause slides', sw: 'Simamisha slaidi' },
  notifications: { en: 'Notifications', sw: 'Arifa' },
  choose: { en: 'Choose…', sw: 'Chagua…' },
});
