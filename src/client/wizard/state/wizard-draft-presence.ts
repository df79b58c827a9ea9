// Whether the wizard has anything to restore, known without IndexedDB: a first visit (nearly every visit to
// the page that takes the money) opens at once, and the store (Dexie, 30 KB gz and some 60 ms of a phone's
// CPU to start) loads only once the visitor changes something. Until then a page-hide copy keeps what they
// entered, as the autosave's own does later.
import { subscribe } from 'valtio/vanilla';
import { savedDraftFlag } from '../../offline/device-flag';
import { readDraftFallback, writeDraftFallback } from '../../offline/draft-fallback';
import { wizard, wizardSnapshot } from './wizard-store';

export const wizardDraftId = 'wizard';

/**
 * False only when nothing was ever saved here (or it was cleared). A draft an older build saved, before
 * the flag existed, is not looked for: it would cost every first visit the store.
 */
export function mayHoldWizardDraft(): boolean {
  return savedDraftFlag(wizardDraftId).isSet() || readDraftFallback(wizardDraftId) !== null;
}

/**
 * Calls `onFirstChange` once the wizard first changes; until then, and until the returned stop is called,
 * a page hidden or closed after a change keeps the wizard in its synchronous page-hide copy.
 */
export function watchForFirstChange(onFirstChange: () => void): () => void {
  let changed = false;
  const keep = () => {
    if (changed) writeDraftFallback(wizardDraftId, wizardSnapshot(), Date.now());
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') keep();
  };
  const unsubscribe = subscribe(wizard, () => {
    if (changed) return;
    changed = true;
    onFirstChange();
  });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', keep);
  window.addEventListener('beforeunload', keep);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', keep);
    window.removeEventListener('beforeunload', keep);
  };
}
