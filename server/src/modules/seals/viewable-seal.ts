// The seal whose picture a caller may see: their own signature, or an enterprise seal of an
// enterprise they belong to — every seal of it for its seal managers, the ones they may use for
// other members. Anything else is SEAL_NOT_FOUND (or the signing interface's refusal), so a
// stranger learns nothing about the seal. Only a generated seal has an SVG.
import { AppError } from '@ecsign/core/errors';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seals, type TSealRecord } from '../../db/schema-seals';
import type { AuthContext } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { usableSeal } from './seal-for-signing';
import { sealUserOf } from './seal-user-of';

export async function viewableSeal(
  context: AppContext,
  caller: AuthContext,
  sealId: string,
  format: 'png' | 'svg',
): Promise<TSealRecord> {
  const { db } = context.database;
  const [seal] = await db.select().from(seals).where(eq(seals.id, sealId));
  if (!seal) throw new AppError('SEAL_NOT_FOUND');
  if (seal.ownerType === 'PERSON') {
    if (seal.userId !== caller.userId) throw new AppError('SEAL_NOT_FOUND');
  } else {
    const acting = await actingEnterpriseAccount(context, caller, { enterpriseId: seal.enterpriseId! });
    if (!acting.permissions.includes('seal:manage'))
      await usableSeal(db, await sealUserOf(db, acting.accountId), sealId);
  }
  if (format === 'svg' && seal.source !== 'GENERATED') throw new AppError('SEAL_NOT_FOUND');
  return seal;
}
