// The outbox kinds of review notifications. The outbox keeps one row per (cover, channel, kind): an
// approval or a decline happens once per cover, but information may be asked for more than once, so each
// request carries its review row's id and is never swallowed by the one before.
import type { CoverReview } from '../../db/schema';

const PREFIX = 'review_';
const INFO = `${PREFIX}info:`;

export const reviewKinds = {
  of: (review: CoverReview): string =>
    review.action === 'info_requested' ? `${INFO}${review.id}` : `${PREFIX}${review.action}`,
  /** What the outbox's registry is told this feature writes: the two decisions, and the info family. */
  all: [`${PREFIX}approved`, `${PREFIX}declined`, INFO] as const,
  /** The review row a notification is about: an info request's own id, or the cover's one decision. */
  parse: (kind: string): { action: CoverReview['action']; reviewId: string | null } =>
    kind.startsWith(INFO)
      ? { action: 'info_requested', reviewId: kind.slice(INFO.length) }
      : { action: kind.slice(PREFIX.length) as 'approved' | 'declined', reviewId: null },
};
