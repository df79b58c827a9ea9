// Keeps the catalogue snapshot fresh: whenever the wizard opens online its prices are saved, so a quote
// asked for later with no signal can still show an indicative premium.
import { fetchCatalogue } from '../api/catalogue-api';

export async function refreshCatalogueSnapshot(): Promise<void> {
  if (!navigator.onLine) return;
  try {
    const [products, { saveCatalogueSnapshot }] = await Promise.all([
      fetchCatalogue(),
      import('../offline/catalogue-snapshot-store'),
    ]);
    await saveCatalogueSnapshot(products, Date.now());
  } catch {
    // No answer or no storage: the previous snapshot (if any) stays, and the wizard works without it.
  }
}
