// A new enterprise seal: its images go to the blob store first, then the row that names them; a
// name the enterprise already uses is SEAL_NAME_EXISTS and leaves no blob behind. Also the check
// that only a verified enterprise gets seals.
import { AppError } from '@ecsign/core/errors';
import type { TEnterpriseSealKind, TSealRow } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enterpriseProfiles, enterprises } from '../../db/schema';
import { seals } from '../../db/schema-seals';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { sealView } from './seal-view';
import { dropSealImages, storeSealImage } from './store-seal-image';

/** The verified enterprise's name and the name its legal seal carries. */
export async function verifiedEnterprise(context: AppContext, enterpriseId: string) {
  const [row] = await context.database.db
    .select({
      name: enterprises.name,
      authStatus: enterprises.authStatus,
      legalSealName: enterpriseProfiles.legalSealName,
    })
    .from(enterprises)
    .leftJoin(enterpriseProfiles, eq(enterpriseProfiles.enterpriseId, enterprises.id))
    .where(eq(enterprises.id, enterpriseId));
  if (!row || row.authStatus !== 'AUTH') throw new AppError('ENTERPRISE_NOT_VERIFIED');
  return row;
}

export interface NewSeal {
  id: string;
  kind: TEnterpriseSealKind;
  source: 'GENERATED' | 'UPLOADED';
  name: string;
  sealText: string | null;
  png: Uint8Array;
  svg?: string | undefined;
  widthMm: number;
  heightMm: number;
}

export async function insertEnterpriseSeal(
  context: AppContext,
  operator: ActingAccount,
  seal: NewSeal,
): Promise<TSealRow> {
  const stored = await storeSealImage(context, seal.id, seal.png, seal.svg);
  try {
    const [row] = await context.database.db
      .insert(seals)
      .values({
        id: seal.id,
        ownerType: 'ENTERPRISE',
        enterpriseId: operator.enterpriseId,
        kind: seal.kind,
        source: seal.source,
        name: seal.name,
        sealText: seal.sealText,
        pngKey: stored.pngKey,
        svgKey: stored.svgKey,
        widthMm: seal.widthMm,
        heightMm: seal.heightMm,
        createdByUserId: operator.userId,
        createdAt: context.now(),
        updatedAt: context.now(),
      })
      .returning();
    return sealView(row!);
  } catch (error) {
    await dropSealImages(context, [stored.pngKey, stored.svgKey]);
    if (isUniqueViolation(error)) throw new AppError('SEAL_NAME_EXISTS');
    throw error;
  }
}
