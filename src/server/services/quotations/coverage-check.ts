// The server's own check of a quote request's coverage answers (point 5, Coverage Next): the client
// checks the same before sending, but a request can come from anywhere. The schema has already checked
// each value's type and sign; this checks how they fit together.
import type { QuoteRequest } from '../../../domain/api';
import { type CoverType, deriveCoverType, type Ownership } from '../../../domain/cover-type';
import { itemListProblem } from '../../../domain/item-list';
import type { FieldError } from '../../http/app-errors';

export type CoverageCheck = { ok: true; coverType: CoverType } | { ok: false; fieldErrors: FieldError[] };

export const ownershipOf = (request: QuoteRequest): Ownership =>
  request.is_owner === '1' ? 'owner' : 'tenant';

export function checkCoverage(request: QuoteRequest): CoverageCheck {
  const ownership = ownershipOf(request);
  const values = {
    building: request.value_of_property,
    household: request.value_of_house_hold_items,
    gadgets: request.value_of_portable_items,
  };
  const fieldErrors: FieldError[] = [];

  if (ownership === 'owner' && request.location === '') {
    fieldErrors.push({ path: 'location', message: 'Please enter the location of the property' });
  }
  const coverType = deriveCoverType(ownership, values);
  if (coverType === null) {
    fieldErrors.push(
      ownership === 'owner'
        ? {
            path: 'value_of_property',
            message: 'Please enter the value of the building, or of both your household items and gadgets',
          }
        : {
            path: 'value_of_house_hold_items',
            message: 'Please enter the value of your household items or of your gadgets',
          },
    );
  }
  // An itemised list is optional; when given, it must pass the same rules as the wizard's Add Items
  // (names, values, duplicates, adding up to its category's total exactly), in the spec's words.
  const lists = [
    ['house_hold_items', request.house_hold_items, values.household],
    ['portable_items', request.portable_items, values.gadgets],
  ] as const;
  for (const [path, items, total] of lists) {
    const problem = itemListProblem(items, total);
    if (problem) fieldErrors.push({ path, message: problem });
  }
  if (fieldErrors.length > 0 || coverType === null) return { ok: false, fieldErrors };
  return { ok: true, coverType };
}
