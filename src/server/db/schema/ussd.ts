// USSD sessions (issue 29): where each dialled session stands, so the next step of the same session, a
// gateway's retry of a step, or the same phone dialling again within two minutes of a dropped session all
// pick up where it stopped. A session says nothing personal beyond the phone and the answers of its menus;
// the stored-data expiry removes it after a day.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languages } from '../../../domain/language/languages';
import { ussdActionKinds } from '../../../domain/ussd/ussd-actions';
import { claims } from './claims';
import { sqlList } from './columns';
import { covers } from './covers';

export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    /** The gateway's sessionId. */
    sessionId: text('session_id').primaryKey(),
    /** The phone that dialled, in 254 form. */
    msisdn: text('msisdn').notNull(),
    /** The language the menus speak in this session; null until known (the account's or the first screen's). */
    language: text('language', { enum: languages }),
    /** Where the session stands: the menu step and what its answers so far decided (services/ussd). */
    state: jsonb('state').notNull(),
    /** How many of the session's answers have been acted on: a retried step carries no new one. */
    answers: integer('answers').notNull(),
    /** The last screen sent, 'CON …' or 'END …', sent again to a retry. */
    screen: text('screen').notNull(),
    /** The session ended on an END screen: it is not resumed. */
    ended: boolean('ended').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'ussd_sessions_language',
      sql`${table.language} is null or ${table.language} in (${sqlList(languages)})`,
    ),
    check('ussd_sessions_msisdn', sql`${table.msisdn} ~ '^254[17][0-9]{8}$'`),
    index('ussd_sessions_msisdn_updated_at_idx').on(table.msisdn, table.updatedAt),
    index('ussd_sessions_updated_at_idx').on(table.updatedAt),
  ],
);

export type UssdSessionRow = typeof ussdSessions.$inferSelect;

/**
 * What callers did by USSD (issue 29: every USSD action in the back office's view): a purchase, a payment
 * prompt, documents sent by SMS, a claim, a renewal, a call-back request, each with the phone and what it
 * was done on. The back office's leads desk lists the latest; the stored-data expiry deletes an action
 * after 90 days (the cover, claim or lead it names keeps its own record).
 */
export const ussdActions = pgTable(
  'ussd_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    msisdn: text('msisdn').notNull(),
    action: text('action', { enum: ussdActionKinds }).notNull(),
    coverId: uuid('cover_id').references(() => covers.id, { onDelete: 'set null' }),
    claimId: uuid('claim_id').references(() => claims.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('ussd_actions_action', sql`${table.action} in (${sqlList(ussdActionKinds)})`),
    check('ussd_actions_msisdn', sql`${table.msisdn} ~ '^254[17][0-9]{8}$'`),
    index('ussd_actions_at_idx').on(table.at),
  ],
);

export type UssdActionRow = typeof ussdActions.$inferSelect;
