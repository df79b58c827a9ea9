// All SQL about the per-phone locks on wrong codes and wrong passwords (one row per subject,
// otp-phone-lock.ts has the rule).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { otpPhoneLocks } from '../../db/schema';
import type { PhoneLockState } from './otp-phone-lock';

export function createOtpPhoneLocksRepository(db: Database) {
  return {
    /**
     * The subject's lock state, its row locked until the transaction ends (created if missing). Every
     * code request and check for a phone takes this lock first, so they take turns per phone.
     */
    async lockForUpdate(subject: string): Promise<PhoneLockState> {
      await db.insert(otpPhoneLocks).values({ subject }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(otpPhoneLocks)
        .where(eq(otpPhoneLocks.subject, subject))
        .for('update');
      if (!row) throw new Error('otp phone lock row vanished inside its transaction');
      return row;
    },

    /** The subject's lock state without locking it (a quick refusal while locked), or null if none. */
    async read(subject: string): Promise<PhoneLockState | null> {
      const [row] = await db.select().from(otpPhoneLocks).where(eq(otpPhoneLocks.subject, subject));
      return row ?? null;
    },

    async save(subject: string, state: PhoneLockState): Promise<void> {
      await db.update(otpPhoneLocks).set(state).where(eq(otpPhoneLocks.subject, subject));
    },

    /** Rows that remember nothing any more: no wrong code and no lock ending since `forgetBefore`. */
    async deleteForgotten(forgetBefore: Date): Promise<void> {
      await db
        .delete(otpPhoneLocks)
        .where(
          and(
            or(isNull(otpPhoneLocks.lastWrongAt), lt(otpPhoneLocks.lastWrongAt, forgetBefore)),
            or(isNull(otpPhoneLocks.lockedUntil), lt(otpPhoneLocks.lockedUntil, forgetBefore)),
          ),
        );
    },
  };
}

export type OtpPhoneLocksRepository = ReturnType<typeof createOtpPhoneLocksRepository>;
