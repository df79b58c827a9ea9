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
import type { CoverType } from '../../../domain/cover-type';
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
    description: 'A home package for owners: the building, and everything in it and carried about.',
    rates: { buildingBp: 15, householdBp: 75, portableBp: 300 },
    minimumPremium: 3500,
    benefits: [
      {
        name: 'Fire, lightning and explosion',
        description: 'Rebuilding and replacing what fire, lightning or a gas explosion destroys.',
      },
      {
        name: 'Burglary and theft',
        description: 'Stolen contents and the repair of doors, windows and grilles forced to get in.',
      },
      {
        name: 'Alternative accommodation',
        description: 'Rent elsewhere for up to six months while an uninhabitable home is repaired.',
      },
      {
        name: 'Owner’s liability',
        description: 'Up to KSh 1,000,000 for injury to visitors or damage to neighbours’ property.',
      },
    ],
    termsHtml: terms(
      'Simba General Insurance',
      '<h3>Excess</h3><p>You pay the first 10 % of each claim, at least KSh 2,500; fire claims carry no excess.</p>',
    ),
    periodMonths: 12,
    liabilityLimit: 1_000_000,
    coverTypes: ['Building', 'BuildingAndContentsAllRisks'],
  },
  {
    id: 'simba-mpangaji',
    underwriterId: 'simba',
    name: 'Mpangaji Contents Cover',
    description: 'For tenants: your household goods at home and your gadgets wherever you take them.',
    rates: { buildingBp: 0, householdBp: 70, portableBp: 275 },
    minimumPremium: 2500,
    benefits: [
      {
        name: 'Household contents',
        description: 'Furniture, appliances and clothing against fire, burglary and water damage.',
      },
      {
        name: 'Phones and laptops anywhere',
        description: 'Portable items insured against loss and theft across East Africa.',
      },
      {
        name: 'Tenant’s liability',
        description: 'Damage you cause to the landlord’s building, up to KSh 500,000.',
      },
    ],
    termsHtml: terms(
      'Simba General Insurance',
      '<h3>Excess</h3><p>You pay the first KSh 2,500 of each contents claim and 10 % of each all-risks claim.</p>',
    ),
    periodMonths: 12,
    liabilityLimit: 500_000,
    coverTypes: ['ContentsAndAllRisks'],
  },
  {
    id: 'baobab-homeshield',
    underwriterId: 'baobab',
    name: 'HomeShield',
    description: 'One flexible policy for every kind of home, whether you own it or rent it.',
    rates: { buildingBp: 12, householdBp: 85, portableBp: 350 },
    minimumPremium: 4000,
    benefits: [
      {
        name: 'Claims paid in 7 days',
        description: 'An approved claim is paid by M-Pesa or bank transfer within seven working days.',
      },
      {
        name: 'Storm, flood and burst pipes',
        description: 'Water damage from heavy rain, rising water and burst tanks or pipes.',
      },
      {
        name: 'Electrical appliances',
        description: 'Fridges, TVs and computers damaged by power surges and lightning.',
      },
      {
        name: 'Domestic workers',
        description: 'Work injury benefits for your house help as the law requires.',
      },
      {
        name: 'Locks and keys',
        description: 'New locks and keys after keys are stolen, up to KSh 20,000.',
      },
    ],
    termsHtml: terms(
      'Baobab Assurance',
      '<h3>Excess</h3><p>You pay the first KSh 5,000 of each claim; claims below that are not payable.</p>',
    ),
    periodMonths: 12,
    liabilityLimit: null,
    coverTypes: ['Building', 'ContentsAndAllRisks', 'BuildingAndContentsAllRisks'],
  },
  {
    id: 'mlima-jengo',
    underwriterId: 'mlima',
    name: 'Jengo Building Cover',
    description: 'The structure alone: walls, roof, fixtures and fittings, at the lowest building rate.',
    rates: { buildingBp: 10, householdBp: 0, portableBp: 0 },
    minimumPremium: 2500,
    benefits: [
      {
        name: 'Fire and allied perils',
        description: 'Fire, lightning, earthquake, storm and impact by vehicles or falling trees.',
      },
      {
        name: 'Professional fees',
        description: 'Architects’ and engineers’ fees for rebuilding, up to 10 % of the claim.',
      },
      {
        name: 'Debris removal',
        description: 'Clearing the site after a loss, up to 5 % of the building sum insured.',
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
    description: 'The complete package for owners, with the lowest contents and gadget rates.',
    rates: { buildingBp: 18, householdBp: 60, portableBp: 250 },
    minimumPremium: 5000,
    benefits: [
      {
        name: 'New for old',
        description: 'Contents replaced with new items of the same kind, with no deduction for age.',
      },
      {
        name: 'Accidental damage',
        description: 'Sudden accidents at home, such as a dropped TV or a spilled drink on a laptop.',
      },
      {
        name: 'Rent and alternative accommodation',
        description: 'Lost rent or a temporary home for up to 12 months after an insured loss.',
      },
      {
        name: 'Liability',
        description: 'Up to KSh 2,000,000 for injury or damage to others at your home.',
      },
    ],
    termsHtml: terms(
      'Mlima Insurance',
      '<h3>Excess</h3><p>You pay the first KSh 3,000 of each claim; accidental damage claims carry KSh 5,000.</p>',
    ),
    periodMonths: 12,
    liabilityLimit: 2_000_000,
    coverTypes: ['BuildingAndContentsAllRisks'],
  },
  {
    id: 'pwani-familia',
    underwriterId: 'pwani',
    name: 'Familia Home Plan',
    description: 'A mutual’s home plan: part of any surplus comes back to members as a renewal discount.',
    rates: { buildingBp: 20, householdBp: 100, portableBp: 400 },
    minimumPremium: 3000,
    benefits: [
      {
        name: 'Member renewal discount',
        description: 'Up to 10 % off next year’s premium when the mutual makes a surplus.',
      },
      {
        name: 'Burglary and theft',
        description: 'Stolen household goods and the repair of forced doors and windows.',
      },
      {
        name: 'Gadgets anywhere',
        description: 'Phones, laptops and cameras against loss and theft away from home.',
      },
    ],
    termsHtml: terms('Pwani Mutual', '<h3>Excess</h3><p>You pay the first KSh 2,000 of each claim.</p>'),
    periodMonths: 12,
    liabilityLimit: null,
    coverTypes: ['ContentsAndAllRisks', 'BuildingAndContentsAllRisks'],
  },
  {
    id: 'pwani-mpangaji-lite',
    underwriterId: 'pwani',
    name: 'Mpangaji Lite',
    description: 'For renters with modest household goods: the lowest contents rate and floor.',
    rates: { buildingBp: 0, householdBp: 50, portableBp: 380 },
    minimumPremium: 2500,
    benefits: [
      {
        name: 'Household contents',
        description: 'Your goods at home against fire, burglary and water damage.',
      },
      {
        name: 'Phone cover',
        description: 'One phone insured against theft anywhere in Kenya, within the all-risks sum.',
      },
      {
        name: 'Pay by M-Pesa',
        description: 'Premiums and claims paid through M-Pesa.',
      },
    ],
    termsHtml: terms('Pwani Mutual', '<h3>Excess</h3><p>You pay the first KSh 1,500 of each claim.</p>'),
    periodMonths: 12,
    liabilityLimit: null,
    coverTypes: ['ContentsAndAllRisks'],
  },
];
