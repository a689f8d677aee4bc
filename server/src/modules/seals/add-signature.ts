// A person's new signature: drawn on the pad (the handwritten signature — one per person, a second
// drawing must replace it), uploaded (paper removed on the server), or generated from the verified
// name in a style. The first signature becomes the default. Images are stored before the row.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TSealRow, TSignatureStyle } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seals } from '../../db/schema-seals';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { generateSealArtwork } from './generate-seal-artwork';
import { renderSealImage } from './image/render-seal-image';
import { prepareInkSignature } from './prepare-ink-signature';
import { sealView } from './seal-view';
import { lockPerson } from './lock-person';
import { dropSealImages, storeSealImage } from './store-seal-image';
import { verifiedPersonName } from './verified-person-name';

export type TSignatureInput =
  | { source: 'DRAWN'; imageBase64: string; replace?: boolean | undefined }
  | { source: 'UPLOADED'; imageBase64: string }
  | { source: 'GENERATED'; style: TSignatureStyle };

const STYLE_NAMES: Record<TSignatureStyle, string> = {
  REGULAR: '标准签名',
  BOLD: '粗体签名',
  SLANTED: '斜体签名',
  SEAL: '个人名章',
};

export async function addSignature(context: AppContext, userId: string, input: TSignatureInput): Promise<TSealRow> {
  const { db } = context.database;
  const personName = await verifiedPersonName(db, userId);
  const id = randomUUID();
  let prepared: { png: Uint8Array; svg?: string; widthMm: number; heightMm: number };
  let kind: 'SIGNATURE' | 'PERSONAL_SEAL' = 'SIGNATURE';
  let name: string;
  if (input.source === 'GENERATED') {
    kind = input.style === 'SEAL' ? 'PERSONAL_SEAL' : 'SIGNATURE';
    const artwork = generateSealArtwork({ kind, sealText: personName, style: input.style });
    const image = renderSealImage(artwork);
    prepared = { png: image.png, svg: image.svg, widthMm: round(artwork.widthMm), heightMm: round(artwork.heightMm) };
    name = STYLE_NAMES[input.style];
  } else {
    prepared = await prepareInkSignature(input.imageBase64);
    name = input.source === 'DRAWN' ? '手写签名' : '上传签名';
  }

  if (input.source === 'DRAWN') {
    const [existing] = await db
      .select()
      .from(seals)
      .where(and(eq(seals.userId, userId), eq(seals.source, 'DRAWN')));
    if (existing) {
      if (!input.replace) throw new AppError('HANDWRITTEN_SIGNATURE_EXISTS');
      const stored = await storeSealImage(context, existing.id, prepared.png);
      const [updated] = await db
        .update(seals)
        .set({
          pngKey: stored.pngKey,
          widthMm: prepared.widthMm,
          heightMm: prepared.heightMm,
          updatedAt: context.now(),
        })
        .where(eq(seals.id, existing.id))
        .returning();
      await dropSealImages(context, [existing.pngKey]);
      return sealView(updated!);
    }
  }

  const stored = await storeSealImage(context, id, prepared.png, prepared.svg);
  try {
    const row = await db.transaction(async (tx) => {
      await lockPerson(tx, userId);
      const mine = await tx.select({ id: seals.id }).from(seals).where(eq(seals.userId, userId));
      const [inserted] = await tx
        .insert(seals)
        .values({
          id,
          ownerType: 'PERSON',
          userId,
          kind,
          source: input.source,
          style: input.source === 'GENERATED' ? input.style : null,
          name,
          sealText: input.source === 'GENERATED' ? personName : null,
          isDefault: mine.length === 0,
          pngKey: stored.pngKey,
          svgKey: stored.svgKey,
          widthMm: prepared.widthMm,
          heightMm: prepared.heightMm,
          createdByUserId: userId,
          createdAt: context.now(),
          updatedAt: context.now(),
        })
        .returning();
      return inserted!;
    });
    return sealView(row);
  } catch (error) {
    await dropSealImages(context, [stored.pngKey, stored.svgKey]);
    if (input.source === 'DRAWN' && isUniqueViolation(error)) throw new AppError('HANDWRITTEN_SIGNATURE_EXISTS');
    throw error;
  }
}

function round(mm: number): number {
  return Math.round(mm * 100) / 100;
}
