// The perils a home (domestic package) cover insures, as the home-insurance page lists them (SPEC point 1:
// fire and explosion, burglary and theft, natural disasters, accidental damage, third-party liability).
// A claim names exactly one; its words are what the client picks from and what letters say.
export const perils = [
  'fire_explosion',
  'burglary_theft',
  'natural_disaster',
  'accidental_damage',
  'third_party_liability',
] as const;
export type Peril = (typeof perils)[number];

export const perilNames: Record<Peril, string> = {
  fire_explosion: 'Fire and explosion',
  burglary_theft: 'Burglary and theft',
  natural_disaster: 'Natural disaster (flood, storm, earthquake)',
  accidental_damage: 'Accidental damage',
  third_party_liability: 'Third-party liability',
};
