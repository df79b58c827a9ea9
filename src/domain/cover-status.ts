// A cover is made inactive when the visitor presses Pay Now, and becomes active only when M-Pesa reports
// the money (its callback, or a query of the same request).
export const coverStatuses = ['inactive', 'active'] as const;
export type CoverStatus = (typeof coverStatuses)[number];
