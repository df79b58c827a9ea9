// Step 1, Coverage Details (point 2): the ownership question, the building, the two item sections and
// their lists, the summary of what was entered, and a quotation already obtained.
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';

export const coverageStepMessages = defineMessages('coverageStep', {
  ownershipQuestion: { en: 'Are you the owner of the building?', sw: 'Je, wewe ndiye mwenye jengo?' },
  ownerLabel: { en: 'Yes, I own it', sw: 'Ndiyo, ni langu' },
  ownerDetail: {
    en: 'Cover the building, and your belongings if you like.',
    sw: 'Kata bima ya jengo, na ya vitu vyako ukipenda.',
  },
  tenantLabel: { en: "No, I'm a tenant", sw: 'Hapana, mimi ni mpangaji' },
  tenantDetail: {
    en: 'Cover your household contents and portable gadgets.',
    sw: 'Kata bima ya vitu vya nyumbani na vifaa vyako vinavyobebeka.',
  },
  ownerContentsNote: {
    en: 'Contents are optional: add them to cover your belongings too.',
    sw: 'Vitu vya nyumbani si lazima: viongeze ili vitu vyako navyo viwe na bima.',
  },
  tenantContentsNote: {
    en: 'Add at least one: your household items or your portable gadgets.',
    sw: 'Ongeza angalau kimoja: vitu vyako vya nyumbani au vifaa vyako vinavyobebeka.',
  },
  next: { en: 'Next', sw: 'Endelea' },
  gettingQuotation: { en: 'Getting Quotation...', sw: 'Tunaleta makadirio...' },

  // The owner's building.
  yourBuilding: { en: 'Your building', sw: 'Jengo lako' },
  buildingValue: { en: 'Value of the building', sw: 'Thamani ya jengo' },
  buildingValueHint: {
    en: 'What it would cost to rebuild, not the land.',
    sw: 'Gharama ya kulijenga upya, bila kiwanja.',
  },
  location: { en: 'Location', sw: 'Mahali' },
  locationPlaceholder: { en: 'e.g. Kilimani, Nairobi', sw: 'mfano Kilimani, Nairobi' },
  countyTown: { en: 'County / town', sw: 'Kaunti / mji' },
  residenceType: { en: 'Type of residence', sw: 'Aina ya makazi' },
  construction: { en: 'Construction material', sw: 'Vifaa vya ujenzi' },
  houseNumber: { en: 'House number', sw: 'Namba ya nyumba' },
  plotNumber: { en: 'Plot number', sw: 'Namba ya kiwanja' },

  // The two item sections.
  householdTotal: { en: 'Total value of household items', sw: 'Jumla ya thamani ya vitu vya nyumbani' },
  householdHint: {
    en: 'Furniture, appliances, clothing and everything else that stays at home.',
    sw: 'Fanicha, vifaa vya umeme, nguo na kila kitu kingine kinachobaki nyumbani.',
  },
  portableTotal: {
    en: 'Total value of portable gadgets',
    sw: 'Jumla ya thamani ya vifaa vinavyobebeka',
  },
  portableHint: {
    en: 'Phones, laptops, cameras and other things you carry with you (all-risks cover).',
    sw: 'Simu, kompyuta mpakato, kamera na vitu vingine unavyotembea navyo (bima ya kila hatari).',
  },
  listItems: { en: 'List the items (optional)', sw: 'Orodhesha vitu (si lazima)' },

  // An item list.
  householdAdded: { en: 'Household items added', sw: 'Vitu vya nyumbani vilivyoongezwa' },
  portableAdded: { en: 'Gadgets added', sw: 'Vifaa vilivyoongezwa' },
  householdName: withValues<{ row: number }>({
    en: 'Household item {row} name',
    sw: 'Jina la kitu cha nyumbani {row}',
  }),
  portableName: withValues<{ row: number }>({ en: 'Gadget {row} name', sw: 'Jina la kifaa {row}' }),
  householdValue: withValues<{ row: number }>({
    en: 'Household item {row} value (KSh)',
    sw: 'Thamani ya kitu cha nyumbani {row} (KSh)',
  }),
  portableValue: withValues<{ row: number }>({
    en: 'Gadget {row} value (KSh)',
    sw: 'Thamani ya kifaa {row} (KSh)',
  }),
  householdPlaceholder: { en: 'e.g. Sofa set', sw: 'mfano Seti ya sofa' },
  portablePlaceholder: { en: 'e.g. Laptop', sw: 'mfano Kompyuta mpakato' },
  removeItem: withValues<{ name: string }>({ en: 'Remove {name}', sw: 'Ondoa {name}' }),
  removeRow: withValues<{ row: number }>({ en: 'Remove row {row}', sw: 'Ondoa mstari {row}' }),
  addRow: { en: 'Add Row', sw: 'Ongeza Mstari' },
  addItems: { en: 'Add Items', sw: 'Ongeza Vitu' },

  // The summary of the contents.
  yourContents: { en: 'Your contents', sw: 'Vitu vyako' },
  listed: { en: 'Listed', sw: 'Vilivyoorodheshwa' },
  listedOf: withValues<{ listed: string; total: string }>({
    en: '{listed} of {total}',
    sw: '{listed} kati ya {total}',
  }),

  // A quotation already obtained.
  pricedOptions: { en: 'Priced options', sw: 'Machaguo yaliyokadiriwa bei' },
  existingNote: {
    en: 'Change your answers and press Next for a new quotation, or see these again.',
    sw: 'Badilisha majibu yako kisha ubonyeze Endelea upate makadirio mapya, au tazama haya tena.',
  },
  seeOptions: { en: 'See these options', sw: 'Tazama machaguo haya' },
});
