// The four underwriting partners (point 1): the home page's Our Partners grid and the server's catalogue
// seed both read them from here, so a partner's name, logo or link changes in one place.
import { readInLanguage } from './language/current-language';
import { underwriterMessages } from './underwriter-messages';

export interface Underwriter {
  id: string;
  name: string;
  /** In English: the catalogue's seed and the quotations carry it so; a page shows `underwriterTagline`. */
  tagline: string;
  /** An SVG under public/images/underwriters. */
  logo: string;
  /**
   * The insurer's own site; also where its motor covers are bought (point 2). Empty: none is known to the
   * code; the client's build sets each (VITE_UNDERWRITER_SITE_<ID>, client/config/underwriter-sites.ts).
   */
  link: string;
}

const logoOf = (id: string) => `/images/underwriters/${id}.svg`;
const english = (read: () => string) => readInLanguage('en', read);

// Each partner's tagline in the reader's language.
const taglines: Readonly<Record<string, () => string>> = {
  simba: () => underwriterMessages.simbaTagline,
  baobab: () => underwriterMessages.baobabTagline,
  mlima: () => underwriterMessages.mlimaTagline,
  pwani: () => underwriterMessages.pwaniTagline,
};

/** The partner's tagline in the language spoken now. */
export const underwriterTagline = (underwriter: Underwriter): string =>
  taglines[underwriter.id]?.() ?? underwriter.tagline;

export const underwriters: readonly Underwriter[] = [
  {
    id: 'simba',
    name: 'Simba General Insurance',
    tagline: english(() => underwriterMessages.simbaTagline),
    logo: logoOf('simba'),
    link: '',
  },
  {
    id: 'baobab',
    name: 'Baobab Assurance',
    tagline: english(() => underwriterMessages.baobabTagline),
    logo: logoOf('baobab'),
    link: '',
  },
  {
    id: 'mlima',
    name: 'Mlima Insurance',
    tagline: english(() => underwriterMessages.mlimaTagline),
    logo: logoOf('mlima'),
    link: '',
  },
  {
    id: 'pwani',
    name: 'Pwani Mutual',
    tagline: english(() => underwriterMessages.pwaniTagline),
    logo: logoOf('pwani'),
    link: '',
  },
];

/**
 * Each partner's licence, as a policy it underwrites prints it (Insurance Act s.30: insurers are
 * registered by the Insurance Regulatory Authority). Kept beside the partners so a new partner comes with
 * its licence; the numbers are fictional but well-formed.
 */
const underwriterLicences: Readonly<Record<string, string>> = {
  simba:
    'licensed by the Insurance Regulatory Authority (IRA) as a general insurer, registration no. IRA/01/1978/014',
  baobab:
    'licensed by the Insurance Regulatory Authority (IRA) as a general insurer, registration no. IRA/01/1994/031',
  mlima:
    'licensed by the Insurance Regulatory Authority (IRA) as a general insurer, registration no. IRA/01/2003/047',
  pwani:
    'licensed by the Insurance Regulatory Authority (IRA) as a general insurer, registration no. IRA/01/2011/058',
};

/** The partner's licence words; null for an insurer the agency holds none for (say nothing rather than guess). */
export const underwriterLicence = (id: string): string | null => underwriterLicences[id] ?? null;

/** The partner with this id; the lists that name partners are written by hand, so a typo fails loudly. */
export function underwriterById(id: string): Underwriter {
  const found = underwriters.find((underwriter) => underwriter.id === id);
  if (!found) throw new Error(`Unknown underwriter ${id}`);
  return found;
}
