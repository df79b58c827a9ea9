// The agency's public facts, in one place: the shell, the footer, the contact section, the manifest and
// the server's e-mails all read them from here. Numbers and addresses are fictional but well-formed.
// What the agency says in words (its description, the hours, the promise of cover in minutes) is in the
// messages of the pages that say it, in both languages (site-messages.ts, shell-messages.ts, pages/).
export const agency = {
  name: 'Kinga Insurance Agency',
  // No licence line of its own: the agency is not an insurer, agent or broker (point 9). What it is in law
  // is legal-identity.ts; each insurer's licence is in underwriters.ts.
  // The agency's code in its policy numbers (documents/policy-number.ts).
  policyPrefix: 'KIA',
  shortName: 'Kinga',
  phones: ['+254 709 519 870', '+254 736 519 871'],
  email: 'hello@kinga-insurance.co.ke',
  address: '5th Floor, Utalii House, Nairobi CBD',
  /** The address where a line is short (the top bar on a phone); the full one stays for screen readers. */
  shortAddress: 'Nairobi CBD',
  postalAddress: 'P.O. Box 10519-00100, Nairobi',
  // The office keeps working hours; only the claims line answers round the clock (point 1's 24/7 claims
  // department). Every place that shows hours names which is which (shell-messages.ts's officeHours and
  // claimsLine).
  claimsLine: { phone: '+254 736 519 871' },
  ussdCode: '*519*87#',
  // Chat-app (WhatsApp) numbers in international form without '+', as wa.me links want them.
  chatNumbers: { business: '254709519870', second: '254736519871' },
  social: {
    facebook: 'https://www.facebook.com/kingainsurance',
    x: 'https://x.com/kingainsurance',
    instagram: 'https://www.instagram.com/kingainsurance',
    linkedin: 'https://www.linkedin.com/company/kingainsurance',
  },
  mapLink: 'https://www.openstreetmap.org/?mlat=-1.2841&mlon=36.8233#map=17/-1.2841/36.8233',
  // Point 1: the external online purchase site (motor covers are sold there, not in this app).
  onlinePurchaseSite: 'https://buy.kinga-insurance.co.ke',
} as const;

/** Point 9: the figures the home page's Our Clients counters count up to (their labels: home-sections-messages.ts). */
export const clientStats = [
  { id: 'dailyClients', value: 120, suffix: '+' },
  { id: 'successRate', value: 98, suffix: '%' },
  { id: 'customerSatisfaction', value: 100, suffix: '%' },
] as const;

export const chatLink = (number: string): string => `https://wa.me/${number}`;

/** A chat number as people read it ('254709519870' → '+254 709 519 870'). */
export const formatChatNumber = (number: string): string =>
  `+${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6, 9)} ${number.slice(9)}`;

/** A tel: link for a displayed phone number ('+254 709 519 870' → 'tel:+254709519870'). */
export const telLink = (phone: string): string => `tel:${phone.replace(/\s+/g, '')}`;

/** A tel: link that dials a USSD code: '#' must be escaped, or the dialler sees a URL fragment. */
export const ussdLink = (code: string): string => `tel:${encodeURIComponent(code)}`;
