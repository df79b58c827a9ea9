// /verify/<code>: what a landlord or a bank officer sees when they open a document's check, with no
// account: the verdict, the product, underwriter and period, and the holder's initials only.
import { screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../../src/client/state/session';
import { validityInWords, verificationMessages } from '../../../src/domain/documents/verification-messages';
import { queryRows } from '../../../src/server/db/query-rows';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { buyCoverFor, settledPurchase } from '../../helpers/portal-policies';
import { renderAppAt } from '../../helpers/render-app';
import { payerEndingIn } from '../../helpers/server-payments';
import { uniqueMsisdn } from '../../helpers/server-users';

const api = serveApiForClientTests();

beforeEach(() => clearSession());

/** A paid cover's check code, drawn as its first document (the cover note) is printed. */
async function paidCoverCode() {
  const bought = await buyCoverFor(api.app, uniqueMsisdn(), payerEndingIn('0000'));
  expect((await settledPurchase(api.app, bought)).status).toBe('success');
  const coverId = bought.data.cover_id;
  await api.app.documents.coverNoteForMail(coverId);
  const [row] = await queryRows<{ code: string }>(
    api.database.db,
    sql`select verification_code as code from covers where id = ${coverId}`,
  );
  return { coverId, code: row?.code ?? '', bought };
}

describe('the document check page', () => {
  it('tells a stranger the cover is valid, with the product, underwriter, period and initials only', async () => {
    const { code, bought } = await paidCoverCode();
    renderAppAt(`/verify/${code}`);
    expect(await screen.findByRole('heading', { level: 1, name: verificationMessages.title })).toBeTruthy();
    const result = within(
      (
        await screen.findByRole('heading', { level: 2, name: validityInWords.pending_review.verdict })
      ).closest('section') as HTMLElement,
    );
    expect(result.getByText(verificationMessages.product).nextElementSibling?.textContent).not.toBe('');
    expect(result.getByText(/^\d{1,2} \w+ \d{4} – \d{1,2} \w+ \d{4}$/)).toBeTruthy();
    expect(result.getByText(/^(\p{Lu}\. )*\p{Lu}\.$/u)).toBeTruthy();
    const page = document.body.textContent ?? '';
    expect(page).toContain(verificationMessages.privacy);
    expect(page).not.toContain(bought.reference);
    expect(page).not.toContain(String(bought.data.amount.toLocaleString('en-KE')));
  });

  it('says so when the application was declined', async () => {
    const { coverId, code } = await paidCoverCode();
    await api.database.db.execute(sql`update covers set review_status = 'declined' where id = ${coverId}`);
    renderAppAt(`/verify/${code}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: validityInWords.declined.verdict }),
    ).toBeTruthy();
  });

  it('says an unknown code is unknown', async () => {
    renderAppAt('/verify/ABCDEFGHJK23');
    expect((await screen.findByRole('alert')).textContent).toBe(verificationMessages.unknownCode);
    expect(screen.queryByRole('heading', { level: 2, name: /^(Valid|Not valid)/ })).toBeNull();
  });
});
