// Who the agency is in law, in one text that the Terms, About, the site's footer, the PDFs and
// every e-mail say alike. Point 9's first clause: the agency is not an insurer, an insurance agent or an
// insurance broker, so nothing may claim an intermediary's licence for it (the PDFs once did). What is
// licensed is each insurer, and a policy's documents name its insurer and that licence.
import { readInLanguage } from './language/current-language';
import { defineMessages } from './language/messages';
import { underwriterLicence } from './underwriters';

export const legalIdentityMessages = defineMessages('legalIdentity', {
  /** The pages' text (the footer, About), in the reader's language. */
  statement: {
    en: 'Kinga Insurance Agency is not an insurer, an insurance agent or an insurance broker. Every policy is underwritten by the insurer named on it, licensed by the Insurance Regulatory Authority (IRA); your contract of insurance is with that insurer alone.',
    sw: 'Kinga Insurance Agency si kampuni ya bima, wakala wa bima wala dalali wa bima. Kila sera ya bima inatolewa na kampuni ya bima iliyotajwa juu yake, yenye leseni ya Mamlaka ya Udhibiti wa Bima (IRA); mkataba wako wa bima ni kati yako na kampuni hiyo peke yake.',
  },
});

/** The English text, as the Terms' clauses (binding in English), the PDFs and the e-mails print it. */
export const legalIdentity = readInLanguage('en', () => legalIdentityMessages.statement);

/** Who underwrites a policy and under which licence: "Underwritten by …, licensed by the IRA as …". */
export function underwritingLine(underwriter: { id?: string; name: string }): string {
  const licence = underwriter.id ? underwriterLicence(underwriter.id) : null;
  return licence
    ? `Underwritten by ${underwriter.name}, ${licence}.`
    : `Underwritten by ${underwriter.name}.`;
}
