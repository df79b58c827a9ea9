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
}

/**
 * Saves every change of a form into its slot (debounced), and at once when the page is hidden or closed —
 * the moment a phone may kill the tab. Returns a stop function, which saves what is still unsaved.
 */
export function startDraftAutosave<T>(
  slot: DraftSlot<T>,
  source: DraftSource<T>,
  onStateChange: (state: DraftSaveState) => void = () => {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsaved = false;
  const flush = () => {
    clearTimeout(timer);
    if (!unsaved) return;
    unsaved = false;
    slot.save(source.current()).then(
      () => onStateChange('saved'),
      // Quota exceeded or storage blocked: say so rather than lose answers silently.
      () => onStateChange('failed'),
    );
  };
  const unsubscribe = source.subscribe(() => {
    unsaved = true;
    clearTimeout(timer);
    timer = setTimeout(flush, draftSaveDelayMs);
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flush);

  return () => {
    flush();
    unsubscribe();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', flush);
  };
}
