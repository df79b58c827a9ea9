// A valtio store read whole by a component, through React's own useSyncExternalStore. valtio/react's
// useSnapshot also tracks which fields a render read (proxy-compare, about 1.2 KB gz), which pays off for
// the wizard's large store; the shell's small stores (the session, the toast host) are read whole, so they
// use this instead and every page's JS is spared the tracking.
import { useCallback, useSyncExternalStore } from 'react';
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla';

export function useStoreSnapshot<T extends object>(store: T): Snapshot<T> {
  const watch = useCallback(
    (changed: () => void) => {
      const stop = subscribe(store, changed);
      // A change between the render and this subscription would otherwise go unseen.
      changed();
      return stop;
    },
    [store],
  );
  // valtio keeps one snapshot per version of the store, so an unchanged store reads as the same object.
  const read = () => snapshot(store);
  return useSyncExternalStore(watch, read, read);
}
