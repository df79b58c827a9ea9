// Column builders and SQL the schema's files share (not tables, so index.ts does not re-export them).
import { sql } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

// Whole shillings that a request may set as high as ShillingsSchema's cap (KSh 10,000,000,000): past a
// 32-bit integer's 2,147,483,647, so 64-bit. Drizzle reads them as JS numbers, exact up to 2^53.
export const shillings = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A CHECK's list of allowed values, `'a', 'b'`, written from the domain's constant so the database and
 * the code cannot come to disagree. Quoted and joined with ', ' exactly as the migrations' snapshots hold
 * the text: drizzle-kit compares it as a string, so another spelling would read as a changed constraint.
 * The values are the code's own constants, never input, so quoting them raw is safe.
 */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
