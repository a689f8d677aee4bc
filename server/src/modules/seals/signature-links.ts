// Drawing the handwritten signature on a phone: the desktop asks for a link (a random token, only
// its hash kept, valid for 10 minutes, single use) and shows it as a QR code; the phone opens
// /contract/signedManager/personalSignatureTpl?token=…, checks it, and sends its drawing; the
// desktop polls the link until the signature has arrived.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import {
  SIGNATURE_LINK_TTL_SECONDS,
  type TSealRow,
  type TSignatureLink,
  type TSignatureLinkStatus,
} from '@ecsign/core/model';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seals, signatureLinks } from '../../db/schema-seals';
import { addSignature } from './add-signature';
import { verifiedPersonName } from './verified-person-name';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSignatureLink(
  context: AppContext,
  userId: string,
  options: { replace?: boolean | undefined },
): Promise<TSignatureLink> {
  const { db } = context.database;
  await verifiedPersonName(db, userId);
  if (!options.replace) {
    const [drawn] = await db
      .select({ id: seals.id })
      .from(seals)
      .where(and(eq(seals.userId, userId), eq(seals.source, 'DRAWN')));
    if (drawn) throw new AppError('HANDWRITTEN_SIGNATURE_EXISTS');
  }
  const token = randomBytes(24).toString('base64url');
  const id = randomUUID();
  const expiresAt = new Date(context.now().getTime() + SIGNATURE_LINK_TTL_SECONDS * 1000);
  await db.insert(signatureLinks).values({
    id,
    tokenHash: hashOf(token),
    userId,
    expiresAt,
    replaceDrawn: options.replace ?? false,
    createdAt: context.now(),
  });
  return { linkId: id, token, expiresAt: expiresAt.toISOString() };
}

export async function signatureLinkStatus(
  context: AppContext,
  userId: string,
  linkId: string,
): Promise<TSignatureLinkStatus> {
  const [link] = await context.database.db
    .select()
    .from(signatureLinks)
    .where(and(eq(signatureLinks.id, linkId), eq(signatureLinks.userId, userId)));
  if (!link) throw new AppError('NOT_FOUND');
  if (link.sealId) return { status: 'DONE', sealId: link.sealId };
  return { status: link.expiresAt <= context.now() ? 'EXPIRED' : 'WAITING', sealId: null };
}

async function openLink(context: AppContext, token: string) {
  const [link] = await context.database.db
    .select()
    .from(signatureLinks)
    .where(eq(signatureLinks.tokenHash, hashOf(token)));
  if (!link) throw new AppError('QR_CODE_INVALID');
  if (link.usedAt) throw new AppError('QR_CODE_ALREADY_SCANNED');
  if (link.expiresAt <= context.now()) throw new AppError('QR_CODE_EXPIRED');
  return link;
}

/** What the phone page shows before drawing: whose signature it is. */
export async function checkSignatureLink(context: AppContext, token: string) {
  const link = await openLink(context, token);
  return { name: await verifiedPersonName(context.database.db, link.userId), expiresAt: link.expiresAt.toISOString() };
}

export async function submitSignatureLink(context: AppContext, token: string, imageBase64: string): Promise<TSealRow> {
  const link = await openLink(context, token);
  const { db } = context.database;
  // Claim the link first so that two submissions cannot both land; a refused drawing frees it again.
  const claimed = await db
    .update(signatureLinks)
    .set({ usedAt: context.now() })
    .where(
      and(eq(signatureLinks.id, link.id), isNull(signatureLinks.usedAt), gt(signatureLinks.expiresAt, context.now())),
    )
    .returning({ id: signatureLinks.id });
  if (claimed.length === 0) throw new AppError('QR_CODE_ALREADY_SCANNED');
  try {
    const seal = await addSignature(context, link.userId, { source: 'DRAWN', imageBase64, replace: link.replaceDrawn });
    await db.update(signatureLinks).set({ sealId: seal.sealId }).where(eq(signatureLinks.id, link.id));
    return seal;
  } catch (error) {
    await db.update(signatureLinks).set({ usedAt: null }).where(eq(signatureLinks.id, link.id));
    throw error;
  }
}
