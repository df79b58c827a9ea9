// How the back office's call-back requests page (leads) says things: the reason, the channel and the
// caller's language in words, how long ago they asked, the quotes visitors saved for later, what callers did
// by USSD, and the page's own messages. The server's own answers (called, already called, not found) are in
// src/domain/back-office/lead-messages.ts.
import type { Lead, SavedQuoteLead, UssdAction } from '../../../domain/api/admin-leads';
import { formatWaitingAge } from '../../../domain/back-office/waiting-age';
import { callBackReasonNames } from '../../../domain/leads/call-back-reasons';
import { formatShillings } from '../../../domain/money';
import { formatPhoneForPeople, normaliseMsisdn } from '../../../domain/phone';
import { ussdActionNames } from '../../../domain/ussd/ussd-actions';

export const leadWords = {
  loadFailed: 'Could not load the call-back requests. Check the connection and try again.',
  actionFailed: 'The request was not marked called. Check the connection and try again.',
  waitingHeading: 'Waiting for a call',
  waitingList: 'Waiting for a call, oldest first',
  nobodyWaiting: 'Nobody is waiting for a call.',
  savedHeading: 'Quotes saved for later (last 30 days)',
  savedList: 'Quotes saved for later in the last 30 days, newest first',
  nothingSaved: 'No quote was saved in the last 30 days.',
  boughtSince: 'Has bought a cover since',
  calledHeading: 'Called in the last 30 days',
  calledList: 'Called in the last 30 days, newest first',
  nobodyCalled: 'Nobody was called in the last 30 days.',
  ussdHeading: 'Done by USSD (last 30 days)',
  ussdList: 'Done by USSD in the last 30 days, newest first',
  nothingByUssd: 'Nothing was done by USSD in the last 30 days.',
  noNote: 'No note',
  noteLabel: 'Note (optional)',
  noteHint: 'What came of the call, e.g. “wants a quote for a 2-bedroom house, sent the link”.',
} as const;

/** The reason the caller chose, as the back office (in English) names it. */
export const leadReasonWords = (lead: Lead) => callBackReasonNames[lead.reason];

const channelWords: Record<Lead['channel'], string> = { ussd: 'By USSD' };
export const leadChannelWords = (lead: Lead) => channelWords[lead.channel];

/** The language to greet the caller in. */
const languageWords: Record<Lead['language'], string> = {
  en: 'Speaks English',
  sw: 'Speaks Kiswahili',
};
export const leadLanguageWords = (lead: Lead) => languageWords[lead.language];

/**
 * A caller's phone (a lead's, a USSD action's, or a saved quote's) as people read it ('0712 345 678'), and as a tel: link
 * dials it from anywhere.
 */
export const leadPhoneWords = (caller: Pick<Lead, 'msisdn'>) => formatPhoneForPeople(caller.msisdn);
export const leadPhoneHref = (caller: Pick<Lead, 'msisdn'>) =>
  `tel:+${normaliseMsisdn(caller.msisdn) ?? caller.msisdn}`;

/** What a visitor saved a quote of: 'Home Cover by Jubilee Insurance'. */
export const savedQuoteProductWords = (quote: SavedQuoteLead) => `${quote.product} by ${quote.underwriter}`;

/** What the product cost a year in the quotation saved: 'KSh 4,560 a year'. */
export const savedQuotePriceWords = (quote: SavedQuoteLead) =>
  quote.price === null ? 'Not recorded' : `${formatShillings(quote.price)} a year`;

/** What the caller did by USSD, as the back office (in English) names it. */
export const ussdActionWords = (action: UssdAction) => ussdActionNames[action.action];

/** "2 h 5 min ago", counted on this device's clock; "Just now" within the minute. */
export function askedAgoWords(lead: Lead, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(lead.asked_at).getTime()) / 60_000));
  return minutes === 0 ? 'Just now' : `${formatWaitingAge(minutes)} ago`;
}

/** Who called: an e-mail is one word, so it wraps whole in a sentence rather than mid-address in a column. */
export const calledByWords = (lead: Lead) => `Called by ${lead.called_by ?? 'an operator no longer listed'}.`;

/** The question before marking a lead called. */
export const markCalledQuestion = (lead: Lead) =>
  `Mark ${leadPhoneWords(lead)} called? The request moves to the called list.`;
