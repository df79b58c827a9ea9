/** Point 5: the simple {something}@{something}.{something} pattern, no spaces. */
export function isEmailAddress(input: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.trim());
}
