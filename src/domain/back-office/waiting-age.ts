// How long something has waited, as the back office shows it: '45 min', '3 h 20 min', '2 d 4 h'.
export function formatWaitingAge(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

/** The confirmation page promises a review within 48 hours of payment. */
export const REVIEW_PROMISE_MINUTES = 48 * 60;
