// Renewing a cover. The holder asks with the renewal's items; renewal-terms.ts decides whether
// and at what price. `quote` stops there; `renew` keeps it as a new unpaid cover linked to the old one
// (covers.renews_cover_id, unique, so a cover has one renewal), with the old cover's property and contact
// details, paid with the existing STK push route. Asking again before paying (other items) re-prices that
// same renewal rather than making a second one; once it is paid, the cover is renewed and a new ask is a 409.
// Decided under the old cover's row lock, so two taps at once make one renewal.
import type { RenewalQuote, RenewCoverRequest } from '../../../domain/api';
import { coverItemsOfRequest } from '../../../domain/coverage-request';
import type { Clock } from '../../clock';
import type { Cover, User } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import type { TransactionalRepositories } from '../repositories';
import { renewalTerms } from './renewal-terms';

/** The viewer's own cover, or a 404 that says nothing of anyone else's. */
function ownCover(cover: Cover | null, viewer: User): Cover {
  // An account whose phone is unproven sees none of the covers bought for it (cover-listing-service.ts).
  if (!cover || cover.userId !== viewer.id || viewer.phoneVerifiedAt === null)
    throw apiError('cover_not_found');
  return cover;
}

export function createRenewalService(deps: {
  repositories: TransactionalRepositories<'catalogue' | 'covers' | 'renewals' | 'stkRequests'>;
  clock: Clock;
}) {
  const { repositories, clock } = deps;
  return {
    /** The renewal's price at today's rates and its start; nothing is kept. */
    async quote(viewer: User, coverId: string, request: RenewCoverRequest): Promise<RenewalQuote> {
      const cover = ownCover(await repositories.covers.findById(coverId), viewer);
      return (await renewalTerms(repositories, cover, request, clock.now())).quote;
    },

    /** Makes (or re-prices) the cover's unpaid renewal; returns its id and price. */
    async renew(
      viewer: User,
      coverId: string,
      request: RenewCoverRequest,
    ): Promise<{ renewalId: string; quote: RenewalQuote }> {
      const now = clock.now();
      return repositories.transaction(async (tx) => {
        const cover = ownCover(await tx.covers.lockById(coverId), viewer);
        const terms = await renewalTerms(tx, cover, request, now);
        const change = { ...terms.values, premium: terms.price.premium, quotation: terms.price.total };
        const existing = await tx.renewals.lockRenewalOf(cover.id);
        // A paid renewal the agency then declined is being refunded; renewing again is a conversation.
        if (existing?.reviewStatus === 'declined') {
          throw apiError('renewal_declined');
        }
        if (existing?.status === 'active') {
          throw apiError('already_renewed');
        }
        if (existing) {
          // Its prompt asked the old amount; changing the price under an open prompt would refuse its payment.
          if (await tx.stkRequests.findOpenForCover(existing.id, now)) {
            throw apiError('prompt_open@renewal');
          }
          await tx.renewals.replaceItems(existing.id, coverItemsOfRequest(request), change);
          return { renewalId: existing.id, quote: terms.quote };
        }
        const contact = await tx.covers.contactOf(cover.id);
        const renewal = await tx.covers.insert(
          {
            userId: cover.userId,
            productId: cover.productId,
            isOwner: cover.isOwner,
            location: cover.location,
            countryOrTown: cover.countryOrTown,
            typeOfResidence: cover.typeOfResidence,
            construction: cover.construction,
            houseNumber: cover.houseNumber,
            plotNumber: cover.plotNumber,
            valueOfProperty: cover.valueOfProperty,
            ...change,
            status: 'inactive',
            createdAt: now,
            renewsCoverId: cover.id,
            periodStart: terms.periodStart,
          },
          coverItemsOfRequest(request),
          contact
            ? {
                name: contact.name,
                msisdn: contact.msisdn,
                email: contact.email,
                idNumber: contact.idNumber,
                profession: contact.profession,
                kraPin: contact.kraPin,
                address: contact.address,
              }
            : {
                name: viewer.name,
                msisdn: viewer.msisdn,
                email: viewer.email,
                idNumber: viewer.idNumber,
                profession: viewer.profession,
                kraPin: viewer.kraPin,
                address: viewer.address,
              },
        );
        return { renewalId: renewal.id, quote: terms.quote };
      });
    },
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
