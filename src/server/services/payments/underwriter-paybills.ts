// Which paybill a premium goes to. Kenya's Insurance Act s.156 (cash and carry) forbids an intermediary to
// receive premiums on an insurer's behalf, so a prompt pays the chosen product's underwriter's own paybill,
// and every query about it is signed for that same paybill (Daraja only answers its owner).
import type { StkRequest } from '../../db/schema';
import type { Paybill } from '../../integrations/mpesa/daraja-client';
import type { Repositories } from '../repositories';

export function createUnderwriterPaybills(paybills: Record<string, Paybill>) {
  async function forProduct(
    repositories: Pick<Repositories, 'catalogue' | 'covers'>,
    productId: string,
  ): Promise<Paybill> {
    const entry = await repositories.catalogue.productWithUnderwriter(productId);
    const paybill = entry ? paybills[entry.underwriter.id] : undefined;
    // Never a fallback to some other paybill: that would take an insurer's premium into the wrong account.
    if (!paybill) throw new Error(`no paybill configured for the underwriter of product ${productId}`);
    return paybill;
  }

  return {
    forProduct,

    /** Every underwriter's paybill shortcode, once each. */
    shortcodes: (): string[] => [...new Set(Object.values(paybills).map((paybill) => paybill.shortcode))],

    /** The paybill a request was asked for; rows from before paybills were recorded use the cover's. */
    async forRequest(
      repositories: Pick<Repositories, 'catalogue' | 'covers'>,
      row: StkRequest,
    ): Promise<Paybill> {
      const recorded = Object.values(paybills).find((paybill) => paybill.shortcode === row.paybillShortcode);
      if (recorded) return recorded;
      const cover = await repositories.covers.findById(row.coverId);
      if (!cover) throw new Error(`cover ${row.coverId} of STK request ${row.id} not found`);
      return forProduct(repositories, cover.productId);
    },
  };
}

export type UnderwriterPaybills = ReturnType<typeof createUnderwriterPaybills>;
