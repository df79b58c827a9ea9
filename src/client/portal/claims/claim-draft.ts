// The 'Make a claim' form's answers, what they make as a request, and its checks: the domain's schema,
// then claimAgainstCover with the cover's period and items (the same rules the server applies).
import { z } from 'zod';
import type { ClaimableCover as ClaimableCoverView } from '../../../domain/api/claims';
import { claimDocumentTypes } from '../../../domain/claims/claim-documents';
import {
  type ClaimableCover,
  ClaimRequestSchema,
  claimAgainstCover,
} from '../../../domain/claims/claim-request';
import { perils } from '../../../domain/claims/perils';
import { coverSections } from '../../../domain/cover-sections';
import { parseShillings } from '../../../domain/money';

const DraftFileSchema = z.object({
  key: z.string(),
  documentType: z.enum(claimDocumentTypes),
  contentType: z.string(),
  name: z.string(),
  bytes: z.custom<ArrayBuffer>(
    (value) =>
      typeof value === 'object' && value !== null && typeof (value as ArrayBuffer).byteLength === 'number',
  ),
  sent: z.literal(false),
});
export type DraftFile = z.infer<typeof DraftFileSchema>;

export const ClaimDraftSchema = z.object({
  peril: z.enum(perils).or(z.literal('')),
  /** A datetime-local value, read as Nairobi's time. */
  occurredAt: z.string(),
  place: z.string(),
  description: z.string(),
  thirdParty: z.string(),
  /** The affected items' estimated losses as typed, by item id. */
  losses: z.record(z.string(), z.string()),
  /**
   * What the client named as lost, with its estimated value as typed, under its section. A
   * draft kept before the change has none.
   */
  named: z
    .array(z.object({ key: z.string(), section: z.enum(coverSections), name: z.string(), value: z.string() }))
    .default([]),
  files: z.array(DraftFileSchema),
});
export type ClaimDraft = z.infer<typeof ClaimDraftSchema>;

export const emptyClaimDraft: ClaimDraft = {
  peril: '',
  occurredAt: '',
  place: '',
  description: '',
  thirdParty: '',
  losses: {},
  named: [],
  files: [],
};
export type NamedDraftItem = ClaimDraft['named'][number];

/** A money field's text as the request's amount: the shared parser's, NaN when it reads no amount. */
const amountOf = (text: string) => parseShillings(text) ?? Number.NaN;

/** Nairobi keeps UTC+3 all year (no daylight saving), so a wall-clock time there has one offset. */
export const nairobiOffset = '+03:00';

export function claimRequestOf(coverId: string, draft: ClaimDraft) {
  return {
    cover_id: coverId,
    peril: draft.peril || undefined,
    // A phone's picker gives minutes ('…T14:30'); a value with seconds is kept as it is.
    occurred_at: draft.occurredAt
      ? `${draft.occurredAt.length === 16 ? `${draft.occurredAt}:00` : draft.occurredAt}${nairobiOffset}`
      : undefined,
    place: draft.place,
    description: draft.description,
    items: Object.entries(draft.losses).map(([item_id, loss]) => ({
      item_id,
      estimated_loss: amountOf(loss),
    })),
    named_items: draft.named.map((item) => ({
      section: item.section,
      name: item.name,
      estimated_loss: amountOf(item.value),
    })),
    third_party: draft.thirdParty,
  };
}

function coverOf(view: ClaimableCoverView): ClaimableCover {
  const sumOf = (section: (typeof coverSections)[number]) =>
    view.sections.find((row) => row.section === section)?.sum_insured ?? 0;
  return {
    period: view.period ? { start: new Date(view.period.start), end: new Date(view.period.end) } : null,
    items: view.items.flatMap((item) =>
      item.kind === 'building'
        ? []
        : [{ id: item.item_id, name: item.name, value: item.sum_insured, section: item.kind }],
    ),
    sections: {
      // A form kept before sections came names the building among its items.
      building: sumOf('building') || (view.items.find((item) => item.kind === 'building')?.sum_insured ?? 0),
      household: sumOf('household'),
      portable: sumOf('portable'),
    },
  };
}

/** Each field's first message, by path ('peril', 'items.0.estimated_loss'…); empty when the claim can go. */
export function claimDraftErrors(
  coverId: string,
  draft: ClaimDraft,
  cover: ClaimableCoverView,
  now: Date,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (path: string, message: string) => {
    errors[path] ??= message;
  };
  const parsed = ClaimRequestSchema.safeParse(claimRequestOf(coverId, draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(issue.path.join('.'), issue.message);
    return errors;
  }
  for (const error of claimAgainstCover(parsed.data, coverOf(cover), now).errors)
    add(error.path, error.message);
  return errors;
}
