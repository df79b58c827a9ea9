// Masked hints for the anonymous lookup (ARCHITECTURE.md: the lookup must not leak personal data). Enough
// for a returning visitor to recognise their own account, not enough to learn anything about a stranger.

/** 'Jane Wanjiku Kamau' → 'J*** W*** K***'. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word[0]}***`)
    .join(' ');
}

/** 'jane.k@mail.com' → 'j***@mail.com': the provider helps recognition and is rarely personal. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** '254712345678' → '2547******78': the network prefix and the last two digits. */
export function maskMsisdn(msisdn: string): string {
  return `${msisdn.slice(0, 4)}${'*'.repeat(Math.max(0, msisdn.length - 6))}${msisdn.slice(-2)}`;
}

/** '254712345678' → '07XX XXX X78': the local form a person knows their number by, for SMS notices. */
export function maskLocalPhone(msisdn: string): string {
  const local = `0${msisdn.slice(3)}`;
  return `${local.slice(0, 2)}XX XXX X${local.slice(-2)}`;
}
