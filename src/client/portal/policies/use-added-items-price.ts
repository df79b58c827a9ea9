// The server's price of the items in Add Items' list, asked again after every add or
// remove, so the dialog shows what will be charged beside the spec's estimate. The same pricing as the
// PUT that adds them (cover-items-service.ts), so what is shown is what M-Pesa asks for.
import { useEffect, useState } from 'react';
import type { CoverItemsPrice, Policy } from '../../../domain/api/covers';
import { priceAddedItems } from '../../api/covers-api';
import { addedItemsRequest, type ItemToAdd } from './added-items-request';

export type AddedItemsPrice =
  | { state: 'none' }
  | { state: 'pricing' }
  | { state: 'priced'; price: CoverItemsPrice }
  | { state: 'failed' };

export function useAddedItemsPrice(
  policy: Policy,
  items: readonly ItemToAdd[],
  online: boolean,
): AddedItemsPrice {
  const [price, setPrice] = useState<AddedItemsPrice>({ state: 'none' });
  useEffect(() => {
    if (items.length === 0 || !online) {
      setPrice({ state: items.length === 0 ? 'none' : 'failed' });
      return;
    }
    // An older answer arriving after a newer list was priced must not replace it.
    let current = true;
    setPrice({ state: 'pricing' });
    priceAddedItems(addedItemsRequest(policy, items)).then(
      (priced) => current && setPrice({ state: 'priced', price: priced }),
      () => current && setPrice({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [policy, items, online]);
  return price;
}
