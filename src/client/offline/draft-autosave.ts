import type { DraftSlot } from './draft-store';

/** Typing fires many changes a second; one write per pause is enough and spares a slow phone's storage. */
export const draftSaveDelayMs = 400;

export type DraftSaveState = 'idle' | 'saved' | 'failed';

/** The form being saved, as storage sees it: its current value and a way to hear of changes. */
export interface DraftSource<T> {
  /** A plain copy of the draft as it is now (IndexedDB cannot clone a live proxy). */
  current(): T;
  /** Calls back on every change; returns the function that stops it. */
  subscribe(onChange: () => void): () => void;
  /**
   * What about the draft must never wait for a pause (a step reached, a quotation, a choice): a change that
   * alters it is saved at once, not debounced.
   */
  milestone?(draft: T): string;
}

/**
 * Saves every change of a form into its slot: typing after a pause, a milestone at once. When the page is
 * hidden or closed (the moment a phone may kill the tab) what IndexedDB has not committed yet is written
 * synchronously to the slot's page-hide copy, which the next start takes if it is the newer. Returns a stop
 * function, which saves what is still unsaved.
 */
export function startDraftAutosave<T>(
  slot: DraftSlot<T>,
  source: DraftSource<T>,
  onStateChange: (state: DraftSaveState) => void = () => {},
  /** The form already holds changes nothing has saved (the autosave started late): saved at once. */
  { unsaved = false }: { unsaved?: boolean } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let changes = 0;
  let savedChanges = 0;
  let failed = false;
  // What IndexedDB holds, as text: a hide compares with it rather than with a change count, because a
  // change made in the same task as the hide has not been announced yet.
  let committed = unsaved ? '' : JSON.stringify(source.current());
  let lastMilestone = source.milestone?.(source.current());

  const flush = () => {
    clearTimeout(timer);
    if (savedChanges === changes) return;
    savedChanges = changes;
    const draft = source.current();
    slot.save(draft).then(
      () => {
        committed = JSON.stringify(draft);
        if (!failed) onStateChange('saved');
      },
      () => {
        // Quota exceeded or storage blocked: the slot keeps the draft in memory; say so, once.
        if (failed) return;
        failed = true;
        onStateChange('failed');
      },
    );
  };
  const keepBeforeHiding = () => {
    const draft = source.current();
    if (JSON.stringify(draft) === committed) return;
    slot.keepNow(draft);
    flush();
  };
  const unsubscribe = source.subscribe(() => {
    changes += 1;
    clearTimeout(timer);
    const milestone = source.milestone?.(source.current());
    if (milestone !== lastMilestone) {
      lastMilestone = milestone;
      flush();
    } else {
      timer = setTimeout(flush, draftSaveDelayMs);
    }
  });
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') keepBeforeHiding();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', keepBeforeHiding);
  window.addEventListener('beforeunload', keepBeforeHiding);
  if (unsaved) {
    changes += 1;
    flush();
  }

  return () => {
    flush();
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', keepBeforeHiding);
    window.removeEventListener('beforeunload', keepBeforeHiding);
  };
}
