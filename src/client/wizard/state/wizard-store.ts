import { proxy, snapshot } from 'valtio/vanilla';
import type { Quotation, QuotedProduct } from '../../../domain/api';
import type { Ownership } from '../../../domain/cover-type';
import { type Item, totalOfItems } from '../../../domain/item-list';
import {
  type ContentsData,
  emptyRow,
  emptyWizardDraft,
  firstStep,
  type ItemCategory,
  idlePayment,
  lastStep,
  type OwnerQuoteState,
  type TenantQuoteState,
  type WizardDraft,
} from './wizard-draft';

/** The wizard's one store. Components read it with useSnapshot and change it only through these actions. */
export const wizard = proxy<WizardDraft>(emptyWizardDraft());

export function replaceWizardDraft(draft: WizardDraft): void {
  Object.assign(wizard, draft);
}

export function wizardSnapshot(): WizardDraft {
  return snapshot(wizard) as WizardDraft;
}

// ---- navigation (point 4: one step at a time within 1..6; any jump allowed; reset returns to 1)

export function goToStep(step: number): void {
  wizard.formNavigation.currentStep = step;
}

export function nextStep(): void {
  const { currentStep } = wizard.formNavigation;
  if (currentStep < lastStep) wizard.formNavigation.currentStep = currentStep + 1;
}

export function previousStep(): void {
  const { currentStep } = wizard.formNavigation;
  if (currentStep > firstStep) wizard.formNavigation.currentStep = currentStep - 1;
}

/** Point 3: a reset clears navigation, owner, tenant and user details. */
export function resetWizard(): void {
  Object.assign(wizard, emptyWizardDraft());
}

// ---- the branch the current ownership choice uses ("the form helper", point 3)

export function activeBranch(draft: WizardDraft = wizard): OwnerQuoteState | TenantQuoteState | null {
  if (draft.formNavigation.ownershipType === 'owner') return draft.owner;
  if (draft.formNavigation.ownershipType === 'tenant') return draft.tenant;
  return null;
}

export function activeContents(draft: WizardDraft = wizard): ContentsData | null {
  if (draft.formNavigation.ownershipType === 'owner') return draft.owner.ownerData;
  if (draft.formNavigation.ownershipType === 'tenant') return draft.tenant.tenantData;
  return null;
}

/** Point 4: changing the owner/tenant choice clears the item lists (and the step's errors, in the view). */
export function chooseOwnership(ownership: Ownership): void {
  if (wizard.formNavigation.ownershipType === ownership) return;
  wizard.formNavigation.ownershipType = ownership;
  for (const contents of [wizard.owner.ownerData, wizard.tenant.tenantData]) {
    contents.householdItemsDescriptions = [];
    contents.gadgetsDescriptions = [];
  }
  wizard.pendingRows = { household: [emptyRow()], gadgets: [emptyRow()] };
}

// ---- items

const listKey = { household: 'householdItemsDescriptions', gadgets: 'gadgetsDescriptions' } as const;
const totalKey = { household: 'valueOfHousehold', gadgets: 'valueOfGadgets' } as const;

export function itemsOf(contents: ContentsData, category: ItemCategory): Item[] {
  return contents[listKey[category]];
}

export function categoryTotal(contents: ContentsData, category: ItemCategory): number {
  return contents[totalKey[category]] ?? 0;
}

export function addItems(category: ItemCategory, items: Item[]): void {
  const contents = activeContents();
  if (!contents) return;
  contents[listKey[category]] = [...contents[listKey[category]], ...items];
  wizard.pendingRows[category] = [emptyRow()];
}

export function removeItem(category: ItemCategory, name: string): void {
  const contents = activeContents();
  if (!contents) return;
  contents[listKey[category]] = contents[listKey[category]].filter((item) => item.name !== name);
}

export function setCategoryTotal(category: ItemCategory, value: number | null): void {
  const contents = activeContents();
  if (contents) contents[totalKey[category]] = value;
}

export { totalOfItems };

// ---- quotation and policy

export function storeQuotation(quotation: Quotation): void {
  const branch = activeBranch();
  if (!branch) return;
  branch.quotationData = quotation;
  branch.quoteId = quotation.id;
  branch.coverage_type = quotation.cover_type;
  wizard.formNavigation.coverType = quotation.cover_type;
  // A new quotation prices afresh: an earlier choice may no longer be offered.
  branch.selectedPolicy = null;
  branch.selectedPolicyId = null;
  branch.chosenPolicyId = null;
  branch.premium = null;
  branch.estimatedPremium = null;
  wizard.saveQuotationKey = null;
  wizard.payment = idlePayment();
}

/**
 * A plain copy of API data read from a render snapshot: those are tracking proxies, which neither the
 * history API nor IndexedDB can clone.
 */
export function plainCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A card picked on Choose Your Policy, not yet continued with: in the draft, so a reload keeps it. */
export function choosePolicyCard(productId: string): void {
  const branch = activeBranch();
  if (branch) branch.chosenPolicyId = productId;
}

/** Point 4: selecting stores the policy, its id, its premium and its estimated premium in the branch. */
export function selectPolicy(product: QuotedProduct): void {
  const branch = activeBranch();
  if (!branch) return;
  branch.selectedPolicy = plainCopy(product);
  branch.selectedPolicyId = product.id;
  branch.chosenPolicyId = product.id;
  branch.premium = product.premium;
  branch.estimatedPremium = product.quotation;
  wizard.saveQuotationKey = null;
  // A different choice is a different purchase: forget any payment begun for the previous one.
  wizard.payment = idlePayment();
}
