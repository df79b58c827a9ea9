/** 'Simba General Insurance' → 'SG': the badge on a product card (point 2). */
export function underwriterInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word !== '' && !/^(insurance|assurance|company|ltd|limited|plc)$/i.test(word));
  const initials = (words.length > 0 ? words : name.split(/\s+/))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return initials.join('');
}
