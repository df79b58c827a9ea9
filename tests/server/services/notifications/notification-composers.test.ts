// The outbox's registry of composers: each feature registers the kinds it writes, and a kind nobody
// composes is refused when it is queued, inside the caller's transaction, instead of becoming a row that
// could never be sent. Two features cannot claim the same kind.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import { queryRows } from '../../../../src/server/db/query-rows';
import {
  createComposerRegistry,
  type NotificationComposer,
} from '../../../../src/server/services/notifications/notification-composers';
import { createRepositories } from '../../../../src/server/services/repositories';
import { setupTestApp } from '../../../helpers/server-app';
import { buyBody, payerEndingIn, quoteFor } from '../../../helpers/server-payments';

const composerOf = (...kinds: string[]): NotificationComposer => ({
  kinds,
  compose: async (notification) => ({ sms: { to: '254700000000', text: notification.kind } }),
});

describe('the registry of notification composers', () => {
  it('finds the composer of an exact kind and of a family’s member', () => {
    const registry = createComposerRegistry();
    const exact = composerOf('cover_paid');
    const family = composerOf('claim:');
    registry.register(exact);
    registry.register(family);
    expect(registry.composerFor('cover_paid')).toBe(exact);
    expect(registry.composerFor('claim:1:received:2')).toBe(family);
    expect(registry.composerFor('cover_paid_twice')).toBeNull();
  });

  it('refuses a kind no feature registered', () => {
    const registry = createComposerRegistry();
    registry.register(composerOf('cover_paid'));
    expect(() => registry.requireComposer('cover_unpaid')).toThrow(/no composer .* cover_unpaid/);
  });

  it('refuses, at wiring, a second composer for a kind or family already taken', () => {
    const registry = createComposerRegistry();
    registry.register(composerOf('cover_paid', 'claim:'));
    expect(() => registry.register(composerOf('cover_paid'))).toThrow(/already has a composer/);
    expect(() => registry.register(composerOf('claim:'))).toThrow(/already has a composer/);
    expect(() => registry.register(composerOf('claim:7'))).toThrow(/already has a composer/);
    expect(() => registry.register(composerOf())).toThrow(/names no kind/);
  });
});

describe('the notification outbox of the built app', () => {
  const context = setupTestApp();

  it('refuses to queue a kind without a composer, and writes no row for it', async () => {
    const repositories = createRepositories(context.database.db);
    const queued = context.app.notifications.enqueue(repositories, {
      coverId: randomUUID(),
      channel: 'sms',
      kind: 'nobody_composes_this',
      notBefore: new Date(),
    });
    await expect(queued).rejects.toThrow(
      /no composer is registered for notification kind nobody_composes_this/,
    );
    const rows = await queryRows<{ id: string }>(
      context.database.db,
      sql`select id from notifications where kind = 'nobody_composes_this'`,
    );
    expect(rows).toEqual([]);
  });

  it('has the kinds of payments, reviews, claims and renewals registered by their features', () => {
    // Each feature registered its kinds when the app was built: claiming one again is refused.
    for (const kind of [
      'payment_received',
      'items_paid:',
      'review_approved',
      'claim:',
      'renewal_reminder_7',
    ]) {
      expect(() => context.app.notifications.register(composerOf(kind))).toThrow(/already has a composer/);
    }
  });

  it('fails a stored row whose kind lost its composer, to be retried and then given up, never dropped', async () => {
    const quotation = await quoteFor(context.app);
    const bought = StkPushResponseSchema.parse(
      (
        await context.app.inject({
          method: 'POST',
          url: '/api/home-insurance/quotations/buy-product',
          payload: buyBody(quotation, payerEndingIn('2048')),
        })
      ).json(),
    );
    const coverId = bought.data.cover_id;
    // A row an older version wrote, of a kind no feature registers any more.
    await context.database.db.execute(
      sql`insert into notifications (cover_id, channel, kind, status, next_attempt_at)
            values (${coverId}, 'sms', 'retired_kind', 'pending', ${new Date(0).toISOString()})`,
    );
    expect(await context.app.notifications.sendDue(coverId)).toBe(1);
    const [row] = await queryRows<{ status: string; attempts: number; last_error: string | null }>(
      context.database.db,
      sql`select status, attempts, last_error from notifications where cover_id = ${coverId} and kind = 'retired_kind'`,
    );
    expect(row).toEqual({ status: 'pending', attempts: 1, last_error: 'NO_COMPOSER' });
  });
});
