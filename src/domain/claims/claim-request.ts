// A client's claim as the portal's 'Make a claim' form sends it, with the user-facing messages. The schema
// checks what needs no stored data; claimAgainstCover checks the rest against the cover (its period, its
// items and their sums insured, each section's sum insured), so the server and the form, with a cached
// policy, apply the same rules. A claim names what was lost either by ticking an item the policy lists
// (`items`) or by naming it with its value under a section (`named_items`, as most tenants insure
// totals and list nothing).
import { z } from 'zod';
import { type CoverSection, coverSections } from '../cover-sections';
import { idSchema } from '../fields';
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';
import { formatShillings } from '../money';
import { boundedText } from '../text';
import { claimSectionMessages, type SectionSumsInsured, sectionTotalErrors } from './claim-sections';
import { type Peril, perils } from './perils';

const lossTexts = defineMessages('claimLoss', {
  lossAboveSumInsured: withValues<{ name: string; sumInsured: string }>({
    en: 'The estimated loss of {name} cannot be more than its sum insured, {sumInsured}.',
    sw: 'Makadirio ya hasara ya {name} hayawezi kuzidi thamani yake iliyowekewa bima, {sumInsured}.',
  }),
});

export const claimRequestMessages = Object.assign(
  defineMessages('claimRequest', {
    coverRequired: {
      en: 'Choose the policy you are claiming on.',
      sw: 'Chagua bima unayoidai.',
    },
    perilRequired: { en: 'Choose what happened.', sw: 'Chagua kilichotokea.' },
    occurredAtRequired: {
      en: 'Enter the date and time it happened.',
      sw: 'Weka tarehe na saa kilipotokea.',
    },
    occurredInFuture: {
      en: 'The date it happened cannot be in the future.',
      sw: 'Tarehe kilipotokea haiwezi kuwa ya siku zijazo.',
    },
    beforeCover: {
      en: 'This happened before your cover started, so it cannot be claimed on this policy.',
      sw: 'Hili lilitokea kabla bima yako haijaanza, kwa hivyo haliwezi kudaiwa kwenye bima hii.',
    },
    afterCover: {
      en: 'This happened after your cover ended, so it cannot be claimed on this policy.',
      sw: 'Hili lilitokea baada ya bima yako kuisha, kwa hivyo haliwezi kudaiwa kwenye bima hii.',
    },
    notInForce: {
      en: 'This policy is not in force, so a claim cannot be made on it.',
      sw: 'Bima hii haitumiki, kwa hivyo dai haliwezi kuwekwa juu yake.',
    },
    placeRequired: { en: 'Enter where it happened.', sw: 'Weka mahali kilipotokea.' },
    descriptionTooShort: {
      en: 'Describe what happened in your own words, in at least 30 characters.',
      sw: 'Eleza kilichotokea kwa maneno yako mwenyewe, kwa angalau herufi 30.',
    },
    itemsRequired: {
      en: 'Choose or add at least one affected item and enter its estimated loss.',
      sw: 'Chagua au ongeza angalau kitu kimoja kilichoathirika na uweke makadirio ya hasara yake.',
    },
    itemUnknown: { en: 'This item is not on your policy.', sw: 'Kitu hiki hakimo kwenye bima yako.' },
    itemTwice: {
      en: 'Each item can be listed only once.',
      sw: 'Kila kitu kinaweza kuorodheshwa mara moja tu.',
    },
    tooManyItems: {
      en: 'A claim can list at most 100 items.',
      sw: 'Dai linaweza kuorodhesha vitu visivyozidi 100.',
    },
    lossInvalid: {
      en: 'Enter the estimated loss in whole shillings, more than 0.',
      sw: 'Weka makadirio ya hasara kwa shilingi kamili, zaidi ya 0.',
    },
    thirdPartyRequired: {
      en: 'Describe who the third party is and what they say you owe them, in at least 10 characters.',
      sw: 'Eleza mtu huyo mwingine ni nani na anadai umlipe nini, kwa angalau herufi 10.',
    },
  }),
  {
    lossAboveSumInsured: (name: string, sumInsured: number) =>
      lossTexts.lossAboveSumInsured({ name, sumInsured: formatShillings(sumInsured) }),
  },
);

export const DESCRIPTION_MIN = 30;
export const DESCRIPTION_MAX = 4000;
export const MAX_CLAIM_ITEMS = 100;
/** The building itself, for an owner's cover: it is a section, not a listed item. */
export const BUILDING_ITEM = 'building';

const requiredText = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: message }).pipe(boundedText(max).min(min, { error: message })),
  );

const lossSchema = z
  .number({ error: claimRequestMessages.lossInvalid })
  .int({ error: claimRequestMessages.lossInvalid })
  .positive({ error: claimRequestMessages.lossInvalid })
  .max(1_000_000_000, { error: claimRequestMessages.lossInvalid });

const ClaimItemRequestSchema = z.object({
  /** A cover item's id, or 'building' for an owner's building. */
  item_id: z.union([z.literal(BUILDING_ITEM), idSchema(claimRequestMessages.itemUnknown)], {
    error: claimRequestMessages.itemUnknown,
  }),
  estimated_loss: lossSchema,
});

/** An item the claimant names under a section, listed on the policy or not. */
const NamedItemRequestSchema = z.object({
  section: z.enum(coverSections, { error: claimRequestMessages.itemUnknown }),
  name: requiredText(1, 100, claimSectionMessages.nameRequired),
  estimated_loss: lossSchema,
});
export type NamedItemRequest = z.infer<typeof NamedItemRequestSchema>;

export const ClaimRequestSchema = z
  .object({
    cover_id: idSchema(claimRequestMessages.coverRequired),
    peril: z.enum(perils, { error: claimRequestMessages.perilRequired }),
    occurred_at: z.iso.datetime({ offset: true, error: claimRequestMessages.occurredAtRequired }),
    place: requiredText(3, 200, claimRequestMessages.placeRequired),
    description: requiredText(DESCRIPTION_MIN, DESCRIPTION_MAX, claimRequestMessages.descriptionTooShort),
    items: z
      .array(ClaimItemRequestSchema)
      .max(MAX_CLAIM_ITEMS, { error: claimRequestMessages.tooManyItems })
      .default([]),
    /** What was lost or damaged, named with its value under its section. */
    named_items: z
      .array(NamedItemRequestSchema)
      .max(MAX_CLAIM_ITEMS, { error: claimRequestMessages.tooManyItems })
      .default([]),
    /** Third-party liability: who the third party is and what they claim. Ignored for other perils. */
    third_party: z
      .preprocess((value) => (typeof value === 'string' ? value.trim() : value), boundedText(2000).optional())
      .optional(),
  })
  .superRefine((claim, context) => {
    const ids = claim.items.map((item) => item.item_id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'item_id'],
          message: claimRequestMessages.itemTwice,
        });
    });
    const names = claim.named_items.map((item) => `${item.section}:${item.name.toLowerCase()}`);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        context.addIssue({
          code: 'custom',
          path: ['named_items', index, 'name'],
          message: claimRequestMessages.itemTwice,
        });
    });
    if (claim.items.length + claim.named_items.length > MAX_CLAIM_ITEMS)
      context.addIssue({ code: 'custom', path: ['items'], message: claimRequestMessages.tooManyItems });
    if (claim.peril === 'third_party_liability') {
      if ((claim.third_party ?? '').length < 10)
        context.addIssue({
          code: 'custom',
          path: ['third_party'],
          message: claimRequestMessages.thirdPartyRequired,
        });
    } else if (claim.items.length === 0 && claim.named_items.length === 0) {
      context.addIssue({ code: 'custom', path: ['items'], message: claimRequestMessages.itemsRequired });
    }
  })
  .transform((claim) => ({
    ...claim,
    third_party: claim.peril === 'third_party_liability' ? (claim.third_party ?? null) : null,
  }));
export type ClaimRequest = z.infer<typeof ClaimRequestSchema>;

/** What claimAgainstCover needs of the cover. */
export interface ClaimableCover {
  /** Null while the cover is not in force (unpaid, or its application declined). */
  period: { start: Date; end: Date } | null;
  /** The listed items, each under its section. */
  items: readonly { id: string; name: string; value: number; section: Exclude<CoverSection, 'building'> }[];
  /** Each section's sum insured (the building's for an owner); 0 where the cover does not insure it. */
  sections: SectionSumsInsured;
}

export interface ClaimFieldError {
  path: string;
  message: string;
}

export interface ClaimedItem {
  /** Null for the building and for an item the claimant named. */
  coverItemId: string | null;
  name: string;
  section: CoverSection;
  /** Named by the claimant rather than ticked from the policy's list. */
  named: boolean;
  /** The listed item's sum insured; for the building and a named item, the section's. */
  sumInsured: number;
  estimatedLoss: number;
}

/** The affected items resolved against the cover, or the fields that break its rules. */
export function claimAgainstCover(
  claim: Pick<ClaimRequest, 'occurred_at' | 'items' | 'named_items'>,
  cover: ClaimableCover,
  now: Date,
): { errors: ClaimFieldError[]; items: ClaimedItem[] } {
  const errors: ClaimFieldError[] = [];
  const occurredAt = new Date(claim.occurred_at);
  if (!cover.period) errors.push({ path: 'cover_id', message: claimRequestMessages.notInForce });
  if (occurredAt.getTime() > now.getTime())
    errors.push({ path: 'occurred_at', message: claimRequestMessages.occurredInFuture });
  else if (cover.period && occurredAt < cover.period.start)
    errors.push({ path: 'occurred_at', message: claimRequestMessages.beforeCover });
  else if (cover.period && occurredAt >= cover.period.end)
    errors.push({ path: 'occurred_at', message: claimRequestMessages.afterCover });

  const items: ClaimedItem[] = [];
  claim.items.forEach((item, index) => {
    const insured =
      item.item_id === BUILDING_ITEM
        ? cover.sections.building > 0
          ? { id: null, name: 'the building', value: cover.sections.building, section: 'building' as const }
          : null
        : (cover.items.find((candidate) => candidate.id === item.item_id) ?? null);
    if (!insured) {
      errors.push({ path: `items.${index}.item_id`, message: claimRequestMessages.itemUnknown });
      return;
    }
    if (item.estimated_loss > insured.value) {
      errors.push({
        path: `items.${index}.estimated_loss`,
        message: claimRequestMessages.lossAboveSumInsured(insured.name, insured.value),
      });
      return;
    }
    items.push({
      coverItemId: insured.id,
      name: insured.name,
      section: insured.section,
      named: false,
      sumInsured: insured.value,
      estimatedLoss: item.estimated_loss,
    });
  });
  claim.named_items.forEach((item, index) => {
    const sumInsured = cover.sections[item.section];
    if (sumInsured <= 0) {
      errors.push({
        path: `named_items.${index}.section`,
        message: claimSectionMessages.sectionNotInsured(item.section),
      });
      return;
    }
    items.push({
      coverItemId: null,
      name: item.name,
      section: item.section,
      named: true,
      sumInsured,
      estimatedLoss: item.estimated_loss,
    });
  });
  errors.push(...sectionTotalErrors(items, cover.sections));
  return { errors, items };
}

export type { Peril };
