// The first screens: the language, when the phone has no account that names one, and the main menu.
import { agency } from '../../../domain/business';
import { isLanguage } from '../../../domain/language/languages';
import { ussdMessages } from '../../../domain/ussd/ussd-messages';
import { choiceOf, con, end } from '../../../domain/ussd/ussd-screen';
import type { Move, Steps, UssdState } from './ussd-steps';

/** Shown before the language is known, so in both. */
export const languageScreenText = `${agency.name}\nChoose a language / Chagua lugha\n1. English\n2. Kiswahili`;

const languageChoices = { '1': 'en', '2': 'sw' } as const;

// The menus, in the order the main menu numbers them.
const menus: { name: () => string; start: UssdState }[] = [
  { name: () => ussdMessages.quoteMenu, start: { step: 'quote.ownership' } },
  { name: () => ussdMessages.policiesMenu, start: { step: 'policies.list', start: 0 } },
  { name: () => ussdMessages.claimsMenu, start: { step: 'claims.menu' } },
  { name: () => ussdMessages.renewMenu, start: { step: 'renew.list' } },
  { name: () => ussdMessages.callBackMenu, start: { step: 'callback.reason' } },
];

export const mainMenuSteps: Steps<'language' | 'main'> = {
  language: {
    show: () => con(languageScreenText),
    answer: (_state, input) => {
      const language = languageChoices[input as keyof typeof languageChoices];
      if (!isLanguage(language)) return { to: { step: 'language' }, notice: ussdMessages.invalidChoice };
      return { to: { step: 'main' }, language };
    },
  },
  main: {
    show: () =>
      con(
        [agency.name, ...menus.map((menu, index) => `${index + 1}. ${menu.name()}`), ussdMessages.exit].join(
          '\n',
        ),
      ),
    answer: (_state, input): Move => {
      if (input === '0') return { end: end(ussdMessages.goodbye) };
      const menu = choiceOf(input, menus);
      return menu ? { to: menu.start } : { to: { step: 'main' }, notice: ussdMessages.invalidChoice };
    },
  },
};
