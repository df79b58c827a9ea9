// The catalogue the agency sells: four fictional underwriters and their home (domestic package) products.
// It is data, seeded into the database at start-up (seed-catalogue.ts); editing this file and restarting
// is how a rate changes. Quotations keep a snapshot, so a change never alters a quote already given.
//
// Rates are basis points of the section's sum insured (1 bp = 0.01 %), in the ranges Kenyan insurers'
// domestic package covers use (the figures are ours, not any insurer's tariff):
// - Building (fire and allied perils, burglary damage, liability as owner): 0.10–0.20 % a year. Stone
//   buildings in towns are cheap to insure per shilling; the spread is the insurers' appetite.
// - Household contents (fire, burglary, water damage): 0.50–1.00 %. Theft drives this section, which is
//   why it costs five or more times the building rate.
// - Portable all-risks (phones, laptops, cameras, jewellery, anywhere in East Africa): 2.50–4.00 %.
//   Items carried about are lost and stolen far more often than anything kept at home.
// - Minimum premiums KSh 2,500–5,000: below them the cost of issuing and servicing a policy exceeds the
//   premium. A building-only product has the lowest floor; a full package the highest.
// Each product names the cover types it sells; between them every cover type has at least two products,
// so a visitor always has a choice. A rate the product does not sell is 0 and never used.
import type { Benefit } from '../../../domain/api';
import { catalogueMessages } from '../../../domain/catalogue/catalogue-messages';
import type { CoverType } from '../../../domain/cover-type';
import { readInLanguage } from '../../../domain/language/current-language';
import { type Underwriter, underwriters } from '../../../domain/underwriters';

/** The partners are shared with the home page's Our Partners grid, so they live in src/domain. */
export type CatalogueUnderwriter = Underwriter;

export interface CatalogueProduct {
  id: string;
  underwriterId: string;
  name: string;
  description: string;
  rates: { buildingBp: number; householdBp: number; portableBp: number };
  minimumPremium: number;
  benefits: Benefit[];
  /** Plain HTML (h3, p, ul, li): the client sanitises it before showing it. Null: "No terms available". */
  termsHtml: string | null;
  periodMonths: number;
  /**
   * The third-party liability the benefits state, in whole shillings (the benefit's text says the same
   * figure, which the seed test checks); null when the product states none. A liability claim settles at
   * most this.
   */
  liabilityLimit: number | null;
  coverTypes: CoverType[];
}

export const catalogueUnderwriters: CatalogueUnderwriter[] = [...underwriters];

/**
 * Each underwriter's own M-Pesa paybill (Lipa na M-Pesa shortcode). Kenya's Insurance Act s.156 (cash and
 * carry, 2018) forbids an intermediary to receive premiums on an insurer's behalf, so a premium is paid
 * straight into the insurer's paybill, never the agency's. The numbers are as fictional as the insurers;
 * each paybill's passkey is a secret and comes from MPESA_PASSKEY_<UNDERWRITER ID> (config-mpesa.ts).
 */
export const underwriterPaybillShortcodes: Record<string, string> = {
  simba: '600141',
  baobab: '600242',
  mlima: '600343',
  pwani: '600444',
};

// The catalogue's texts are seeded in English; catalogue-messages.ts holds each with its Kiswahili, which an
// answer in Kiswahili swaps in (domain/catalogue/spoken-product.ts).
const english = (read: () => string) => readInLanguage('en', read);
const excess = (read: () => string) => `<h3>Excess</h3><p>${english(read)}</p>`;

// Terms shared in spirit by every product: what a domestic package policy in Kenya says in plain words.
const terms = (insurer: string, extra: string) => `<h3>What is covered</h3>
<p>${insurer} pays for loss of or damage to the insured property at the address in the schedule, caused by
the perils listed in the policy, up to the sum insured for each section.</p>
<h3>What is not covered</h3>
<ul>
<li>Wear and tear, gradual deterioration, insects and vermin.</li>
<li>Loss while the home is unoccupied for more than 30 days in a row.</li>
<li>Theft without forcible and violent entry or exit, unless the item is insured under all-risks.</li>
<li>War, riot beyond the limits in the schedule, and nuclear risks.</li>
</ul>
${extra}
<h3>Your duties</h3>
<p>Insure each section for its full replacement value: if a sum insured is too low, a claim is paid in
proportion. Report theft to the police within 24 hours and any claim to us within 30 days.</p>
<h3>Cancellation</h3>
<p>You may cancel at any time and receive the unused premium less a short-period charge; the statutory
levies and stamp duty are not refundable.</p>`;

export const catalogueProducts: CatalogueProduct[] = [
  {
    id: 'simba-nyumbani-classic',
    underwriterId: 'simba',
    name: 'Nyumbani Classic',
    description: english(() => catalogueMessages.nyumbaniClassicDescription),
    rates: { buildingBp: 15, householdBp: 75, portableBp: 300 },
    minimumPremium: 3500,
    benefits: [
      {
        name: english(() => catalogueMessages.fireLightningExplosion),
        description: english(() => catalogueMessages.fireLightningExplosionDetail),
      },
      {
        name: english(() => catalogueMessages.burglaryAndTheft),
        description: english(() => catalogueMessages.burglaryForcedGrilles),
      },
      {
        name: english(() => catalogueMessages.alternativeAccommodation),
        description: english(() => catalogueMessages.alternativeAccommodationDetail),
      },
      {
        name: english(() => catalogueMessages.ownersLiability),
        description: english(() => catalogueMessages.ownersLiabilityDetail),
      },
    ],
    termsHtml: terms(
      'Simba General Insurance',
      excess(() => catalogueMessages.nyumbaniClassicExcess),
    ),
    periodMonths: 12,
    liabilityLimit: 1_000_000,
    coverTypes: ['Building', 'BuildingAndContentsAllRisks'],
  },
  {
    id: 'simba-mpangaji',
    underwriterId: 'simba',
    name: 'Mpangaji Contents Cover',
    description: english(() => catalogueMessages.mpangajiDescription),
    rates: { buildingBp: 0, householdBp: 70, portableBp: 275 },
    minimumPremium: 2500,
    benefits: [
      {
        name: english(() => catalogueMessages.householdContents),
        description: english(() => catalogueMessages.householdContentsFurniture),
      },
      {
        name: english(() => catalogueMessages.phonesAndLaptops),
        description: english(() => catalogueMessages.phonesAndLaptopsDetail),
      },
      {
        name: english(() => catalogueMessages.tenantsLiability),
        description: english(() => catalogueMessages.tenantsLiabilityDetail),
      },
    ],
    termsHtml: terms(
      'Simba General Insurance',
      excess(() => catalogueMessages.mpangajiExcess),
    ),
    periodMonths: 12,
    liabilityLimit: 500_000,
    coverTypes: ['ContentsAndAllRisks'],
  },
  {
    id: 'baobab-homeshield',
    underwriterId: 'baobab',
    name: 'HomeShield',
    description: english(() => catalogueMessages.homeShieldDescription),
    rates: { buildingBp: 12, householdBp: 85, portableBp: 350 },
    minimumPremium: 4000,
    benefits: [
      {
        name: english(() => catalogueMessages.claimsInSevenDays),
        description: english(() => catalogueMessages.claimsInSevenDaysDetail),
      },
      {
        name: english(() => catalogueMessages.stormFloodPipes),
        description: english(() => catalogueMessages.stormFloodPipesDetail),
      },
      {
        name: english(() => catalogueMessages.electricalAppliances),
        description: english(() => catalogueMessages.electricalAppliancesDetail),
      },
      {
        name: english(() => catalogueMessages.domesticWorkers),
        description: english(() => catalogueMessages.domesticWorkersDetail),
      },
      {
        name: english(() => catalogueMessages.locksAndKeys),
        description: english(() => catalogueMessages.locksAndKeysDetail),
      },
    ],
    termsHtml: terms(
      'Baobab Assurance',
      excess(() => catalogueMessages.homeShieldExcess),
    ),
    periodMonths: 12,
    liabilityLimit: null,
    coverTypes: ['Building', 'ContentsAndAllRisks', 'BuildingAndContentsAllRisks'],
  },
  {
    id: 'mlima-jengo',
    underwriterId: 'mlima',
    name: 'Jengo Building Cover',
    description: english(() => catalogueMessages.jengoDescription),
    rates: { buildingBp: 10, householdBp: 0, portableBp: 0 },
    minimumPremium: 2500,
    benefits: [
      {
        name: english(() => catalogueMessages.fireAndAlliedPerils),
        description: english(() => catalogueMessages.fireAndAlliedPerilsDetail),
      },
      {
        name: english(() => catalogueMessages.professionalFees),
        description: english(() => catalogueMessages.professionalFeesDetail),
      },
      {
        name: english(() => catalogueMessages.debrisRemoval),
        description: english(() => catalogueMessages.debrisRemovalDetail),
      },
    ],
    // Mlima sends its policy wording with the schedule; the site shows "No terms available".
    termsHtml: null,
    periodMonths: 12,
    liabilityLimit: null,
    coverTypes: ['Building'],
  },
  {
    id: 'mlima-nyumba-kamili',
    underwriterId: 'mlima',
    name: 'Nyumba Kamili',
    description: english(() => catalogueMessages.nyumbaKamiliDescription),
    rates: { buildingBp: 18, householdBp: 60, portableBp: 250 },
    minimumPremium: 5000,
    benefits: [
      {
        name: english(() => catalogueMessages.newForOld),
        description: english(() => catalogueMessages.newForOldDetail),
      },
      {
        name: english(() => catalogueMessages.accidentalDamage),
        description: english(() => catalogueMessages.accidentalDamageDetail),
      },
      {
        name: english(() => catalogueMessages.rentAndAccommodation),
        description: english(() => catalogueMessages.rentAndAccommodationDetail),
      },
      {
        name: english(() => catalogueMessages.liability),
        description: english(() => catalogueMessages.liabilityDetail),
      },
    ],
    termsHtml: terms(
      'Mlima Insurance',
      excess(() => catalogueMessages.nyumbaKamiliExcess),
    ),
    periodMonths: 12,
    liabilityLimit: 2_000_000,
    coverTypes: ['BuildingAndContentsAllRisks'],
  },
  {
    id: 'pwani-familia',
    underwriterId: 'pwani',
    name: 'Familia Home Plan',
    description: english(() => catalogueMessages.familiaDescription),
    rates: { buildingBp: 20, householdBp: 100, portableBp: 400 },
    minimumPremium: 3000,
    benefits: [
      {
        name: english(() => catalogueMessages.memberDiscount),
        description: english(() => catalogueMessages.memberDiscountDetail),
      },
      {
        name: english(() => catalogueMessages.burglaryAndTheft),
        description: english(() => catalogueMessages.burglaryForcedDoors),
      },
      {
        name: english(() => catalogueMessages.gadgetsAnywhere),
        description: english(() => catalogueMessages.gadgetsAnywhereDetail),
      },
    ],
    termsHtml: terms(
      'Pwani Mutual',
      excess(() => catalogueMessages.familiaExcess),
    ),
    periodMonths: 12,
    liabilityLimit: null,
    coverTypes: ['ContentsAndAllRisks', 'BuildingAndContentsAllRisks'],
  },
  {
    id: 'pwani-mpangaji-lite',
    underwriterId: 'pwani',
    name: 'Mpangaji Lite',
    description: english(() => catalogueMessages.mpangajiLiteDescription),
    rates: { buildingBp: 0, householdBp: 50, portableBp: 380 },
    minimumPremium: 2500,
    benefits: [
      {
        name: english(() => catalogueMessages.householdContents),
        description: english(() => catalogueMessages.householdContentsAtHome),
      },
      {
        name: english(() => catalogueMessages.phoneCover),
        description: english(() => catalogueMessages.phoneCoverDetail),
      },
      {
        name: english(() => catalogueMessages.payByMpesa),
        description: english(() => catalogueMessages.payByMpesaDetail),
      },
    ],
    termsHtml: terms(
      'Pwani Mutual',
      excess(() => catalogueMessages.mpangajiLiteExcess),
    ),
    periodMonths: 12,
    liabilityLimit: null,
    coverTypes: ['ContentsAndAllRisks'],
  },
];
