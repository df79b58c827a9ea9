import { agency, telLink } from '../../domain/business';
import { shellMessages } from '../../domain/shell-messages';

/** Office hours beside the 24/7 claims line, each named, so nobody reads one for the other. */
export function HoursLines({ className }: { className?: string }) {
  const { claimsLine } = agency;
  return (
    <p className={className}>
      {shellMessages.officeHours}: {shellMessages.workingHours}
      <br />
      {shellMessages.claimsLine}: {shellMessages.claimsHoursOn}{' '}
      <a href={telLink(claimsLine.phone)}>{claimsLine.phone}</a>
    </p>
  );
}
