// The outbox's items for a view, read again whenever the outbox changes in this tab.
import { useEffect, useState } from 'react';
import { type OutboxRecord, outboxItems } from '../offline/outbox-store';
import { onOutboxEvent } from './outbox-events';

export function useOutboxItems(kind: string): OutboxRecord[] {
  const [items, setItems] = useState<OutboxRecord[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void outboxItems()
        .then((all) => {
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
