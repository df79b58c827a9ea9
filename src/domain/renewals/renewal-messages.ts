// Every word a client reads about renewing, in one home: the reminders' e-mail and
// SMS, the renew routes' refusals, and the portal's labels. The server, the portal and the tests import
// them from here, so the message, the card and the test never disagree.
import { agency } from '../business';
import { formatDocumentDay } from '../documents/document-dates';
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';
import { formatShillings } from '../money';
import { lastDayOfCover } from './cover-period';

export interface RenewalReminderLetter {
  holderName: string;
  /** What names the policy (domain/policy-label.ts): its reference, with its number once issued. */
  reference: string;
  productName: string;
  /** The end of the cover's period (exclusive): the renewal's first day. */
  end: Date;
  daysBefore: number;
}

/** The last day of cover, as the schedule prints it. */
const lastDayOf = (end: Date) => formatDocumentDay(lastDayOfCover(end));

const letters = defineMessages('renewalLetters', {
  emailSubject: withValues<{ lastDay: string; reference: string }>({
    en: 'Your home cover ends on {lastDay}: renew policy {reference}',
    sw: 'Bima yako ya nyumba inaisha tarehe {lastDay}: huisha sera ya bima {reference}',
  }),
  dear: withValues<{ name: string }>({ en: 'Dear {name},', sw: 'Habari {name},' }),
  endsOn: withValues<{ product: string; reference: string; lastDay: string; days: number }>({
    en: 'Your {product} cover (policy {reference}) ends on {lastDay}, in {days} days or less.',
    sw: 'Bima yako ya {product} (sera ya bima {reference}) inaisha tarehe {lastDay}, ndani ya siku {days} au chini ya hapo.',
  }),
  howToRenew: withValues<{ start: string }>({
    en: "Renew it in the client portal under My policies: choose Renew, check your items (you can change them), and pay by M-Pesa. The new year of cover starts on {start}, the day after this one ends, at today's rates.",
    sw: 'Ihuishe kwenye akaunti yako, chini ya Bima zangu: chagua Huisha, kagua vitu vyako (unaweza kuvibadilisha), kisha lipa kwa M-Pesa. Mwaka mpya wa bima unaanza tarehe {start}, siku inayofuata mwisho wa huu, kwa bei za leo.',
  }),
  questions: withValues<{ first: string; second: string }>({
    en: 'Questions? Call us on {first} or {second}.',
    sw: 'Una maswali? Tupigie kwa {first} au {second}.',
  }),
  sms: withValues<{ reference: string; lastDay: string; start: string }>({
    en: 'Kinga: your home cover {reference} ends on {lastDay}. Renew in My policies (Renew, then pay by M-Pesa) to stay covered from {start}.',
    sw: 'Kinga: bima yako ya nyumba {reference} inaisha tarehe {lastDay}. Ihuishe kwenye Bima zangu (Huisha, kisha lipa kwa M-Pesa) ili uendelee kuwa na bima kuanzia {start}.',
  }),
});

export const renewalReminderEmail = (letter: RenewalReminderLetter) => {
  const lastDay = lastDayOf(letter.end);
  const [first = '', second = ''] = agency.phones;
  return {
    subject: letters.emailSubject({ lastDay, reference: letter.reference }),
    text: [
      letters.dear({ name: letter.holderName }),
      '',
      letters.endsOn({
        product: letter.productName,
        reference: letter.reference,
        lastDay,
        days: letter.daysBefore,
      }),
      letters.howToRenew({ start: formatDocumentDay(letter.end) }),
      '',
      letters.questions({ first, second }),
      '',
      agency.name,
    ].join('\n'),
  };
};

export const renewalReminderSms = (letter: RenewalReminderLetter) =>
  letters.sms({
    reference: letter.reference,
    lastDay: lastDayOf(letter.end),
    start: formatDocumentDay(letter.end),
  });

const texts = defineMessages('renewal', {
  notPaid: {
    en: 'Only a paid policy can be renewed. Please pay for it first.',
    sw: 'Ni sera ya bima iliyolipiwa tu inayoweza kuhuishwa. Tafadhali ilipie kwanza.',
  },
  declined: {
    en: 'This application was declined, so it cannot be renewed. Please get a new quote.',
    sw: 'Ombi hili lilikataliwa, kwa hiyo haliwezi kuhuishwa. Tafadhali pata makadirio mapya ya bei.',
  },
  notYetText: withValues<{ opensOn: string }>({
    en: 'This policy can be renewed from {opensOn}.',
    sw: 'Sera hii ya bima inaweza kuhuishwa kuanzia {opensOn}.',
  }),
  closed: {
    en: 'This policy ended more than 30 days ago and can no longer be renewed. Please get a new quote.',
    sw: 'Sera hii ya bima iliisha zaidi ya siku 30 zilizopita na haiwezi kuhuishwa tena. Tafadhali pata makadirio mapya ya bei.',
  },
  alreadyRenewed: {
    en: 'This policy has already been renewed. The new policy is in My policies.',
    sw: 'Sera hii ya bima imeshahuishwa. Sera mpya iko kwenye Bima zangu.',
  },
  renewalDeclined: {
    en: 'The agency declined the renewal of this policy, so it cannot be renewed online. Please call us to talk it through.',
    sw: 'Kinga imekataa kuhuisha sera hii ya bima, kwa hiyo haiwezi kuhuishwa mtandaoni. Tafadhali tupigie tuzungumze.',
  },
  productWithdrawn: {
    en: 'This product is no longer offered for these items. Please get a new quote to choose another.',
    sw: 'Bima hii haitolewi tena kwa vitu hivi. Tafadhali pata makadirio mapya ya bei uchague nyingine.',
  },
  promptOpen: {
    en: 'A payment prompt for the renewal is still open on the phone. Please answer it, or wait a minute, then try again.',
    sw: 'Ombi la M-Pesa la kuhuisha bima bado liko wazi kwenye simu. Tafadhali lijibu, au subiri dakika moja, kisha ujaribu tena.',
  },
  renewed: {
    en: 'Renewal ready. Pay by M-Pesa to start the new year of cover.',
    sw: 'Bima iko tayari kuhuishwa. Lipa kwa M-Pesa ili kuanza mwaka mpya wa bima.',
  },
  quoted: { en: "Renewal priced at today's rates.", sw: 'Bei ya kuhuisha imehesabiwa kwa bei za leo.' },
  // The portal.
  renew: { en: 'Renew', sw: 'Huisha' },
  dialogTitle: { en: 'Renew Policy', sw: 'Huisha bima' },
  renewOffline: { en: 'Renewing needs an internet connection.', sw: 'Kuhuisha bima kunahitaji intaneti.' },
  renewsPolicyText: withValues<{ reference: string }>({
    en: 'Renews policy {reference}',
    sw: 'Inahuisha sera ya bima {reference}',
  }),
  renewedByText: withValues<{ status: string }>({
    en: '{status, select, active {Renewed: the new policy is in My Policies} other {Renewal waiting for payment}}',
    sw: '{status, select, active {Imehuishwa: sera mpya iko kwenye Bima zangu} other {Kuhuisha kunasubiri malipo}}',
  }),
  startsOnText: withValues<{ start: string }>({
    en: 'The new year of cover starts on {start}.',
    sw: 'Mwaka mpya wa bima unaanza tarehe {start}.',
  }),
  pricing: { en: "Working out the price at today's rates...", sw: 'Tunahesabu bei kwa bei za leo...' },
  pricedText: withValues<{ total: string }>({
    en: "Renewal price at today's rates: {total}.",
    sw: 'Bei ya kuhuisha kwa bei za leo: {total}.',
  }),
  failed: {
    en: 'The renewal could not be priced. Please try again.',
    sw: 'Bei ya kuhuisha haikuweza kuhesabiwa. Tafadhali jaribu tena.',
  },
  threw: {
    en: 'An error occurred while renewing. Please check your connection and try again.',
    sw: 'Hitilafu imetokea wakati wa kuhuisha. Tafadhali angalia mtandao wako kisha ujaribu tena.',
  },
  continueToPay: { en: 'Renew and pay', sw: 'Huisha na ulipe' },
  noItems: { en: 'No items listed', sw: 'Hakuna vitu vilivyoorodheshwa' },
});

// Those that take values are called as they always were (by the portal and the error catalogue): added
// under their own names, since a message's getter cannot be replaced.
export const renewalMessages = Object.assign(texts, {
  notYet: (opensOn: Date) => texts.notYetText({ opensOn: formatDocumentDay(opensOn) }),
  renewsPolicy: (reference: string) => texts.renewsPolicyText({ reference }),
  renewedBy: (status: 'active' | 'inactive') => texts.renewedByText({ status }),
  startsOn: (start: Date) => texts.startsOnText({ start: formatDocumentDay(start) }),
  priced: (total: number) => texts.pricedText({ total: formatShillings(total) }),
});
