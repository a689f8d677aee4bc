// The interface the contracts module signs with: the seal an account may put on a document (its
// image, kind and printed size), the seals it may choose from on the signing page, and — in the
// signing transaction — the use-log entry. A person uses their own signatures through any of their
// accounts; an enterprise seal needs an enterprise account of that (verified) enterprise, an
// enabled seal, and a grant (default administrators use every seal).
import { AppError } from '@ecsign/core/errors';
import type { TSealKind, TSealRow } from '@ecsign/core/model';
import { and, desc, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seals, type TSealRecord } from '../../db/schema-seals';
import { grantScopeOf } from '../roles/grant-scope-of';
import { sealImageOf } from './seal-image-of';
import { sealUserOf, type SealUser } from './seal-user-of';
import { sealView } from './seal-view';
import type { Db } from '../../db/open-database';

/** Logged in the signing transaction; re-exported so that the signing interface is one import. */
export { recordSealUse, type SealUse } from './record-seal-use';

export interface SealForSigning {
  id: string;
  name: string;
  kind: TSealKind;
  png: Uint8Array;
  widthMm: number;
  heightMm: number;
}

async function grantedSealIds(db: Db, user: SealUser): Promise<'ALL' | Set<string>> {
  const enterprise = user.enterprise;
  if (!enterprise) return new Set();
  if (enterprise.isDefaultAdmin) return 'ALL';
  const { scope } = await grantScopeOf(db, { accountId: user.accountId, ...enterprise });
  return new Set(scope.SEAL);
}

/** Throws the catalogue's error when the account may not use the seal. */
export async function usableSeal(db: Db, user: SealUser, sealId: string): Promise<TSealRecord> {
  const [seal] = await db.select().from(seals).where(eq(seals.id, sealId)).limit(1);
  if (!seal) throw new AppError('SEAL_NOT_FOUND');
  if (seal.ownerType === 'PERSON') {
    if (seal.userId !== user.userId) throw new AppError('SEAL_NOT_FOUND', { internal: "another person's seal" });
  } else {
    if (!user.enterprise || user.enterprise.enterpriseId !== seal.enterpriseId) {
      throw new AppError('SEAL_NOT_AUTHORIZED', { internal: 'not acting for the seal enterprise' });
    }
    const granted = await grantedSealIds(db, user);
    if (granted !== 'ALL' && !granted.has(seal.id)) throw new AppError('SEAL_NOT_AUTHORIZED');
  }
  if (seal.status !== 'ENABLE') throw new AppError('SEAL_DISABLED');
  return seal;
}

export async function sealForSigning(
  context: AppContext,
  input: { accountId: string; sealId: string },
): Promise<SealForSigning> {
  const { db } = context.database;
  const seal = await usableSeal(db, await sealUserOf(db, input.accountId), input.sealId);
  return {
    id: seal.id,
    name: seal.name,
    kind: seal.kind,
    png: await sealImageOf(context, seal),
    widthMm: seal.widthMm,
    heightMm: seal.heightMm,
  };
}

/** The person's signatures (default first) and the enabled enterprise seals the account may use. */
export async function listUsableSeals(context: AppContext, accountId: string): Promise<TSealRow[]> {
  const { db } = context.database;
  const user = await sealUserOf(db, accountId);
  const rows = await db
    .select()
    .from(seals)
    .where(
      or(
        eq(seals.userId, user.userId),
        user.enterprise
          ? and(eq(seals.enterpriseId, user.enterprise.enterpriseId), eq(seals.status, 'ENABLE'))
          : undefined,
      ),
    )
    .orderBy(desc(seals.isDefault), desc(seals.createdAt), desc(seals.id));
  const granted = await grantedSealIds(db, user);
  return rows.filter((seal) => seal.ownerType === 'PERSON' || granted === 'ALL' || granted.has(seal.id)).map(sealView);
}
