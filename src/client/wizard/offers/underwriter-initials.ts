/**
 * The badge on a product card (point 2): the first letters of the underwriter's first two words, so
 * 'Simba General Insurance' → 'SG' and 'Mlima Insurance' → 'MI'. Words such as 'Insurance' are kept: with
 * them dropped, a two-word name would shrink to one letter.
 */
export function underwriterInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
