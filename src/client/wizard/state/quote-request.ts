import type { QuoteRequestInput } from '../../../domain/api/quotations';
import type { CoverageAnswers } from '../../../domain/coverage-rules';
import { itemsInForce } from '../../../domain/item-list';
import type { WizardDraft } from './wizard-draft';

/**
 * The coverage answers of the current branch, in the shape the coverage rules check.
 *
 * A list under a category whose total is 0 or empty is left out, so Next, the quotation and the purchase
 * all agree that the category is not insured. The list itself stays in the draft rather than being
 * cleared with the total: clearing a field to retype the amount is how many people edit a number on a
 * phone, and wiping a carefully typed list at that moment would be the unkind choice. It comes back,
 * checked against the new total, as soon as one is typed.
 */
export function coverageAnswersOf(draft: WizardDraft): CoverageAnswers {
  const ownership = draft.formNavigation.ownershipType;
  const itemSections = ownership === 'owner' ? draft.owner.ownerData : draft.tenant.tenantData;
  return {
    ownership,
    building: ownership === 'owner' ? (draft.owner.ownerData.valueOfBuilding ?? 0) : 0,
    location: ownership === 'owner' ? draft.owner.ownerData.location : '',
    household: itemSections.valueOfHousehold ?? 0,
    householdItems: itemsInForce(itemSections.householdItemsDescriptions, itemSections.valueOfHousehold),
    portable: itemSections.valueOfGadgets ?? 0,
    portableItems: itemsInForce(itemSections.gadgetsDescriptions, itemSections.valueOfGadgets),
  };
}

/** Point 7's get-quotation body from the draft; owner-only fields are empty or 0 for tenants. */
export function quoteRequestOf(draft: WizardDraft): QuoteRequestInput {
  const answers = coverageAnswersOf(draft);
  return {
    is_owner: answers.ownership === 'owner' ? '1' : '0',
    location: answers.location.trim(),
    value_of_property: answers.building,
    value_of_house_hold_items: answers.household,
    value_of_portable_items: answers.portable,
    house_hold_items: answers.householdItems.map(({ name, value }) => ({ name, value })),
    portable_items: answers.portableItems.map(({ name, value }) => ({ name, value })),
  };
}
