// List policies (point 7): the call names no user (point 6), so the session decides whose covers these
// are. A cover belongs to the account of the phone it was bought for (cover-holder.ts), so one bought
// anonymously shows here once its phone's holder signs in with a code sent to that phone.
import type { Policy } from '../../../domain/api';
import type { User } from '../../db/schema';
import type { CoverListingRepository } from './cover-listing-repository';
import { toPolicy } from './policy-record';

export function createCoverListingService(deps: { listing: CoverListingRepository }) {
  return {
    async coversOf(viewer: User): Promise<Policy[]> {
      // Signup and a profile change take a phone on trust; covers bought for that phone are someone's
      // policy, receipt and address, so they show only once the phone is proven (a code sent to it, or an
      // M-Pesa payment confirmed from it).
      if (viewer.phoneVerifiedAt === null) return [];
      return (await deps.listing.coversOf(viewer.id)).map(toPolicy);
    },

    /** One of the viewer's covers, as the list shows it; null when it is not theirs to see. */
    async coverOf(viewer: User, coverId: string): Promise<Policy | null> {
      return (await this.coversOf(viewer)).find((policy) => policy.id === coverId) ?? null;
    },
  };
}
