import { paths } from './paths.ts';

// The routes the build renders to HTML (scripts/vite-prerender.ts), each with the page module that
// draws it: its chunk's stylesheets and scripts are linked from that HTML. A visitor on slow mobile data
// sees the page before any script has run; the app then hydrates it.
export const prerenderedRoutes: Record<string, string | readonly string[]> = {
  [paths.home]: 'pages/home-page.tsx',
  [paths.products]: 'pages/products-page.tsx',
  [paths.homeInsurance]: 'pages/home-insurance-page.tsx',
  [paths.motorInsurance]: 'pages/motor-insurance-page.tsx',
  [paths.travelInsurance]: 'pages/travel-insurance-page.tsx',
  [paths.personalAccident]: 'pages/personal-accident-page.tsx',
  [paths.terms]: 'pages/terms-page.tsx',
  // The wizard's first step as a first visit sees it (a device with a saved draft restores it once the app
  // has started).
  [paths.homePackage]: 'pages/home-package-page.tsx',
  // The sign-in pages' shells: their forms are empty until the visitor types.
  [paths.login]: 'pages/login-page.tsx',
  [paths.signup]: 'pages/signup-page.tsx',
  [paths.otp]: 'pages/otp-page.tsx',
  [paths.forgotPassword]: 'pages/forgot-password-page.tsx',
  // The portal's loading screen, the same for everyone (no session is known to the build): the page is on
  // screen at once, and the client's own profile follows once the app has started.
  // The portal loads lazily (in steps, pages/profile-page.tsx), and is fetched beside the page.
  [paths.profile]: ['pages/profile-page.tsx', 'portal/profile/profile-portal.tsx'],
};
