// The catalogue snapshot for offline indicative quotes: saved whenever the wizard opens online, read back
// checked against the contract (an older build may have saved another shape).
import { type CatalogueProduct, CatalogueProductSchema } from '../../domain/api';
import { kingaDb } from './kinga-db';

export async function saveCatalogueSnapshot(products: CatalogueProduct[], savedAt: number): Promise<void> {
  await kingaDb().catalogue.put({ id: 'current', products, savedAt });
}

export async function readCatalogueSnapshot(): Promise<CatalogueProduct[]> {
  const record = await kingaDb().catalogue.get('current');
  const parsed = CatalogueProductSchema.array().safeParse(record?.products ?? []);
  return parsed.success ? parsed.data : [];
}
