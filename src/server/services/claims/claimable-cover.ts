// The facts a claim is checked against, read from one of the holder's covers: whether it is in force (paid,
// and not declined by the agency) and for which period, and what it insures (its listed items by id, and
// the building on an owner's cover). The portal's claim form reads the same through the claimable route.
import type { Policy } from '../../../domain/api';
import type { ClaimableCover as ClaimableCoverView } from '../../../domain/api/claims';
import { claimDocumentNames, claimDocumentsByPeril } from '../../../domain/claims/claim-documents';
import { BUILDING_ITEM, type ClaimableCover } from '../../../domain/claims/claim-request';
import { claimSectionNames, type SectionSumsInsured } from '../../../domain/claims/claim-sections';
import { perilNames, perils } from '../../../domain/claims/perils';
import { coverSections } from '../../../domain/cover-sections';
import { coverageValuesOfRequest } from '../../../domain/coverage-request';
import { sectionSums } from '../../../domain/section-sums';
import type { ClaimsRepository } from './claims-repository';

type CoverItemRow = Awaited<ReturnType<ClaimsRepository['coverItemsOf']>>[number];

/**
 * Each section's sum insured, as the cover's type insures it (the rating engine's rule, section-sums.ts):
 * the building only on an owner's cover, a total left at 0 insures nothing.
 */
function sectionSumsInsured(policy: Policy): SectionSumsInsured {
  const values = coverageValuesOfRequest(policy);
  const sums = policy.cover_type ? sectionSums(values, policy.cover_type) : values;
  return {
    building: policy.is_owner === '1' ? (sums.building ?? 0) : 0,
    household: sums.household ?? 0,
    portable: sums.portable ?? 0,
  };
}

export function claimableCover(policy: Policy, items: readonly CoverItemRow[]): ClaimableCover {
  const inForce =
    policy.status === 'active' && policy.review_status !== 'declined' && policy.start_date && policy.end_date;
  return {
    period: inForce
      ? { start: new Date(policy.start_date ?? ''), end: new Date(policy.end_date ?? '') }
      : null,
    items: items.map((item) => ({ id: item.id, name: item.name, value: item.value, section: item.kind })),
    sections: sectionSumsInsured(policy),
  };
}

export function claimableCoverView(policy: Policy, items: readonly CoverItemRow[]): ClaimableCoverView {
  const cover = claimableCover(policy, items);
  return {
    cover_id: policy.id,
    period: cover.period
      ? { start: cover.period.start.toISOString(), end: cover.period.end.toISOString() }
      : null,
    items: [
      ...(cover.sections.building > 0
        ? [
            {
              item_id: BUILDING_ITEM,
              name: 'The building',
              kind: 'building' as const,
              sum_insured: cover.sections.building,
            },
          ]
        : []),
      ...items.map((item) => ({
        item_id: item.id,
        name: item.name,
        kind: item.kind,
        sum_insured: item.value,
      })),
    ],
    sections: coverSections
      .filter((section) => cover.sections[section] > 0)
      .map((section) => ({
        section,
        name: claimSectionNames[section],
        sum_insured: cover.sections[section],
      })),
    perils: perils.map((peril) => ({
      peril,
      name: perilNames[peril],
      documents: claimDocumentsByPeril[peril].map((requirement) => ({
        document_type: requirement.type,
        name: claimDocumentNames[requirement.type],
        need: requirement.need,
        when: requirement.when ?? null,
      })),
    })),
  };
}
