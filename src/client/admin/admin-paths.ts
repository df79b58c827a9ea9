// The back office's routes, below /admin (paths.admin).
export const adminPaths = {
  home: '/admin',
  login: '/admin/login',
  setup: '/admin/setup',
} as const;
