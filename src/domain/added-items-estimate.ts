// Point 9: the Add Items dialog's estimate. Only an estimate: the server re-prices the added sums with the
// product's rates, pro rata, and its amount_due is what M-Pesa is asked for.

/** Point 9: the premium grows by 5 % of the total value of the added items. */
export const addedItemsRate = 0.05;

/** Current quotation plus 5 % of the added values; null with no items (the dialog shows no estimate). */
export function estimatePremiumWithItems(
  quotation: number,
  items: readonly { value: number }[],
): number | null {
  if (items.length === 0) return null;
  const added = items.reduce((sum, item) => sum + item.value, 0);
  return quotation + added * addedItemsRate;
}
