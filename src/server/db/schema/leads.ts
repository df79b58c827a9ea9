// Leads: callers who asked the agency to call them back (issue 29's "Call me back", and a loss reported
// by USSD). A lead holds the phone the network gave, why they asked, and, once an operator has called,
// who called and what came of it. The stored-data expiry deletes a lead 90 days after it was called.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { languages } from '../../../domain/language/languages';
import { callBackReasons, leadChannels } from '../../../domain/leads/call-back-reasons';
import { claims } from './claims';
import { sqlList } from './columns';
import { operators } from './operators';

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The phone to call, in 254 form. */
    msisdn: text('msisdn').notNull(),
    reason: text('reason', { enum: callBackReasons }).notNull(),
    channel: text('channel', { enum: leadChannels }).notNull(),
    language: text('language', { enum: languages }).notNull(),
    /** The claim reported in the same session, when the call is about it. */
    claimId: uuid('claim_id').references(() => claims.id, { onDelete: 'set null' }),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    calledAt: timestamp('called_at', { withTimezone: true }),
    calledBy: uuid('called_by').references(() => operators.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (table) => [
    check('leads_reason', sql`${table.reason} in (${sqlList(callBackReasons)})`),
    check('leads_channel', sql`${table.channel} in (${sqlList(leadChannels)})`),
    check('leads_language', sql`${table.language} in (${sqlList(languages)})`),
    check('leads_msisdn', sql`${table.msisdn} ~ '^254[17][0-9]{8}$'`),
    // One open request per phone and reason: asking again is the same lead.
    uniqueIndex('leads_open_idx').on(table.msisdn, table.reason).where(sql`${table.calledAt} is null`),
    index('leads_called_at_idx').on(table.calledAt),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
