// A claim's personal data never reaches a log line (docs/security.md: what the logs never
// hold): with every line captured at trace level, making a claim, a refused one, uploads (one refused),
// downloads and the back office's request and decline leave no phone, e-mail, name, place, description,
// third party, request or reason in the log.
import { describe, expect, it } from 'vitest';
import { jpegBytes, pdfBytes, setupClaimsApp, textBytes } from '../../../helpers/server-claims';

const logLines: string[] = [];
const { context, auth, claimant, claimOf, postClaim, theftOf, upload, signedInOperator } = setupClaimsApp({
  logLines,
});

const secrets = {
  place: 'Plot 77 Riverside Drive',
  description:
    'The burglars climbed over the back wall near the mango tree and forced the kitchen door open.',
  thirdParty: 'Mr Kiprotich Arap Boit in flat B2 says my geyser leak ruined his carpet.',
  request: 'Please resend the abstract signed by Inspector Mwangi at Kilimani station.',
  reason: 'Policyholder Wanjiru admitted the door was left unlocked on purpose.',
};

describe('claim log lines', () => {
  it('carry no personal data of the claim or its client', async () => {
    const client = await claimant();
    const claim = await claimOf(client, { place: secrets.place, description: secrets.description });
    await postClaim(
      client.token,
      theftOf(client, { peril: 'third_party_liability', items: [], third_party: secrets.thirdParty }),
    );
    await postClaim(
      client.token,
      theftOf(client, {
        place: secrets.place,
        description: secrets.description,
        occurred_at: '2030-01-01T00:00:00Z',
      }),
    );
    const photo = await upload(client.token, claim.id, { bytes: jpegBytes });
    await upload(client.token, claim.id, { bytes: textBytes });
    await upload(client.token, claim.id, {
      bytes: pdfBytes,
      type: 'application/pdf',
      documentType: 'police_abstract',
    });
    await context.app.inject({ method: 'GET', url: photo.json().data.url, headers: auth(client.token) });
    const agent = await signedInOperator('agent');
    await context.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${claim.id}/request-document`,
      headers: auth(agent.token),
      payload: { document_type: 'police_abstract', message: secrets.request },
    });
    await context.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${claim.id}/decline`,
      headers: auth(agent.token),
      payload: { reason: secrets.reason },
    });
    await context.app.notifications.drain();

    const log = logLines.join('\n');
    expect(log).toContain(claim.id);
    const local = `0${client.holder.slice(3)}`;
    for (const forbidden of [
      client.holder,
      local,
      client.email,
      'Wanjiru Kamau',
      ...Object.values(secrets),
    ]) {
      expect(log, forbidden).not.toContain(forbidden);
    }
  });
});
