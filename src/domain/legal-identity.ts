// Who the agency is in law, in one text that the Terms, About, the site's footer, the PDFs and
// every e-mail say alike. Point 9's first clause: the agency is not an insurer, an insurance agent or an
// insurance broker, so nothing may claim an intermediary's licence for it (the PDFs once did). What is
// licensed is each insurer, and a policy's documents name its insurer and that licence.
import { agency } from './business';
import { underwriterLicence } from './underwriters';

export const legalIdentity = `${agency.name} is not an insurer, an insurance agent or an insurance broker. Every policy is underwritten by the insurer named on it, licensed by the Insurance Regulatory Authority (IRA); your contract of insurance is with that insurer alone.`;

/** Who underwrites a policy and under which licence: "Underwritten by …, licensed by the IRA as …". */
export function underwritingLine(underwriter: { id?: string; name: string }): string {
  const licence = underwriter.id ? underwriterLicence(underwriter.id) : null;
  return licence
    ? `Underwritten by ${underwriter.name}, ${licence}.`
    : `Underwritten by ${underwriter.name}.`;
}
