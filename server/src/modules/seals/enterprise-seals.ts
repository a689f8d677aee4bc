// An enterprise's seal library for its seal managers (seal:manage): the list, the standard seals
// generated from the verified enterprise name (official, contract, HR, finance — round — and the
// legal representative's square name seal; a second seal of a kind is numbered), scanned seals
// uploaded with the paper removed, and enabling or disabling a seal. Only a verified enterprise
// gets seals.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import {
  ENTERPRISE_SEAL_KINDS,
  SEAL_KIND_LABELS,
  type TEnterpriseSealKind,
  type TSealRow,
  type TSwitchState,
} from '@ecsign/core/model';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enterpriseProfiles, enterprises } from '../../db/schema';
import { seals } from '../../db/schema-seals';
import { encodePng } from '../captcha/encode-png';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { isUniqueViolation } from '../enterprises/is-unique-violation';
import { generateSealArtwork } from './generate-seal-artwork';
import { removeBackground } from './image/remove-background';
import { renderSealImage } from './image/render-seal-image';
import { readSealUpload } from './read-seal-upload';
import { sealView } from './seal-view';
import { uploadedSealSize } from './signature-size';
import { dropSealImages, storeSealImage } from './store-seal-image';

export async function listEnterpriseSeals(context: AppContext, enterpriseId: string): Promise<TSealRow[]> {
  const rows = await context.database.db
    .select()
    .from(seals)
    .where(and(eq(seals.ownerType, 'ENTERPRISE'), eq(seals.enterpriseId, enterpriseId)))
    .orderBy(asc(seals.createdAt), asc(seals.id));
  // Seals made together (the demo's) in the standard order: official, contract, HR, finance, legal.
  const rank = (kind: string) => (ENTERPRISE_SEAL_KINDS as readonly string[]).indexOf(kind);
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.kind) - rank(b.kind));
  return rows.map(sealView);
}

/** The verified enterprise's name and the name its legal seal carries. */
async function verifiedEnterprise(context: AppContext, enterpriseId: string) {
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

interface NewSeal {
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

async function insertSeal(context: AppContext, operator: ActingAccount, seal: NewSeal): Promise<TSealRow> {
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

export async function generateEnterpriseSeal(
  context: AppContext,
  operator: ActingAccount,
  kind: TEnterpriseSealKind,
): Promise<TSealRow> {
  const enterprise = await verifiedEnterprise(context, operator.enterpriseId);
  const sealText = kind === 'LEGAL_REPRESENTATIVE' ? enterprise.legalSealName : enterprise.name;
  if (!sealText) throw new AppError('ENTERPRISE_INFO_WRONG', { internal: 'no legal representative on record' });
  const base =
    kind === 'LEGAL_REPRESENTATIVE' ? `${sealText}（${SEAL_KIND_LABELS[kind].zh}）` : SEAL_KIND_LABELS[kind].zh;
  // An enterprise may hold several seals of a kind (a contract seal per branch): later ones are numbered.
  const taken = new Set(
    (
      await context.database.db
        .select({ name: seals.name })
        .from(seals)
        .where(eq(seals.enterpriseId, operator.enterpriseId))
    ).map((row) => row.name),
  );
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}（${n}）`;
  const artwork = generateSealArtwork({ kind, sealText, style: null });
  const image = renderSealImage(artwork);
  return insertSeal(context, operator, {
    id: randomUUID(),
    kind,
    source: 'GENERATED',
    name,
    sealText,
    png: image.png,
    svg: image.svg,
    widthMm: artwork.widthMm,
    heightMm: artwork.heightMm,
  });
}

export async function uploadEnterpriseSeal(
  context: AppContext,
  operator: ActingAccount,
  input: { kind: TEnterpriseSealKind; name: string; imageBase64: string },
): Promise<TSealRow> {
  await verifiedEnterprise(context, operator.enterpriseId);
  const { image } = readSealUpload(input.imageBase64);
  const clean = removeBackground(image);
  if (!clean) throw new AppError('SEAL_IMAGE_INVALID', { internal: 'the picture has no ink' });
  return insertSeal(context, operator, {
    id: randomUUID(),
    kind: input.kind,
    source: 'UPLOADED',
    name: input.name,
    sealText: null,
    png: encodePng(clean.width, clean.height, clean.rgba, { alpha: true }),
    ...uploadedSealSize(input.kind, clean.width, clean.height),
  });
}

export async function setEnterpriseSealStatus(
  context: AppContext,
  operator: ActingAccount,
  sealId: string,
  status: TSwitchState,
): Promise<TSealRow> {
  const [row] = await context.database.db
    .update(seals)
    .set({ status, updatedAt: context.now() })
    .where(and(eq(seals.id, sealId), eq(seals.enterpriseId, operator.enterpriseId)))
    .returning();
  if (!row) throw new AppError('SEAL_NOT_FOUND');
  return sealView(row);
}
