// What each peril's claim must carry, as Kenyan insurers ask for it, in one table; and which of those are
// still missing given the files a claim holds. Every file is uploaded with one of these types.
//
// Why these (the common lists of Kenyan domestic-package claim forms, e.g. the AKI claims guides):
// - Burglary and theft: a police abstract carrying the OB (Occurrence Book) number. Kenyan insurers do not
//   admit a theft claim without the incident reported to the police, and the abstract is the proof; proof
//   of ownership (receipts) of what was taken, because nothing is left to photograph.
// - Fire: a police abstract (every insurer's fire claim list asks for one: a fire is reported at the
//   police station, and arson is ruled out by it), and the fire brigade's report only where the brigade
//   attended, so it is asked "if applicable" and never blocks the claim.
// - Natural disaster: photos and a repair estimate; a Kenya Meteorological Department or county disaster
//   report helps show the flood or storm happened, but insurers accept the event as public knowledge, so it
//   is optional.
// - Accidental damage: photos and a repair estimate (quotation) from a repairer.
// - Third-party liability: the third party's claim or demand letter (the insured must pass it on unanswered;
//   admitting liability can void cover), and a police abstract where an accident or injury was reported.
// - All perils: photos of the damage; proof of ownership or purchase receipts of each affected item, where
//   the claim lists the client's own items.
import { defineMessages } from '../language/messages';
import type { Peril } from './perils';

export const claimDocumentTypes = [
  'photo',
  'police_abstract',
  'fire_brigade_report',
  'repair_estimate',
  'proof_of_ownership',
  'weather_report',
  'third_party_claim',
  'other',
] as const;
export type ClaimDocumentType = (typeof claimDocumentTypes)[number];

export const claimDocumentNames: Readonly<Record<ClaimDocumentType, string>> = defineMessages(
  'claimDocuments',
  {
    photo: { en: 'Photos of the damage', sw: 'Picha za uharibifu' },
    police_abstract: { en: 'Police abstract with the OB number', sw: 'Police abstract yenye namba ya OB' },
    fire_brigade_report: { en: 'Fire brigade report', sw: 'Ripoti ya zimamoto' },
    repair_estimate: { en: 'Repair estimate or quotation', sw: 'Makadirio ya gharama ya matengenezo' },
    proof_of_ownership: {
      en: 'Receipts or proof of ownership of the affected items',
      sw: 'Risiti au ushahidi wa umiliki wa vitu vilivyoathirika',
    },
    weather_report: {
      en: 'Kenya Meteorological Department or county disaster report',
      sw: 'Ripoti ya Idara ya Hali ya Hewa ya Kenya au ya majanga ya kaunti',
    },
    third_party_claim: {
      en: "The third party's claim or demand letter",
      sw: 'Dai au barua ya madai ya mtu mwingine',
    },
    other: { en: 'Another document the agency asked for', sw: 'Hati nyingine tuliyoomba' },
  },
);

/**
 * `required`: the claim cannot be reviewed without it. `with_items`: required when the claim lists the
 * client's own items. `if_applicable`: shown to the client, never counted as missing.
 */
export type DocumentNeed = 'required' | 'with_items' | 'if_applicable';

export interface DocumentRequirement {
  type: ClaimDocumentType;
  need: DocumentNeed;
  /** When an `if_applicable` document applies, in the client's words. */
  when?: string;
}

// Getters below read these when a claim's documents are listed, in the reader's language.
const documentWhen = defineMessages('claimDocumentWhen', {
  fireBrigade: { en: 'if the fire brigade attended', sw: 'kama zimamoto walifika' },
  weatherReport: { en: 'if you can get one', sw: 'kama unaweza kuipata' },
  policeAbstract: {
    en: 'if the incident was an accident reported to the police',
    sw: 'kama tukio lilikuwa ajali iliyoripotiwa polisi',
  },
});

const ownership: DocumentRequirement = { type: 'proof_of_ownership', need: 'with_items' };

export const claimDocumentsByPeril: Record<Peril, readonly DocumentRequirement[]> = {
  fire_explosion: [
    { type: 'photo', need: 'required' },
    { type: 'police_abstract', need: 'required' },
    {
      type: 'fire_brigade_report',
      need: 'if_applicable',
      get when() {
        return documentWhen.fireBrigade;
      },
    },
    { type: 'repair_estimate', need: 'required' },
    ownership,
  ],
  burglary_theft: [
    { type: 'police_abstract', need: 'required' },
    { type: 'photo', need: 'required' },
    ownership,
  ],
  natural_disaster: [
    { type: 'photo', need: 'required' },
    { type: 'repair_estimate', need: 'required' },
    {
      type: 'weather_report',
      need: 'if_applicable',
      get when() {
        return documentWhen.weatherReport;
      },
    },
    ownership,
  ],
  accidental_damage: [
    { type: 'photo', need: 'required' },
    { type: 'repair_estimate', need: 'required' },
    ownership,
  ],
  third_party_liability: [
    { type: 'third_party_claim', need: 'required' },
    { type: 'photo', need: 'required' },
    {
      type: 'police_abstract',
      need: 'if_applicable',
      get when() {
        return documentWhen.policeAbstract;
      },
    },
    ownership,
  ],
};

/** A document an operator asked for, and when: only a file uploaded after the request answers it. */
export interface DocumentRequest {
  type: ClaimDocumentType;
  requestedAt: Date;
}

export interface UploadedDocument {
  type: ClaimDocumentType;
  uploadedAt: Date;
}

/**
 * The document types still missing, in the table's order then the operators' requests: each required
 * type without a file of that type, and each requested type without a file uploaded since the request.
 */
export function missingDocuments(claim: {
  peril: Peril;
  hasItems: boolean;
  files: readonly UploadedDocument[];
  requests: readonly DocumentRequest[];
}): ClaimDocumentType[] {
  const missing: ClaimDocumentType[] = [];
  const add = (type: ClaimDocumentType) => {
    if (!missing.includes(type)) missing.push(type);
  };
  for (const requirement of claimDocumentsByPeril[claim.peril]) {
    const needed = requirement.need === 'required' || (requirement.need === 'with_items' && claim.hasItems);
    if (needed && !claim.files.some((file) => file.type === requirement.type)) add(requirement.type);
  }
  for (const request of claim.requests) {
    const answered = claim.files.some(
      (file) => file.type === request.type && file.uploadedAt.getTime() >= request.requestedAt.getTime(),
    );
    if (!answered) add(request.type);
  }
  return missing;
}
