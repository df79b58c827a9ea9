// Issue 28: the client portal in Kiswahili. My Policies' card says its status and its actions in
// Kiswahili, and the claim form's first step asks what happened in Kiswahili; neither shows the English.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kingaDb } from '../../../src/client/offline/kinga-db';
import MyClaimsSection, { type ClaimTarget } from '../../../src/client/portal/claims/my-claims-section';
import { MyPoliciesSection } from '../../../src/client/portal/policies/my-policies-section';
import { clearSession, signIn } from '../../../src/client/state/session';
import { claimFormMessages } from '../../../src/domain/claims/claim-screen-messages';
import { perilNames } from '../../../src/domain/claims/perils';
import { readInLanguage, setLanguageSource } from '../../../src/domain/language/current-language';
import { policyCardMessages, policyStatusNames } from '../../../src/domain/policies-messages';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { buyCoverFor, settledPurchase, signInHolder } from '../../helpers/portal-policies';
import { payerEndingIn } from '../../helpers/server-payments';
import { captureSms } from '../../helpers/server-sms';
import { uniqueMsisdn } from '../../helpers/server-users';

const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender });

const inKiswahili = <T,>(read: () => T): T => readInLanguage('sw', read);

/**
 * A holder of one paid tenant's cover, signed in on this device (in English: the test helpers read the
 * sign-in code from the English SMS); the page then speaks Kiswahili, and so does the API it calls.
 */
async function holderOfPaidCover() {
  const holder = uniqueMsisdn();
  const bought = await buyCoverFor(api.app, holder, payerEndingIn('0000'));
  expect((await settledPurchase(api.app, bought)).status).toBe('success');
  const { token, user } = await signInHolder(api.app, sms, holder);
  signIn({ token, user, msisdn: user.msisdn });
  setLanguageSource(() => 'sw');
  return { user, coverId: bought.data.cover_id, reference: bought.reference };
}

function ClaimHarness({ userId, target }: { userId: string; target: ClaimTarget }) {
  const [claimOn, setClaimOn] = useState<ClaimTarget | null>(target);
  return <MyClaimsSection userId={userId} claimOn={claimOn} onClaimClosed={() => setClaimOn(null)} />;
}

beforeEach(async () => {
  clearSession();
  await kingaDb().policies.clear();
  await kingaDb().drafts.clear();
  await kingaDb().claims.clear();
});
afterEach(() => setLanguageSource(() => 'en'));

describe('the portal in Kiswahili', () => {
  it("shows My Policies' card with its status and actions in Kiswahili", async () => {
    const { user, reference } = await holderOfPaidCover();
    render(<MyPoliciesSection userId={user.id} msisdn={user.msisdn} />);

    const card = within(await screen.findByRole('article'));
    const active = inKiswahili(() => policyStatusNames.Active);
    expect(active).toBe('Inatumika');
    const badge = card.getByRole('button', {
      name: inKiswahili(() => policyStatusNames.historyLabel({ status: active })),
    });
    expect(badge.textContent).toBe(active);
    expect(card.getByText(`Bima kumb. ${reference}`)).toBeTruthy();
    expect(card.getByText(inKiswahili(() => policyCardMessages.premium))).toBeTruthy();
    expect(
      card.getByRole('button', { name: inKiswahili(() => policyCardMessages.viewDetails) }),
    ).toBeTruthy();
    expect(card.getByRole('button', { name: inKiswahili(() => policyCardMessages.makeClaim) })).toBeTruthy();
    // None of the card's English.
    expect(card.queryByText('Active')).toBeNull();
    expect(card.queryByText('Premium')).toBeNull();
    expect(card.queryByRole('button', { name: 'View Details' })).toBeNull();

    // The payment history opens in Kiswahili too.
    await userEvent.setup().click(badge);
    expect(await screen.findByRole('dialog', { name: inKiswahili(() => policyCardMessages.historyTitle) }));
  });

  it("asks the claim form's first questions in Kiswahili", async () => {
    const { user, coverId } = await holderOfPaidCover();
    render(<ClaimHarness userId={user.id} target={{ coverId, label: 'Nyumbani' }} />);

    await screen.findByRole('button', { name: inKiswahili(() => claimFormMessages.send) });
    expect(
      screen.getByRole('heading', {
        name: inKiswahili(() => claimFormMessages.heading({ label: 'Nyumbani' })),
      }),
    ).toBeTruthy();
    expect(screen.getByText(inKiswahili(() => claimFormMessages.whatHappened))).toBeTruthy();
    // The perils, as the server names them for a Kiswahili page.
    expect(screen.getByRole('radio', { name: inKiswahili(() => perilNames.burglary_theft) })).toBeTruthy();
    expect(screen.queryByText('What happened?')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Burglary and theft' })).toBeNull();

    expect(screen.getByLabelText(new RegExp(inKiswahili(() => claimFormMessages.when)))).toBeTruthy();
    expect(screen.getByLabelText(new RegExp(inKiswahili(() => claimFormMessages.where)))).toBeTruthy();
    expect(screen.queryByLabelText(/When did it happen/)).toBeNull();
    // The checks' messages are not asserted: the form's schema reads them when its module loads, which in
    // a browser is after the page's language is settled, and here was in English.
  });
});
