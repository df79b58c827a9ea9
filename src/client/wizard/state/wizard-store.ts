import { proxy, snapshot } from 'valtio/vanilla';
import type { Quotation, QuotedProduct } from '../../../domain/api/quotations';
import type { CoverItemKind } from '../../../domain/cover-sections';
import type { CoverType, Ownership } from '../../../domain/cover-type';
import { type Item, type ItemRow, totalOfItems } from '../../../domain/item-list';
import { confirmationOnly, type SettledPurchase } from './purchase-confirmation';
import {
  emptyRow,
  emptyWizardDraft,
  firstStep,
  type ItemSections,
  idlePayment,
  lastStep,
  type OwnerData,
  type OwnerQuoteState,
  type TenantQuoteState,
  type UserDetails,
  type WizardDraft,
} from './wizard-draft';

/**
 * The wizard's one store. Components read it through useWizard (a frozen snapshot) and change it only
 * through the actions below (and the payment's own, in payment/payment-actions.ts); a test holds them to it.
 */
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

/**
 * The payment has settled: the wizard shows Application Complete! and forgets everything else, so the
 * autosave leaves nothing of the buyer on a shared phone (purchase-confirmation.ts).
 */
export function keepOnlyConfirmation(purchase: SettledPurchase, confirmedAt: number): void {
  Object.assign(wizard, confirmationOnly(purchase, confirmedAt));
}

// ---- the branch the current ownership choice uses ("the form helper", point 3)

export function activeBranch(draft: WizardDraft): OwnerQuoteState | TenantQuoteState | null {
  if (draft.formNavigation.ownershipType === 'owner') return draft.owner;
  if (draft.formNavigation.ownershipType === 'tenant') return draft.tenant;
  return null;
}

export function activeItemSections(draft: WizardDraft): ItemSections | null {
  if (draft.formNavigation.ownershipType === 'owner') return draft.owner.ownerData;
  if (draft.formNavigation.ownershipType === 'tenant') return draft.tenant.tenantData;
  return null;
}

/** Point 4: changing the owner/tenant choice clears the item lists (and the step's errors, in the view). */
export function chooseOwnership(ownership: Ownership): void {
  if (wizard.formNavigation.ownershipType === ownership) return;
  wizard.formNavigation.ownershipType = ownership;
  for (const itemSections of [wizard.owner.ownerData, wizard.tenant.tenantData]) {
    itemSections.householdItemsDescriptions = [];
    itemSections.gadgetsDescriptions = [];
  }
  wizard.pendingRows = { household: [emptyRow()], portable: [emptyRow()] };
}

// ---- items

// The draft keeps the spec's state names (valueOfGadgets, gadgetsDescriptions); the kinds are ours.
const listKey = { household: 'householdItemsDescriptions', portable: 'gadgetsDescriptions' } as const;
const totalKey = { household: 'valueOfHousehold', portable: 'valueOfGadgets' } as const;

export function itemsOf(itemSections: ItemSections, category: CoverItemKind): Item[] {
  return itemSections[listKey[category]];
}

export function sectionTotal(itemSections: ItemSections, category: CoverItemKind): number {
  return itemSections[totalKey[category]] ?? 0;
}

export function addItems(category: CoverItemKind, items: Item[]): void {
  const itemSections = activeItemSections(wizard);
  if (!itemSections) return;
  itemSections[listKey[category]] = [...itemSections[listKey[category]], ...items];
  wizard.pendingRows[category] = [emptyRow()];
}

export function removeItem(category: CoverItemKind, name: string): void {
  const itemSections = activeItemSections(wizard);
  if (!itemSections) return;
  itemSections[listKey[category]] = itemSections[listKey[category]].filter((item) => item.name !== name);
}

/** A row typed under a category but not yet added (point 5): it lives in the draft too. */
export function editPendingRow(
  category: CoverItemKind,
  index: number,
  field: keyof ItemRow,
  value: string,
): void {
  const row = wizard.pendingRows[category][index];
  if (row) row[field] = value;
}

export function addPendingRow(category: CoverItemKind): void {
  wizard.pendingRows[category].push(emptyRow());
}

/** Point 5: the last remaining row is reset rather than removed. */
export function removePendingRow(category: CoverItemKind, index: number): void {
  const current = wizard.pendingRows[category];
  wizard.pendingRows[category] =
    current.length === 1 ? [emptyRow()] : current.filter((_, at) => at !== index);
}

export function setSectionTotal(category: CoverItemKind, value: number | null): void {
  const itemSections = activeItemSections(wizard);
  if (itemSections) itemSections[totalKey[category]] = value;
}

export { totalOfItems };

/** The owner's building: its value and where and what it is. */
export function updatePropertyDetails(changes: Partial<Omit<OwnerData, keyof ItemSections>>): void {
  Object.assign(wizard.owner.ownerData, changes);
}

// ---- contact details

export function setUserDetail(field: keyof UserDetails, value: string): void {
  wizard.userDetails[field] = value;
}

/** A verified account fills the details it holds, and those lock (point 2, Contact & KYC). */
export function fillFromAccount(details: Partial<UserDetails>, locked: (keyof UserDetails)[]): void {
  Object.assign(wizard.userDetails, details);
  wizard.lockedFields = locked;
}

/** The contact save's Idempotency-Key: kept until the save succeeds, so a retry never saves twice. */
export function leadSaveKey(): string {
  wizard.saveQuotationKey ??= crypto.randomUUID();
  return wizard.saveQuotationKey;
}

/** Saved: the key has served; a later save (after Back, with changed details) is a new request. */
export function forgetLeadSaveKey(): void {
  wizard.saveQuotationKey = null;
}

// ---- the M-Pesa number (the payment's progress has its own actions in payment/payment-actions.ts)

/** Point 2: the M-Pesa number defaults to the contact step's, until one is typed or a payment begins. */
export function defaultPaymentNumber(): void {
  if (wizard.payment.phase === 'idle' && wizard.payment.msisdn === '') {
    wizard.payment.msisdn = wizard.userDetails.mpesaNumber;
  }
}

/** A new number makes the last payment notice (about the old one) stale. */
export function setPaymentNumber(msisdn: string): void {
  wizard.payment.msisdn = msisdn;
  wizard.payment.notice = null;
}

// ---- quotation and policy

export function storeQuotation(quotation: Quotation): void {
  const branch = activeBranch(wizard);
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

/**
 * Opens the branch whose quotation priced a product (Buy Now on a product's page), whatever the current
 * ownership answer. Not chooseOwnership: that clears the item lists, and these belong to this quotation.
 */
export function openQuotedBranch(ownership: Ownership, coverType: CoverType): void {
  wizard.formNavigation.ownershipType = ownership;
  wizard.formNavigation.coverType = coverType;
}

/** A card picked on Choose Your Policy, not yet continued with: in the draft, so a reload keeps it. */
export function choosePolicyCard(productId: string): void {
  const branch = activeBranch(wizard);
  if (branch) branch.chosenPolicyId = productId;
}

/** Point 4: selecting stores the policy, its id, its premium and its estimated premium in the branch. */
export function selectPolicy(product: QuotedProduct): void {
  const branch = activeBranch(wizard);
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
