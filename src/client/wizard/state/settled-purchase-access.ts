// What the page that just paid may still use for its purchase: the payment token, which
// opens the receipt for half an hour, and the phone the policy was bought for, which the portal's code
// sign-in starts with. In memory only, never in the draft: on a shared phone the device must keep nothing
// of the buyer or the payment's secret once it has settled (purchase-confirmation.ts), so a reload forgets
// both and the confirmation's links fall back to a sign-in where the person types their number.

export interface SettledPurchaseAccess {
  coverId: string;
  paymentToken: string | null;
  /** The contact number: the account the cover belongs to, where the sign-in code goes. */
  phone: string;
}

let access: SettledPurchaseAccess | null = null;

export function rememberSettledPurchase(next: SettledPurchaseAccess): void {
  access = next;
}

/** This page's access to the purchase shown, or null (another purchase, or the page was reloaded). */
export function settledPurchaseAccess(coverId: string | null): SettledPurchaseAccess | null {
  return coverId !== null && access?.coverId === coverId ? access : null;
}

export function forgetSettledPurchase(): void {
  access = null;
}
