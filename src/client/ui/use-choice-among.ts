import { useState } from 'react';

/**
 * A select's choice that is always one of its options. A `<select>` whose value is not among its options
 * shows the first option while the state still holds the old value, so what is shown and what is sent
 * would differ (a document shown as the police abstract was filed as 'other'). Options
 * that arrive later or change (a peril chosen, a missing document delivered) are handled the same way:
 * the choice falls back to the first option, which is what the box shows.
 */
export function useChoiceAmong<T extends string>(options: readonly T[], fallback: T): [T, (next: T) => void] {
  const [picked, setPicked] = useState<T | null>(null);
  const chosen = picked !== null && options.includes(picked) ? picked : (options[0] ?? fallback);
  return [chosen, setPicked];
}
