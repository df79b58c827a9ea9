import { agency, telLink } from '../../domain/business';

/** Office hours beside the 24/7 claims line, each named, so nobody reads one for the other. */
export function HoursLines({ className }: { className?: string }) {
  const { hoursLabels, claimsLine } = agency;
  return (
    <p className={className}>
      {hoursLabels.office}: {agency.workingHours}
      <br />
      {hoursLabels.claims}: {claimsLine.hours} on <a href={telLink(claimsLine.phone)}>{claimsLine.phone}</a>
    </p>
  );
}
