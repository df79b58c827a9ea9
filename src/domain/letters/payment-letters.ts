// The words of the e-mails and SMS a client gets once a payment is recorded (the server's
// payment-received-message.ts and items-paid-message.ts put them together), in the holder's language.
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';

export const paymentLetters = defineMessages('paymentLetters', {
  /** Who a letter greets when the cover's contact has no name. */
  customer: { en: 'customer', sw: 'mteja' },
  /** A cover whose type cannot be told from its sums (never, for a paid cover). */
  homeCover: { en: 'Home cover', sw: 'Bima ya nyumba' },
  dear: withValues<{ name: string }>({ en: 'Dear {name},', sw: 'Habari {name},' }),
  receivedSubject: withValues<{ policy: string }>({
    en: 'Application received: policy {policy}',
    sw: 'Ombi limepokelewa: sera ya bima {policy}',
  }),
  receivedThanks: {
    en: 'Thank you. Your application has been received, together with your M-Pesa payment.',
    sw: 'Asante. Tumepokea ombi lako pamoja na malipo yako ya M-Pesa.',
  },
  policySummary: { en: 'Policy summary', sw: 'Muhtasari wa sera ya bima' },
  policyNumber: withValues<{ policy: string }>({
    en: 'Policy number: {policy}',
    sw: 'Namba ya sera ya bima: {policy}',
  }),
  product: withValues<{ product: string }>({ en: 'Product: {product}', sw: 'Bima: {product}' }),
  coverType: withValues<{ coverType: string }>({
    en: 'Cover type: {coverType}',
    sw: 'Aina ya bima: {coverType}',
  }),
  ownership: withValues<{ ownership: string }>({
    en: 'Ownership: {ownership, select, Owner {Owner} other {Tenant}}',
    sw: 'Umiliki: {ownership, select, Owner {Mwenye nyumba} other {Mpangaji}}',
  }),
  sumsInsured: { en: 'Sums insured:', sw: 'Thamani zilizowekewa bima:' },
  premiumPaid: withValues<{ amount: string }>({
    en: 'Premium paid (levies included): {amount}',
    sw: 'Ada ya bima iliyolipwa (pamoja na ushuru): {amount}',
  }),
  receipt: withValues<{ receipt: string }>({
    en: 'M-Pesa receipt: {receipt}',
    sw: 'Risiti ya M-Pesa: {receipt}',
  }),
  receiptPending: {
    en: 'not yet sent to us by M-Pesa (the M-Pesa SMS on your phone has it)',
    sw: 'M-Pesa bado hawajatutumia (iko kwenye SMS ya M-Pesa kwenye simu yako)',
  },
  whatNext: { en: 'What happens next', sw: 'Kinachofuata' },
  recorded: {
    en: 'Your payment is recorded against this policy number, which you can see in the client portal under My policies.',
    sw: 'Malipo yako yamerekodiwa kwa namba hii ya sera ya bima. Unaweza kuiona kwenye akaunti yako, chini ya Bima zangu.',
  },
  coverNoteAttached: {
    en: 'Your cover note is attached: it is temporary evidence of cover until your policy schedule is issued, or for 30 days, whichever comes first. Anyone can check it with the link printed on it.',
    sw: 'Hati yako ya muda ya bima imeambatishwa: inathibitisha bima yako kwa muda hadi jedwali la bima litolewe, au kwa siku 30, lolote litakalotangulia. Mtu yeyote anaweza kuikagua kwa kiungo kilichochapishwa juu yake.',
  },
  reviewWithin: {
    en: 'Our team and the insurer review your application within 24-48 hours, and your policy documents are e-mailed to you once it is approved.',
    sw: 'Timu yetu na kampuni ya bima watakagua ombi lako ndani ya saa 24-48, na hati za sera yako ya bima zitatumwa kwako kwa barua pepe likishakubaliwa.',
  },
  questions: withValues<{ first: string; second: string }>({
    en: 'Questions? Call us on {first} or {second}.',
    sw: 'Una maswali? Tupigie kwa {first} au {second}.',
  }),
  receivedSms: withValues<{ amount: string; receipt: string; policy: string; product: string }>({
    en: 'Kinga: application received. {amount} paid{receipt, select, none {} other {, M-Pesa receipt {receipt}}} for policy {policy} ({product}). Review within 24-48 hours; documents follow by e-mail.',
    sw: 'Kinga: ombi limepokelewa. {amount} zimelipwa{receipt, select, none {} other {, risiti ya M-Pesa {receipt}}} kwa sera ya bima {policy} ({product}). Tutakagua ndani ya saa 24-48; hati zitafuata kwa barua pepe.',
  }),
  itemsSubject: withValues<{ policy: string }>({
    en: 'Items added to policy {policy}',
    sw: 'Vitu vimeongezwa kwenye sera ya bima {policy}',
  }),
  itemsThanks: {
    en: 'Thank you. We have received your M-Pesa payment for the items you added to your policy, and they are now insured under it.',
    sw: 'Asante. Tumepokea malipo yako ya M-Pesa ya vitu ulivyoongeza kwenye sera yako ya bima, na sasa vimewekewa bima chini yake.',
  },
  itemsAdded: { en: 'Items added:', sw: 'Vitu vilivyoongezwa:' },
  sumsInsuredNow: { en: 'Sums insured now:', sw: 'Thamani zilizowekewa bima sasa:' },
  itemsAmountPaid: withValues<{ amount: string }>({
    en: 'Amount paid for the rest of the cover year (levies included): {amount}',
    sw: 'Kiasi kilicholipwa kwa muda uliobaki wa mwaka wa bima (pamoja na ushuru): {amount}',
  }),
  itemsSms: withValues<{ amount: string; receipt: string; policy: string }>({
    en: 'Kinga: {amount} paid{receipt, select, none {} other {, M-Pesa receipt {receipt}}} for the items added to policy {policy}. They are now insured under it.',
    sw: 'Kinga: {amount} zimelipwa{receipt, select, none {} other {, risiti ya M-Pesa {receipt}}} kwa vitu vilivyoongezwa kwenye sera ya bima {policy}. Sasa vimewekewa bima chini yake.',
  }),
});
