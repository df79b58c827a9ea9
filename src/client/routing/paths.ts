// Every route of the spec's route table (point 2), named once. Links and tests use these names.
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

/** The four product lines, in the order the menus list them. */
export const productLinks = [
  { label: 'Motor Insurance', href: paths.motorInsurance },
  { label: 'Home Insurance', href: paths.homeInsurance },
  { label: 'Travel Insurance', href: paths.travelInsurance },
  { label: 'Personal Accident', href: paths.personalAccident },
] as const;
