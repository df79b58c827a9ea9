// The dashboard's claims made today: counted over Nairobi's day on the injected clock, as the other figures.
import { describe, expect, it } from 'vitest';
import { DashboardSchema } from '../../../../src/domain/api/admin-dashboard';
import { setupClaimsApp } from '../../../helpers/server-claims';

const claims = setupClaimsApp();
const { context, clock } = claims;

describe('GET /api/admin/dashboard: claims', () => {
  it('counts the claims made in Nairobi’s today, not yesterday’s', async () => {
    // 2 March, about 13:00 in Nairobi.
    const yesterdays = await claims.claimant();
    await claims.claimOf(yesterdays);
    // 3 March, about 01:00 in Nairobi: the first claim was made yesterday.
    clock.advance(11 * 60 * 60 * 1000);
    const todays = await claims.claimant();
    await claims.claimOf(todays);
    await claims.claimOf(todays, {
      peril: 'fire_explosion',
      description: 'A gas cylinder caught fire in the kitchen at night.',
    });

    const agent = await claims.signedInOperator('agent');
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: claims.auth(agent.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ day: '2026-03-03', claims: 2 });
    expect(DashboardSchema.parse(response.json()).claims).toBe(2);
  });
});
