// Money is whole Kenyan shillings end to end (M-Pesa takes nothing else).
import { defineMessages } from './language/messages';
import { perLanguage } from './language/per-language';

const thousands = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));

/** 1500000 → 'KSh 1,500,000' (the spec's formattedValue and every amount on screen). */
export function formatShillings(amount: number): string {
  return `KSh ${thousands().format(amount)}`;
}

/** 1500000 → '1,500,000': what a money input shows while typing. */
export function formatThousands(amount: number): string {
  return thousands().format(amount);
}

/**
 * What a money field says when what was typed is not whole shillings. Never rescaled:
 * '150000.50' once became KSh 15,000,050 and '1.5m' became 15 when everything but digits was dropped.
 */
export const moneyMessages = defineMessages('money', {
  wholeShillings: {
    en: 'Enter whole shillings, without a decimal point (for example 150000).',
    sw: 'Weka shilingi kamili, bila nukta (kwa mfano 150000).',
  },
  digitsOnly: {
    en: 'Enter the amount in digits only (for example 1500000 for 1.5 million).',
    sw: 'Weka kiasi kwa tarakimu tu (kwa mfano 1500000 kwa milioni 1.5).',
  },
  // A request's amounts (point 7's get-quotation body), for API clients: the wizard sends whole numbers.
  wholeShillingsRequired: {
    en: 'Amounts must be whole shillings',
    sw: 'Kiasi lazima kiwe shilingi kamili',
  },
  negative: { en: 'Amounts cannot be negative', sw: 'Kiasi hakiwezi kuwa chini ya sifuri' },
  tooLarge: { en: 'Amount is too large', sw: 'Kiasi ni kikubwa mno' },
});

export type ShillingsReading = { ok: true; amount: number | null } | { ok: false; message: string };

/**
 * The one reading of a typed amount, for every money field: digits, with commas or spaces as separators
 * ('1,500,000', '250 000'); '' is no amount yet. A decimal point or any other character is refused with
 * the message to show at the field.
 */
export function readShillings(text: string): ShillingsReading {
  const compact = text.replace(/[,\s]/g, '');
  if (compact === '') return { ok: true, amount: null };
  if (/^\d+$/.test(compact)) return { ok: true, amount: Number(compact) };
  if (/^\d*\.\d*$/.test(compact)) return { ok: false, message: moneyMessages.wholeShillings };
  return { ok: false, message: moneyMessages.digitsOnly };
}

/** The amount typed, or null when there is none or it is not whole shillings (readShillings says why). */
export function parseShillings(text: string): number | null {
  const reading = readShillings(text);
  return reading.ok ? reading.amount : null;
}
