/** The public pages: the marketing routes of point 2 that every visitor can reach from the menus. */
export const publicPages = [
  '/',
  '/products',
  '/products/home-insurance',
  '/products/motor-insurance',
  '/products/personal-accident',
  '/products/travel-insurance',
  '/terms',
] as const;
