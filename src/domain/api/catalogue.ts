// GET /api/home-insurance/catalogue: the products on sale with what pricing needs, public and cacheable,
// so the wizard can keep a snapshot for an indicative quote offline.
import { z } from 'zod';
import { coverTypes } from '../cover-type';

export const CatalogueProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  underwriter: z.string(),
  cover_types: z.array(z.enum(coverTypes)),
  /** Basis points of each section's sum insured (1 bp = 0.01 %). */
  building_rate_bp: z.number().int().nonnegative(),
  contents_rate_bp: z.number().int().nonnegative(),
  all_risks_rate_bp: z.number().int().nonnegative(),
  minimum_premium: z.number().int().nonnegative(),
});
export type CatalogueProduct = z.infer<typeof CatalogueProductSchema>;

export const CatalogueResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ products: z.array(CatalogueProductSchema) }),
});
export type CatalogueResponse = z.infer<typeof CatalogueResponseSchema>;
