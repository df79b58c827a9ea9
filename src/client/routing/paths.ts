// Every route of the spec's route table (point 2), named once. Links and tests use these names.
import { shellMessages } from '../../domain/shell-messages.ts';

export const paths = {
  home: '/',
  about: '/#about',
  terms: '/terms',
  products: '/products',
  travelInsurance: '/products/travel-insurance',
  homeInsurance: '/products/home-insurance',
  personalAccident: '/products/personal-accident',
  motorInsurance: '/products/motor-insurance',
  homePackage: '/products/homepackage',
  productDetails: (productId: string) => `/product/${encodeURIComponent(productId)}`,
  profile: '/profile',
  /** The portal opened on one policy (My Policies, that card in view). */
  policyInPortal: (coverId: string) => `/profile?policy=${encodeURIComponent(coverId)}`,
  login: '/login',
  signup: '/signup',
  otp: '/otp',
  forgotPassword: '/forgotPassword',
  /** The public check of a document's code (printed on it as a QR code and a short link). */
  verify: '/verify/:code',
  // The back office: not linked from any public page.
  admin: '/admin',
} as const;

/** The four product lines, in the order the menus list them; each label is read in the page's language. */
export const productLinks = [
  {
    href: paths.motorInsurance,
    get label() {
      return shellMessages.motorInsurance;
    },
  },
  {
    href: paths.homeInsurance,
    get label() {
      return shellMessages.homeInsurance;
    },
  },
  {
    href: paths.travelInsurance,
    get label() {
      return shellMessages.travelInsurance;
    },
  },
  {
    href: paths.personalAccident,
    get label() {
      return shellMessages.personalAccident;
    },
  },
] as const;
