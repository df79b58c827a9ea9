// The coverage rule applied to a request's body (`/quote`, and buy-product's `cover`): the same decision as
// the wizard's Next, with each problem named by the JSON field it is about.
import type { CoverItemKind } from './cover-sections';
import type { CoverageValues, CoverType } from './cover-type';
import { type CoverageAnswers, type CoverageField, decideCoverage } from './coverage-rules';
import type { Item } from './item-list';

/** The coverage fields of point 7's get-quotation body (buy-product's `cover` carries the same). */
export interface CoverageRequest {
  is_owner: '1' | '0';
  location: string;
  value_of_property: number;
  value_of_house_hold_items: number;
  value_of_portable_items: number;
  house_hold_items: readonly Item[];
  portable_items: readonly Item[];
}

const requestPaths: Record<CoverageField, keyof CoverageRequest> = {
  location: 'location',
  building: 'value_of_property',
  householdOrPortable: 'value_of_house_hold_items',
  householdItems: 'house_hold_items',
  portableItems: 'portable_items',
};

/** The spec's wire totals as the domain names them: the one place `value_of_house_hold_items` is read. */
export function coverageValuesOfRequest(
  request: Pick<
    CoverageRequest,
    'value_of_property' | 'value_of_house_hold_items' | 'value_of_portable_items'
  >,
): CoverageValues {
  return {
    building: request.value_of_property,
    household: request.value_of_house_hold_items,
    portable: request.value_of_portable_items,
  };
}

type SectionField =
  | 'value_of_house_hold_items'
  | 'value_of_portable_items'
  | 'house_hold_items'
  | 'portable_items';

/** The section fields of a request as sent: copied into another request without naming them again. */
export function sectionFieldsOf<T extends Pick<CoverageRequest, SectionField>>(
  request: T,
): Pick<T, SectionField> {
  return {
    value_of_house_hold_items: request.value_of_house_hold_items,
    value_of_portable_items: request.value_of_portable_items,
    house_hold_items: request.house_hold_items,
    portable_items: request.portable_items,
  };
}

/** Each section's list and total as sent, with the field a problem with it is reported at. */
export function sectionListsOfRequest(
  request: Pick<CoverageRequest, SectionField>,
): { kind: CoverItemKind; path: string; listed: readonly Item[]; total: number }[] {
  return [
    {
      kind: 'portable',
      path: 'portable_items',
      listed: request.portable_items,
      total: request.value_of_portable_items,
    },
    {
      kind: 'household',
      path: 'house_hold_items',
      listed: request.house_hold_items,
      total: request.value_of_house_hold_items,
    },
  ];
}

/** The wire's totals for the household and portable sections. */
export const wireTotalsOf = (values: Pick<CoverageValues, 'household' | 'portable'>) => ({
  value_of_house_hold_items: values.household,
  value_of_portable_items: values.portable,
});

/** The wire's lists for the household and portable sections. */
export const wireListsOf = <T>(lists: Record<CoverItemKind, T>) => ({
  portable_items: lists.portable,
  house_hold_items: lists.household,
});

/** A policy answer's (or its pending items') lists as the domain names them. */
export const listsOfWire = <T>(wire: { house_hold_items: readonly T[]; portable_items: readonly T[] }) => ({
  household: wire.house_hold_items,
  portable: wire.portable_items,
});

/** A policy answer's totals as the domain names them. */
export const totalsOfWire = (wire: {
  value_of_house_hold_items: number;
  value_of_portable_items: number;
}) => ({
  household: wire.value_of_house_hold_items,
  portable: wire.value_of_portable_items,
});

/** The wire lists as the rows a cover holds, each under its section. */
export function coverItemsOfRequest(
  request: Pick<CoverageRequest, 'house_hold_items' | 'portable_items'>,
): (Item & { kind: CoverItemKind })[] {
  return [
    ...request.house_hold_items.map((item) => ({ kind: 'household' as const, ...item })),
    ...request.portable_items.map((item) => ({ kind: 'portable' as const, ...item })),
  ];
}

export type CoverageRequestCheck =
  | { ok: true; coverType: CoverType }
  | { ok: false; message: string; errors: { path: string; message: string }[] };

/**
 * A request's lists are taken as sent: unlike the wizard, which leaves out a list kept under a total of 0,
 * a request that sends one is refused (its items would be insured under a category worth nothing).
 */
export function coverageAnswersOfRequest(request: CoverageRequest): CoverageAnswers {
  const owner = request.is_owner === '1';
  return {
    ownership: owner ? 'owner' : 'tenant',
    // A tenant's building value is not theirs to insure: it is ignored, not refused.
    building: owner ? request.value_of_property : 0,
    location: owner ? request.location : '',
    household: request.value_of_house_hold_items,
    householdItems: request.house_hold_items,
    portable: request.value_of_portable_items,
    portableItems: request.portable_items,
  };
}

export function checkCoverageRequest(request: CoverageRequest): CoverageRequestCheck {
  const decision = decideCoverage(coverageAnswersOfRequest(request));
  if (decision.ok) return decision;
  return {
    ok: false,
    message: decision.message,
    errors: decision.problems.map(({ field, message }) => ({ path: requestPaths[field], message })),
  };
}
