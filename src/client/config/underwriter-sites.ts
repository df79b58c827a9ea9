// The insurers' own sites are configuration, set when the client is built
// (VITE_UNDERWRITER_SITE_SIMBA=https://…, one per partner), never placeholders in the code. Unset, a partner
// card shows no link, and its motor covers' Buy Now goes to the agency's own online purchase site.

/** The partner's https site from these variables, without a trailing slash; null when none is set. */
export function underwriterSiteFrom(env: Record<string, unknown>, underwriterId: string): string | null {
  const value = env[`VITE_UNDERWRITER_SITE_${underwriterId.toUpperCase()}`];
  return typeof value === 'string' && value.startsWith('https://') ? value.replace(/\/+$/, '') : null;
}

/** The partner's site as this build was configured. */
export const underwriterSite = (underwriterId: string): string | null =>
  underwriterSiteFrom(import.meta.env, underwriterId);
