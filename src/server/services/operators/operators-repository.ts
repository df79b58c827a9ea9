// All SQL about operator accounts, their set-up links and recovery codes. Tokens and codes are kept only
// as SHA-256 hashes: they are random, so a copy of these tables gives nothing to guess from.
import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { OperatorRole } from '../../../domain/back-office/operator-roles';
import type { Database } from '../../db/open-database';
import { type Operator, operatorRecoveryCodes, operatorSetupTokens, operators } from '../../db/schema';

export function createOperatorsRepository(db: Database) {
  return {
    async insert(operator: { name: string; email: string; role: OperatorRole }): Promise<Operator> {
      const [row] = await db.insert(operators).values(operator).returning();
      if (!row) throw new Error('operator insert returned no row');
      return row;
    },

    async findByEmail(email: string): Promise<Operator | null> {
      const [row] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
      return row ?? null;
    },

    async findById(id: string): Promise<Operator | null> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
      return row ?? null;
    },

    list(): Promise<Operator[]> {
      return db.select().from(operators).orderBy(asc(operators.createdAt), asc(operators.email));
    },

    async update(id: string, values: Partial<Omit<Operator, 'id'>>): Promise<void> {
      await db.update(operators).set(values).where(eq(operators.id, id));
    },

    /** Records a step as used only if it is later than the last one: false means a replayed code. */
    async claimTotpStep(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({ lastTotpStep: step })
        .where(
          and(
            eq(operators.id, id),
            // Null (no code used yet) or an earlier step.
            sqlStepBefore(step),
          ),
        )
        .returning({ id: operators.id });
      return rows.length === 1;
    },

    async insertSetupToken(token: { tokenHash: string; operatorId: string; expiresAt: Date }) {
      await db.insert(operatorSetupTokens).values(token);
    },

    /** The operator a set-up token is for, while it is unused and unexpired. */
    async findBySetupToken(tokenHash: string, now: Date): Promise<Operator | null> {
      const [row] = await db
        .select({ operator: operators })
        .from(operatorSetupTokens)
        .innerJoin(operators, eq(operatorSetupTokens.operatorId, operators.id))
        .where(
          and(
            eq(operatorSetupTokens.tokenHash, tokenHash),
            isNull(operatorSetupTokens.usedAt),
            gt(operatorSetupTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row?.operator ?? null;
    },

    /** Spends a set-up token; false when another request spent it first. */
    async spendSetupToken(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(operatorSetupTokens)
        .set({ usedAt: now })
        .where(and(eq(operatorSetupTokens.tokenHash, tokenHash), isNull(operatorSetupTokens.usedAt)))
        .returning({ tokenHash: operatorSetupTokens.tokenHash });
      return rows.length === 1;
    },

    /** Replaces every recovery code of the operator with these. */
    async replaceRecoveryCodes(operatorId: string, codeHashes: string[]): Promise<void> {
      await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
      await db.insert(operatorRecoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash, operatorId })));
    },

    /** Spends an unused recovery code of this operator; false when it is not one (or already spent). */
    async spendRecoveryCode(operatorId: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(operatorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(operatorRecoveryCodes.operatorId, operatorId),
            eq(operatorRecoveryCodes.codeHash, codeHash),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ codeHash: operatorRecoveryCodes.codeHash });
      return rows.length === 1;
    },
  };
}

const sqlStepBefore = (step: number) => or(isNull(operators.lastTotpStep), lt(operators.lastTotpStep, step));

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
