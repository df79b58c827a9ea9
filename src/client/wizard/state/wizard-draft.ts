// Point 3's client state for the purchase wizard: form navigation, the owner and tenant branches and the
// user details, as one serialisable draft that is saved to IndexedDB on every change.
import type { Quotation, QuotedProduct } from '../../../domain/api/quotations';
import type { CoverItemKind } from '../../../domain/cover-sections';
import type { CoverType, Ownership } from '../../../domain/cover-type';
import type { Item, ItemRow } from '../../../domain/item-list';
import { wizardStepMessages } from '../../../domain/wizard-step-messages';

// Each title is read when shown, in the page's language.
export const wizardSteps = [
  {
    step: 1,
    get title() {
      return wizardStepMessages.step1;
    },
  },
  {
    step: 2,
    get title() {
      return wizardStepMessages.step2;
    },
  },
  {
    step: 3,
    get title() {
      return wizardStepMessages.step3;
    },
  },
  {
    step: 4,
    get title() {
      return wizardStepMessages.step4;
    },
  },
  {
    step: 5,
    get title() {
      return wizardStepMessages.step5;
    },
  },
  {
    step: 6,
    get title() {
      return wizardStepMessages.step6;
    },
  },
] as const;
export const firstStep = 1;
export const lastStep = 6;

export interface FormNavigation {
  currentStep: number;
  ownershipType: Ownership | null;
  coverType: CoverType | null;
}

/** The quote fields both branches share (point 3). */
export interface QuoteFields {
  coverage_type: CoverType | null;
  quotationData: Quotation | null;
  quoteId: string | null;
  selectedPolicy: QuotedProduct | null;
  selectedPolicyId: string | null;
  /**
   * The card picked on Choose Your Policy before Continue, kept so a reload at step 2 still shows it picked.
   * Absent from drafts saved before it existed (read it with `?? null`).
   */
  chosenPolicyId: string | null;
  /** The chosen product's base premium. */
  premium: number | null;
  /** The chosen product's total for the year (its `quotation`). */
  estimatedPremium: number | null;
}

/** The household and portable sections' answers, under the spec's state names. */
export interface ItemSections {
  valueOfHousehold: number | null;
  householdItemsDescriptions: Item[];
  valueOfGadgets: number | null;
  gadgetsDescriptions: Item[];
}

export interface OwnerData extends ItemSections {
  valueOfBuilding: number | null;
  location: string;
  countyTown: string;
  typeOfResidence: string;
  construction: string;
  houseNumber: string;
  plotNumber: string;
}

export interface OwnerQuoteState extends QuoteFields {
  ownerData: OwnerData;
}

export interface TenantQuoteState extends QuoteFields {
  tenantData: ItemSections;
}

export interface UserDetails {
  fullName: string;
  id_number: string;
  email: string;
  profession: string;
  postalAddress: string;
  kraPin: string;
  mpesaNumber: string;
  userId: string;
}

/** Point 4's wizard payment sub-states, kept in the draft so a reload mid-payment picks up where it was. */
export interface PaymentProgress {
  phase: 'idle' | 'initiating' | 'awaiting' | 'confirmed' | 'failed';
  /** The M-Pesa number as typed; defaults to the contact number. */
  msisdn: string;
  coverId: string | null;
  policyId: string | null;
  /**
   * The purchase's short reference, what the confirmation shows. Absent from drafts saved
   * before it existed (read it with `?? null`).
   */
  reference: string | null;
  checkoutRequestId: string | null;
  transactionId: string | null;
  amount: number | null;
  /** When the prompt on the phone closes (epoch ms). */
  expiresAt: number | null;
  receipt: string | null;
  /**
   * What the step says; a failed payment's M-Pesa result adds the payer's next step, shown in the failure
   * panel (absent from drafts saved before it existed). `paybill` shows the paybill panel at once: the
   * failure was one the prompt is unlikely to get past soon, or a Retry failed again.
   */
  notice: { tone: 'info' | 'warning' | 'error'; text: string; nextStep?: string; paybill?: boolean } | null;
  /** Whether the prompt awaited now is a Retry's: its failure is a Retry that failed again. */
  retried?: boolean;
  /** The buy request's Idempotency-Key: a Pay Now repeated after a dropped connection creates nothing twice. */
  buyKey: string | null;
  /** Retry Payment's Idempotency-Key, one per failure: pressing again after a dropped answer replays it. */
  retryKey: string | null;
  /**
   * The buy answer's payment token: the server shows this payment's details, and retries it, only for
   * the page that holds it. Absent from drafts saved before it existed (read it with `?? null`).
   */
  paymentToken: string | null;
  /**
   * When the settled purchase's confirmation was first shown (epoch ms): the device forgets it 30 minutes
   * later (purchase-confirmation.ts). Absent from drafts saved before it existed.
   */
  confirmedAt: number | null;
}

export const idlePayment = (): PaymentProgress => ({
  phase: 'idle',
  msisdn: '',
  coverId: null,
  policyId: null,
  reference: null,
  checkoutRequestId: null,
  transactionId: null,
  amount: null,
  expiresAt: null,
  receipt: null,
  notice: null,
  buyKey: null,
  retryKey: null,
  paymentToken: null,
  confirmedAt: null,
});

export interface WizardDraft {
  formNavigation: FormNavigation;
  owner: OwnerQuoteState;
  tenant: TenantQuoteState;
  userDetails: UserDetails;
  /** Item rows typed but not yet added, so they too survive a reload. */
  pendingRows: Record<CoverItemKind, ItemRow[]>;
  /** Fields that came back filled from a verified account and are locked (point 2, Contact & KYC). */
  lockedFields: (keyof UserDetails)[];
  /**
   * The Idempotency-Key of the contact step's save, kept until it succeeds: a retry after a dropped
   * connection must not save the lead twice.
   */
  saveQuotationKey: string | null;
  payment: PaymentProgress;
}

const emptyQuoteFields = (): QuoteFields => ({
  coverage_type: null,
  quotationData: null,
  quoteId: null,
  selectedPolicy: null,
  selectedPolicyId: null,
  chosenPolicyId: null,
  premium: null,
  estimatedPremium: null,
});

const emptyItemSections = (): ItemSections => ({
  valueOfHousehold: null,
  householdItemsDescriptions: [],
  valueOfGadgets: null,
  gadgetsDescriptions: [],
});

export const emptyRow = (): ItemRow => ({ name: '', value: '' });

export function emptyWizardDraft(): WizardDraft {
  return {
    formNavigation: { currentStep: firstStep, ownershipType: null, coverType: null },
    owner: {
      ...emptyQuoteFields(),
      ownerData: {
        ...emptyItemSections(),
        valueOfBuilding: null,
        location: '',
        countyTown: '',
        typeOfResidence: '',
        construction: '',
        houseNumber: '',
        plotNumber: '',
      },
    },
    tenant: { ...emptyQuoteFields(), tenantData: emptyItemSections() },
    userDetails: {
      fullName: '',
      id_number: '',
      email: '',
      profession: '',
      postalAddress: '',
      kraPin: '',
      mpesaNumber: '',
      userId: '',
    },
    pendingRows: { household: [emptyRow()], portable: [emptyRow()] },
    lockedFields: [],
    saveQuotationKey: null,
    payment: idlePayment(),
  };
}
