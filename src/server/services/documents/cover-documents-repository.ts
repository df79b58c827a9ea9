// The cover columns the documents own: the policy number (from its sequence) and the stored schedule.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/language/languages';
import type { Database } from '../../db/open-database';
import { queryRows } from '../../db/query-rows';
import { covers, users } from '../../db/schema';

export function createCoverDocumentsRepository(db: Database) {
  return {
    /** The account a cover belongs to; null when there is no such cover. */
    async holderOf(coverId: string): Promise<string | null> {
      const [row] = await db.select({ userId: covers.userId }).from(covers).where(eq(covers.id, coverId));
      return row?.userId ?? null;
    },

    /** The language of the cover's holder, which their documents are printed in; null for no such cover. */
    async holderLanguageOf(coverId: string): Promise<Language | null> {
      const [row] = await db
        .select({ language: users.language })
        .from(covers)
        .innerJoin(users, eq(users.id, covers.userId))
        .where(eq(covers.id, coverId));
      return row?.language ?? null;
    },

    /**
     * Gives the cover a policy number made from the next sequence value, unless it has one; returns the
     * number it ends up with. Two racing calls may both draw a value: one number wins, the other value is a
     * gap in the sequence, never a second number on one cover or one number on two.
     */
    async assignPolicyNumber(coverId: string, format: (sequence: number) => string): Promise<string> {
      const [drawn] = await queryRows<{ value: string }>(
        db,
        sql`select nextval('policy_number_seq') as value`,
      );
      await db
        .update(covers)
        .set({ policyNumber: format(Number(drawn?.value)) })
        .where(and(eq(covers.id, coverId), isNull(covers.policyNumber)));
      const [row] = await db
        .select({ policyNumber: covers.policyNumber })
        .from(covers)
        .where(eq(covers.id, coverId));
      if (!row?.policyNumber) throw new Error(`cover ${coverId} has no policy number`);
      return row.policyNumber;
    },

    async recordSchedule(coverId: string, key: string, issuedAt: Date): Promise<void> {
      await db
        .update(covers)
        .set({ scheduleKey: key, scheduleIssuedAt: issuedAt })
        .where(eq(covers.id, coverId));
    },

    /**
     * The cover's verification code, drawn with `draw` the first time a document needs it. A code that
     * collides with another cover's (the unique index refuses it) is drawn again; two racing calls keep
     * whichever was written first.
     */
    async verificationCodeOf(coverId: string, draw: () => string): Promise<string> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const [row] = await db
          .select({ code: covers.verificationCode })
          .from(covers)
          .where(eq(covers.id, coverId));
        if (!row) throw new Error(`cover ${coverId} does not exist`);
        if (row.code) return row.code;
        try {
          await db
            .update(covers)
            .set({ verificationCode: draw() })
            .where(and(eq(covers.id, coverId), isNull(covers.verificationCode)));
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new Error(`no free verification code for cover ${coverId}`);
    },

    /** The cover a verification code belongs to; null for a code no cover has. */
    async coverWithCode(code: string): Promise<string | null> {
      const [row] = await db.select({ id: covers.id }).from(covers).where(eq(covers.verificationCode, code));
      return row?.id ?? null;
    },

    async scheduleKeyOf(coverId: string): Promise<string | null> {
      const [row] = await db.select({ key: covers.scheduleKey }).from(covers).where(eq(covers.id, coverId));
      return row?.key ?? null;
    },
  };
}

export type CoverDocumentsRepository = ReturnType<typeof createCoverDocumentsRepository>;

/** The unique index refused a verification code another cover already has. */
function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
  return cause?.code === '23505' && cause.constraint === 'covers_verification_code_unique';
}
