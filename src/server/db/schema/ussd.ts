// USSD sessions (issue 29): where each dialled session stands, so the next step of the same session, a
// gateway's retry of a step, or the same phone dialling again within two minutes of a dropped session all
// pick up where it stopped. A session says nothing personal beyond the phone and the answers of its menus;
// the stored-data expiry removes it after a day.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { languages } from '../../../domain/language/languages';
import { sqlList } from './columns';

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
