// A tenant who insured totals only (no item list) claims by naming what was lost, with its value,
// under the section it belongs to; each section's estimated losses add up to at most its sum insured, and
// above it the route answers 400 with the domain's words, never a 5xx. The back office reads the items.
import { describe, expect, it } from 'vitest';
import { AdminClaimSchema } from '../../../../src/domain/api/admin-claims';
import { ClaimCreatedResponseSchema } from '../../../../src/domain/api/claims';
import { claimSectionMessages } from '../../../../src/domain/claims/claim-sections';
import { setupClaimsApp } from '../../../helpers/server-claims';

const { context, auth, claimant, theftOf, postClaim, signedInOperator } = setupClaimsApp();

// The test cover's totals: KSh 300,000 of household items and KSh 80,000 of portable ones, nothing listed.
const totalsOnly = { cover: { house_hold_items: [], portable_items: [] } };

describe('a claim on a cover insured by totals only', () => {
  it('offers the sections to name items under, and no listed item to tick', async () => {
    const client = await claimant(totalsOnly);
    expect(client.form.items).toEqual([]);
    expect(client.form.sections).toEqual([
      { section: 'household', name: 'Household items', sum_insured: 300_000 },
      { section: 'portable', name: 'Portable items', sum_insured: 80_000 },
    ]);
  });

  it('receives a claim that names the lost items under their sections, and the back office reads them', async () => {
    const client = await claimant(totalsOnly);
    const response = await postClaim(
      client.token,
      theftOf(client, {
        items: [],
        named_items: [
          { section: 'household', name: 'Television', estimated_loss: 45_000 },
          { section: 'household', name: 'Sofa set', estimated_loss: 120_000 },
          { section: 'portable', name: 'Laptop', estimated_loss: 80_000 },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const claim = ClaimCreatedResponseSchema.parse(response.json()).data;
    expect(claim.total_estimated_loss).toBe(245_000);
    expect(claim.items).toEqual(
      expect.arrayContaining([
        {
          cover_item_id: null,
          name: 'Television',
          section: 'household',
          named: true,
          sum_insured: 300_000,
          estimated_loss: 45_000,
        },
        {
          cover_item_id: null,
          name: 'Sofa set',
          section: 'household',
          named: true,
          sum_insured: 300_000,
          estimated_loss: 120_000,
        },
        {
          cover_item_id: null,
          name: 'Laptop',
          section: 'portable',
          named: true,
          sum_insured: 80_000,
          estimated_loss: 80_000,
        },
      ]),
    );

    const agent = await signedInOperator();
    const read = await context.app.inject({
      method: 'GET',
      url: `/api/admin/claims/${claim.id}`,
      headers: auth(agent.token),
    });
    expect(read.statusCode, read.body).toBe(200);
    const admin = AdminClaimSchema.parse(read.json());
    expect(admin.claim.items.map((item) => [item.section, item.name, item.estimated_loss])).toEqual(
      expect.arrayContaining([
        ['household', 'Television', 45_000],
        ['household', 'Sofa set', 120_000],
        ['portable', 'Laptop', 80_000],
      ]),
    );
    // Each section's sum insured once: KSh 300,000 and KSh 80,000.
    expect([admin.settlement_cap, admin.settlement_cap_basis]).toEqual([380_000, 'items']);
  });

  it("refuses losses above a section's sum insured with the message, at that section", async () => {
    const client = await claimant(totalsOnly);
    const response = await postClaim(
      client.token,
      theftOf(client, {
        items: [],
        named_items: [
          { section: 'portable', name: 'Laptop', estimated_loss: 60_000 },
          { section: 'portable', name: 'Phone', estimated_loss: 25_000 },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    const message = claimSectionMessages.aboveSumInsured('portable', 85_000, 80_000);
    expect(message).toBe(
      'The estimated losses under portable items add up to KSh 85,000, more than their sum insured, KSh 80,000.',
    );
    expect(response.json()).toMatchObject({
      status: false,
      message,
      errors: [{ path: 'sections.portable', message }],
    });
  });

  it('refuses an item named under the building on a tenant’s cover, and a name left blank, in words', async () => {
    const client = await claimant(totalsOnly);
    const building = await postClaim(
      client.token,
      theftOf(client, {
        items: [],
        named_items: [{ section: 'building', name: 'Roof', estimated_loss: 5_000 }],
      }),
    );
    expect(building.statusCode).toBe(400);
    expect(building.json()).toMatchObject({ message: 'This policy does not insure the building.' });
    const blank = await postClaim(
      client.token,
      theftOf(client, {
        items: [],
        named_items: [{ section: 'household', name: ' ', estimated_loss: 5_000 }],
      }),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: claimSectionMessages.nameRequired });
  });
});

describe('a claim on a cover with an item list', () => {
  it('takes a ticked listed item and an item named under the same section, capped together', async () => {
    const client = await claimant();
    const sofa = client.form.items[0]?.item_id;
    const within = await postClaim(
      client.token,
      theftOf(client, {
        items: [{ item_id: sofa, estimated_loss: 200_000 }],
        named_items: [{ section: 'household', name: 'Curtains', estimated_loss: 100_000 }],
      }),
    );
    expect(within.statusCode, within.body).toBe(201);
    const above = await postClaim(
      client.token,
      theftOf(client, {
        place: 'Kilimani, Nairobi, the second time',
        items: [{ item_id: sofa, estimated_loss: 200_000 }],
        named_items: [{ section: 'household', name: 'Curtains', estimated_loss: 100_001 }],
      }),
    );
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      message: claimSectionMessages.aboveSumInsured('household', 300_001, 300_000),
    });
  });
});
