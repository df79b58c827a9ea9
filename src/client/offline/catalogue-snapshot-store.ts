// The catalogue snapshot for offline indicative quotes: saved whenever the wizard opens online, read back
// checked against the contract (an older build may have saved another shape).
import type { CatalogueProduct } from '../../domain/api/catalogue';
import { kingaDb } from './kinga-db';

export async function saveCatalogueSnapshot(products: CatalogueProduct[], savedAt: number): Promise<void> {
  await kingaDb().catalogue.put({ id: 'current', products, savedAt });
}

export async function readCatalogueSnapshot(): Promise<CatalogueProduct[]> {
  const [record, { CatalogueProductSchema }] = await Promise.all([
    kingaDb().catalogue.get('current'),
    // The contract's schemas (zod) load only here, when an offline quote needs the snapshot.
    import('../../domain/api/catalogue'),
  ]);
  const parsed = CatalogueProductSchema.array().safeParse(record?.products ?? []);
  return parsed.success ? parsed.data : [];
}
