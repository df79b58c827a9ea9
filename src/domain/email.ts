/**
 * Point 5: the simple {something}@{something}.{something} pattern, no spaces. Written without a
 * backtracking pattern: `^[^\s@]+@[^\s@]+\.[^\s@]+$` took quadratic time on an '@' followed by a long
 * run of dots, and one such request froze the server. This is one pass over the text.
 */
export function isEmailAddress(input: string): boolean {
  const text = input.trim();
  if (/\s/.test(text)) return false;
  const at = text.indexOf('@');
  if (at <= 0 || text.indexOf('@', at + 1) !== -1) return false;
  // A dot with at least one character either side, all within the part after the '@'.
  return text.slice(at + 2, -1).includes('.');
}
