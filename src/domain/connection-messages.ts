// What the app says about its connection. Not the spec's words.
import { defineMessages } from './language/messages';

export const connectionMessages = defineMessages('connection', {
  /** The app-wide banner while the browser has no connection. */
  offlineBanner: {
    en: "You're offline. Pages you have opened still work; anything that needs a connection says so.",
    sw: 'Huna mtandao. Kurasa ulizofungua bado zinafanya kazi; chochote kinachohitaji mtandao kitakuambia.',
  },
  /** A part of the app that has never been downloaded to this phone could not be fetched. */
  partNotLoaded: {
    en: 'This part of the app could not be loaded. Check your connection, then try again.',
    sw: 'Sehemu hii ya programu haikuweza kufunguka. Angalia mtandao wako, kisha ujaribu tena.',
  },
  tryAgain: { en: 'Try again', sw: 'Jaribu tena' },
});
