// The back office's routes, below /admin (paths.admin).
export const adminPaths = {
  home: '/admin',
  login: '/admin/login',
  setup: '/admin/setup',
  applications: '/admin/applications',
  applicationRoute: '/admin/applications/:id',
  application: (coverId: string) => `/admin/applications/${coverId}`,
  claims: '/admin/claims',
  claimRoute: '/admin/claims/:id',
  claim: (claimId: string) => `/admin/claims/${claimId}`,
  payments: '/admin/payments',
  leads: '/admin/leads',
  operators: '/admin/operators',
  audit: '/admin/audit',
} as const;
