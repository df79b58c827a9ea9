// Which terms and privacy notice a consent was given to. Consent must be shown to have been given to a
// stated notice (Data Protection Act 2019, ss.30 and 32), but signup stores only its time
// (users.terms_accepted_at), so the version is the one in force at that moment: publish a new version here,
// with the moment it goes live, whenever the /terms page or its privacy notice changes in substance.

export interface TermsVersion {
  /** Shown on the /terms page and in a data export. */
  version: string;
  /** From when signups accept it. */
  inForceFrom: Date;
}

/** Oldest first. */
export const termsVersions: readonly TermsVersion[] = [
  { version: '2026-11-23', inForceFrom: new Date('2026-01-01T00:00:00.000Z') },
];

export const currentTermsVersion = (): TermsVersion => {
  const latest = termsVersions[termsVersions.length - 1];
  if (!latest) throw new Error('no terms version is published');
  return latest;
};

/** The version a consent given at `acceptedAt` was given to (the oldest one for anything earlier). */
export function termsVersionAt(acceptedAt: Date): string {
  const inForce = termsVersions.filter((terms) => terms.inForceFrom.getTime() <= acceptedAt.getTime());
  return (inForce[inForce.length - 1] ?? termsVersions[0] ?? currentTermsVersion()).version;
}
