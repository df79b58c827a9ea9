// The words the PDFs print (the cover note, the policy schedule, the payment receipt): labels, headings
// and the lines that explain them, in the holder's language. Legal wording stays in English, binding as
// the Terms are; a Kiswahili document says so and sums it up in Kiswahili (server/documents/document-blocks.ts).
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';

export const documentWords = defineMessages('documentWords', {
  reference: { en: 'Reference', sw: 'Namba ya kumbukumbu' },
  policyHolder: { en: 'Policy holder', sw: 'Mwenye bima' },
  product: { en: 'Product', sw: 'Bima' },
  underwriter: { en: 'Underwriter', sw: 'Kampuni ya bima' },
  periodOfCover: { en: 'Period of cover', sw: 'Muda wa bima' },
  period: withValues<{ from: string; to: string }>({ en: '{from} to {to}', sw: '{from} hadi {to}' }),
  notStarted: { en: 'Not started', sw: 'Haijaanza' },
  premiumPaid: { en: 'Premium paid', sw: 'Ada ya bima iliyolipwa' },
  issuedOn: { en: 'Issued on', sw: 'Imetolewa tarehe' },
  validUntil: { en: 'Valid until', sw: 'Inatumika hadi' },
  validUntilValue: withValues<{ date: string }>({
    en: "{date}, or the schedule's issue if sooner",
    sw: '{date}, au jedwali la bima likitolewa kabla ya hapo',
  }),
  sumsInsured: { en: 'Sums insured', sw: 'Thamani zilizowekewa bima' },
  section: { en: 'Section', sw: 'Sehemu' },
  sumInsured: { en: 'Sum insured', sw: 'Thamani ya bima' },
  coverNoteTitle: withValues<{ reference: string }>({
    en: 'Cover note {reference}',
    sw: 'Hati ya muda ya bima {reference}',
  }),
  coverNoteSubject: { en: 'Home insurance cover note', sw: 'Hati ya muda ya bima ya nyumba' },
  receipt: { en: 'Payment receipt', sw: 'Risiti ya malipo' },
  receiptTitle: withValues<{ number: string }>({
    en: 'Payment receipt {number}',
    sw: 'Risiti ya malipo {number}',
  }),
  receiptSubject: { en: 'Home insurance payment receipt', sw: 'Risiti ya malipo ya bima ya nyumba' },
  mpesaReceiptNamed: withValues<{ number: string }>({
    en: 'M-Pesa receipt {number}',
    sw: 'Risiti ya M-Pesa {number}',
  }),
  mpesaRequestNamed: withValues<{ id: string }>({ en: 'M-Pesa request {id}', sw: 'Ombi la M-Pesa {id}' }),
  mpesaReceipt: { en: 'M-Pesa receipt', sw: 'Risiti ya M-Pesa' },
  mpesaRequest: { en: 'M-Pesa request', sw: 'Ombi la M-Pesa' },
  paidOn: { en: 'Paid on', sw: 'Imelipwa tarehe' },
  amountPaid: { en: 'Amount paid', sw: 'Kiasi kilicholipwa' },
  receivedFrom: { en: 'Received from', sw: 'Imepokelewa kutoka kwa' },
  paidFor: { en: 'For', sw: 'Kwa ajili ya' },
  whatThePaymentCovers: { en: 'What the payment covers', sw: 'Malipo haya ni ya nini' },
  amount: { en: 'Amount', sw: 'Kiasi' },
  schedule: { en: 'Policy schedule', sw: 'Jedwali la bima' },
  scheduleTitle: withValues<{ number: string }>({
    en: 'Policy schedule {number}',
    sw: 'Jedwali la bima {number}',
  }),
  scheduleSubject: { en: 'Home insurance policy schedule', sw: 'Jedwali la bima ya nyumba' },
  policyNumberNamed: withValues<{ number: string }>({
    en: 'Policy number {number}',
    sw: 'Namba ya sera ya bima {number}',
  }),
  policyNumber: { en: 'Policy number', sw: 'Namba ya sera ya bima' },
  theInsured: { en: 'The insured', sw: 'Mwenye bima' },
  name: { en: 'Name', sw: 'Jina' },
  idNumber: { en: 'ID number', sw: 'Namba ya kitambulisho' },
  theProperty: { en: 'The property', sw: 'Nyumba iliyowekewa bima' },
  location: { en: 'Location', sw: 'Mahali' },
  residence: { en: 'Residence', sw: 'Makazi' },
  housePlot: { en: 'House / plot', sw: 'Nyumba / kiwanja' },
  coveredItems: { en: 'Covered items', sw: 'Vitu vilivyowekewa bima' },
  item: { en: 'Item', sw: 'Kitu' },
  value: { en: 'Value', sw: 'Thamani' },
  premium: { en: 'Premium', sw: 'Ada ya bima' },
  phcf: withValues<{ percent: string }>({ en: 'PHCF ({percent})', sw: 'PHCF ({percent})' }),
  trainingLevy: withValues<{ percent: string }>({
    en: 'Training Levy ({percent})',
    sw: 'Ushuru wa Mafunzo ({percent})',
  }),
  stampDuty: { en: 'Stamp Duty', sw: 'Ushuru wa Stempu' },
  totalPaid: { en: 'Total paid', sw: 'Jumla iliyolipwa' },
  page: withValues<{ page: number; pages: number }>({
    en: 'Page {page} of {pages}',
    sw: 'Ukurasa {page} kati ya {pages}',
  }),
  /** Printed on a Kiswahili document above the legal wording it keeps in English. */
  legalInEnglish: {
    en: 'The legal terms are written in English; a summary in Kiswahili follows.',
    sw: 'Masharti ya kisheria yameandikwa kwa Kiingereza; muhtasari kwa Kiswahili uko hapa chini.',
  },
  summaryHeading: { en: 'Summary', sw: 'Muhtasari' },
  underwrittenBy: withValues<{ underwriter: string }>({
    en: 'This policy is underwritten by {underwriter}.',
    sw: 'Bima hii inatolewa na kampuni ya bima {underwriter}.',
  }),
});
