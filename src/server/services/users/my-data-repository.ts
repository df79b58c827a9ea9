// The SQL of 'Download my data' and 'Delete my account' (Data Protection Act 2019, s.26) that no other
// repository already holds: the notifications about an account's covers, and the erasure itself. What is
// erased and what is kept, and why, is decided in my-data-erasure.ts; this file only carries it out.
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { openClaimStatuses } from '../../../domain/claims/claim-status';
import type { Database } from '../../db/open-database';
import {
  claimEvents,
  claimFiles,
  claimItems,
  claims,
  coverContacts,
  coverEndorsements,
  coverItems,
  coverReviews,
  covers,
  leads,
  type Notification,
  notifications,
  otpChallenges,
  otpPhoneLocks,
  quotations,
  savedQuotations,
  sessions,
  stkRequests,
  users,
  ussdActions,
  ussdSessions,
} from '../../db/schema';
import { passwordLockSubject } from '../auth/password-lock-subject';

export function createMyDataRepository(db: Database) {
  return {
    /** Whether a claim on one of these covers is still open (not declined, not settled). */
    async hasOpenClaim(coverIds: string[]): Promise<boolean> {
      if (coverIds.length === 0) return false;
      const rows = await db
        .select({ id: claims.id })
        .from(claims)
        .where(and(inArray(claims.coverId, coverIds), inArray(claims.status, [...openClaimStatuses])))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Kept claims lose the client's words (place, description, third party, item names, the operators'
     * notes) and their files; the peril, dates, amounts, statuses and payment reference stay with the sale.
     * Returns the claims' ids: their folders in storage (every file stored for them, and any upload a
     * crash cut short, which no row names) are deleted once the transaction has committed.
     */
    async anonymiseClaims(coverIds: string[]): Promise<string[]> {
      if (coverIds.length === 0) return [];
      const ids = (
        await db.select({ id: claims.id }).from(claims).where(inArray(claims.coverId, coverIds))
      ).map((row) => row.id);
      if (ids.length === 0) return [];
      await db
        .update(claims)
        .set({ place: '', description: '', thirdParty: null, declineReason: null })
        .where(inArray(claims.id, ids));
      await db.update(claimItems).set({ name: '' }).where(inArray(claimItems.claimId, ids));
      await db.update(claimEvents).set({ note: null }).where(inArray(claimEvents.claimId, ids));
      await db.delete(claimFiles).where(inArray(claimFiles.claimId, ids));
      return ids;
    },

    async notificationsOf(coverIds: string[]): Promise<Notification[]> {
      if (coverIds.length === 0) return [];
      return db
        .select()
        .from(notifications)
        .where(inArray(notifications.coverId, coverIds))
        .orderBy(asc(notifications.nextAttemptAt), asc(notifications.id));
    },

    async coverIdsOf(userId: string): Promise<string[]> {
      const rows = await db.select({ id: covers.id }).from(covers).where(eq(covers.userId, userId));
      return rows.map((row) => row.id);
    },

    /** Whether M-Pesa may still confirm a payment for one of these covers (a prompt not yet settled). */
    async hasPendingPayment(coverIds: string[]): Promise<boolean> {
      if (coverIds.length === 0) return false;
      const rows = await db
        .select({ id: stkRequests.id })
        .from(stkRequests)
        .where(and(inArray(stkRequests.coverId, coverIds), eq(stkRequests.status, 'pending')))
        .limit(1);
      return rows.length > 0;
    },

    /** Every session of the account and every sign-in code sent for it: nothing signs in as it again. */
    async endSessionsAndCodes(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await db.delete(otpChallenges).where(eq(otpChallenges.userId, userId));
    },

    /** What sign-in keeps about a phone: codes asked for it and its wrong-code count (otp-phone-lock.ts). */
    async forgetPhone(msisdn: string): Promise<void> {
      await db.delete(otpChallenges).where(eq(otpChallenges.subject, msisdn));
      await db
        .delete(otpPhoneLocks)
        .where(inArray(otpPhoneLocks.subject, [msisdn, passwordLockSubject(msisdn)]));
      // What the phone did and asked by USSD: its sessions, its actions, its call-back requests.
      await db.delete(ussdSessions).where(eq(ussdSessions.msisdn, msisdn));
      await db.delete(ussdActions).where(eq(ussdActions.msisdn, msisdn));
      await db.delete(leads).where(eq(leads.msisdn, msisdn));
    },

    /** Leads (saved quotations) left with this phone or, when given, this e-mail address. */
    async deleteLeadsOf(msisdn: string, email: string | null): Promise<void> {
      const matches: SQL[] = [sql`${savedQuotations.contact} ->> 'msisdn' = ${msisdn}`];
      if (email) matches.push(sql`${savedQuotations.contact} ->> 'email' = ${email}`);
      await db.delete(savedQuotations).where(or(...matches));
    },

    /** An account nothing else points at goes whole (its sessions and codes with it, by cascade). */
    async deleteUser(userId: string): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },

    /** The details an unproven signup gave: the account goes back to the bare one a purchase made. */
    async clearSignupDetails(userId: string): Promise<void> {
      await db
        .update(users)
        .set({
          name: '',
          email: null,
          idNumber: null,
          profession: null,
          kraPin: null,
          address: null,
          physicalAddress: null,
          passwordHash: null,
          termsAcceptedAt: null,
          detailsProvenAt: null,
        })
        .where(eq(users.id, userId));
    },

    /**
     * Kept covers lose what identifies the person (contact, property address, item names, the buyer's
     * payment secret, the quotation snapshot with the same), their payments the payer's phone; the sale
     * (product, sums, premium, dates) and the money (amount, receipt, date, paybill) stay.
     */
    async anonymiseCovers(coverIds: string[]): Promise<void> {
      if (coverIds.length === 0) return;
      const quotationIds = (
        await db.select({ id: covers.quotationId }).from(covers).where(inArray(covers.id, coverIds))
      )
        .map((row) => row.id)
        .filter((id): id is string => id !== null);
      await db.delete(coverContacts).where(inArray(coverContacts.coverId, coverIds));
      await db.delete(coverItems).where(inArray(coverItems.coverId, coverIds));
      // Items added later (endorsements) are named too; their amounts stay with the money.
      await db
        .update(coverEndorsements)
        .set({ portableItems: [], householdItems: [] })
        .where(inArray(coverEndorsements.coverId, coverIds));
      await db
        .update(covers)
        .set({
          location: '',
          countryOrTown: '',
          typeOfResidence: '',
          construction: '',
          houseNumber: '',
          plotNumber: '',
          quotationId: null,
          purchaseKey: null,
          paymentTokenHash: null,
          reviewNote: null,
        })
        .where(inArray(covers.id, coverIds));
      // The review's decisions stay (who decided what, when); their words and the refund number may name
      // the person, so they go.
      await db
        .update(coverReviews)
        .set({ note: null, refundMsisdn: null })
        .where(inArray(coverReviews.coverId, coverIds));
      await db.update(stkRequests).set({ msisdn: '' }).where(inArray(stkRequests.coverId, coverIds));
      if (quotationIds.length > 0) {
        await db
          .delete(quotations)
          .where(
            and(
              inArray(quotations.id, quotationIds),
              sql`not exists (select 1 from ${covers} c where c.quotation_id = ${quotations.id})`,
              sql`not exists (select 1 from ${savedQuotations} s where s.quotation_id = ${quotations.id})`,
            ),
          );
      }
    },

    /** The account row stays for its kept covers to point at, with nothing personal left in it. */
    async eraseUser(userId: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({
          name: '',
          msisdn: sql`'erased:' || ${users.id}`,
          email: null,
          idNumber: null,
          profession: null,
          kraPin: null,
          address: null,
          physicalAddress: null,
          passwordHash: null,
          termsAcceptedAt: null,
          detailsProvenAt: null,
          phoneVerifiedAt: null,
          erasedAt: at,
        })
        .where(and(eq(users.id, userId), isNull(users.erasedAt)));
    },
  };
}

export type MyDataRepository = ReturnType<typeof createMyDataRepository>;
