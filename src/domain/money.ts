// Money is whole Kenyan shillings end to end (M-Pesa takes nothing else).

const thousands = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** 1500000 → 'KSh 1,500,000' (the spec's formattedValue and every amount on screen). */
export function formatShillings(amount: number): string {
  return `KSh ${thousands.format(amount)}`;
}

/** 1500000 → '1,500,000': what a money input shows while typing. */
export function formatThousands(amount: number): string {
  return thousands.format(amount);
}

/** What a money input accepts: digits only, separators ignored ('1,500,000' → 1500000); '' → null. */
export function parseShillings(text: string): number | null {
  const digits = text.replace(/[,\s]/g, '');
  if (digits === '' || !/^\d+$/.test(digits)) return null;
  return Number(digits);
}
