// Keeps the catalogue snapshot fresh: whenever the wizard opens online its prices are saved, so a quote
// asked for later with no signal can still show an indicative premium.
// The prices come at once; the store under them (IndexedDB's library, 28 KB gz) waits while a quote is asked:
// on a slow line it would share the bandwidth with the quote the visitor is waiting on.
import { fetchCatalogue } from '../api/catalogue-api';
import { whenNoUrgentRequests } from '../api/urgent-requests';

export async function refreshCatalogueSnapshot(): Promise<void> {
  if (!navigator.onLine) return;
  try {
    const products = await fetchCatalogue();
    await whenNoUrgentRequests();
    const { saveCatalogueSnapshot } = await import('../offline/catalogue-snapshot-store');
    await saveCatalogueSnapshot(products, Date.now());
  } catch {
    // No answer or no storage: the previous snapshot (if any) stays, and the wizard works without it.
  }
}
