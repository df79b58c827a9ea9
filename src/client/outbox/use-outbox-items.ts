// The outbox's items for a view, read again whenever the outbox changes in this tab.
import { useEffect, useState } from 'react';
import { outboxHoldsItemsFlag } from '../offline/device-flag';
import type { OutboxRecord } from '../offline/outbox-store';
import { onOutboxEvent } from './outbox-events';

export function useOutboxItems(kind: string): OutboxRecord[] {
  const [items, setItems] = useState<OutboxRecord[]>([]);
  useEffect(() => {
    let live = true;
    // A device that has never queued anything has nothing to show: Dexie is not even loaded for it.
    const read = () =>
      void (outboxHoldsItemsFlag.isSet() ? import('../offline/outbox-store') : Promise.resolve(null))
        .then((store) => store?.outboxItems() ?? [])
        .then((all) => {
          if (all.length === 0) outboxHoldsItemsFlag.clear();
          if (live) setItems(all.filter((item) => item.kind === kind));
        })
        .catch(() => {
          // Storage blocked: nothing can have been queued either.
        });
    read();
    const stop = onOutboxEvent(read);
    return () => {
      live = false;
      stop();
    };
  }, [kind]);
  return items;
}
