// The agency's public facts, in one place: the shell, the footer, the contact section, the manifest and
// the server's e-mails all read them from here. Numbers and addresses are fictional but well-formed.
export const agency = {
  name: 'Kinga Insurance Agency',
  shortName: 'Kinga',
  tagline: 'Home, motor and travel covers in minutes, paid with M-Pesa.',
  phones: ['+254 709 519 870', '+254 736 519 871'],
  email: 'hello@kinga-insurance.co.ke',
  address: '5th Floor, Utalii House, Nairobi CBD',
  /** The address where a line is short (the top bar on a phone); the full one stays for screen readers. */
  shortAddress: 'Nairobi CBD',
  postalAddress: 'P.O. Box 10519-00100, Nairobi',
  workingHours: 'Mon-Fri, 9am-5pm',
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
} as const;

export const chatLink = (number: string): string => `https://wa.me/${number}`;

/** A tel: link for a displayed phone number ('+254 709 519 870' → 'tel:+254709519870'). */
export const telLink = (phone: string): string => `tel:${phone.replace(/\s+/g, '')}`;
