// The perils a home (domestic package) cover insures, as the home-insurance page lists them (SPEC point 1:
// fire and explosion, burglary and theft, natural disasters, accidental damage, third-party liability).
// A claim names exactly one; its words are what the client picks from and what letters say.
import { defineMessages } from '../language/messages';

export const perils = [
  'fire_explosion',
  'burglary_theft',
  'natural_disaster',
  'accidental_damage',
  'third_party_liability',
] as const;
export type Peril = (typeof perils)[number];

export const perilNames: Readonly<Record<Peril, string>> = defineMessages('perils', {
  fire_explosion: { en: 'Fire and explosion', sw: 'Moto na mlipuko' },
  burglary_theft: { en: 'Burglary and theft', sw: 'Uvunjaji na wizi' },
  natural_disaster: {
    en: 'Natural disaster (flood, storm, earthquake)',
    sw: 'Janga la asili (mafuriko, dhoruba, tetemeko la ardhi)',
  },
  accidental_damage: { en: 'Accidental damage', sw: 'Uharibifu wa bahati mbaya' },
  third_party_liability: { en: 'Third-party liability', sw: 'Dhima kwa mtu mwingine' },
});
