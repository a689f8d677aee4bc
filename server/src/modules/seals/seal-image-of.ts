// The PNG (or SVG) of a seal. A generated seal without a stored image (the demo data) is drawn
// now and cached in the blob store; its row then names the cached blobs, so later reads are plain
// blob reads. Two servers drawing at once store the same picture under different keys; the row
// keeps whichever wins and the other blob is dropped.
import { AppError } from '@ecsign/core/errors';
import { and, eq, isNull } from 'drizzle-orm';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { seals, type TSealRecord } from '../../db/schema-seals';
import { generateSealArtwork } from './generate-seal-artwork';
import { renderSealImage } from './image/render-seal-image';
import { dropSealImages, storeSealImage } from './store-seal-image';

export async function sealImageOf(
  context: AppContext,
  seal: TSealRecord,
  format: 'png' | 'svg' = 'png',
): Promise<Uint8Array> {
  const { pngKey, svgKey } = seal;
  if (!pngKey) {
    const image = renderSealImage(generateSealArtwork(seal));
    const stored = await storeSealImage(context, seal.id, image.png, image.svg);
    const updated = await context.database.db
      .update(seals)
      .set({ pngKey: stored.pngKey, svgKey: stored.svgKey })
      .where(and(eq(seals.id, seal.id), isNull(seals.pngKey)))
      .returning({ id: seals.id });
    if (updated.length === 0) await dropSealImages(context, [stored.pngKey, stored.svgKey]);
    if (format === 'svg') return new TextEncoder().encode(image.svg);
    return image.png;
  }
  const key = format === 'svg' ? svgKey : pngKey;
  if (!key) throw new AppError('SEAL_NOT_FOUND', { internal: `seal ${seal.id} has no ${format} image` });
  const bytes = await blobStoreOf(context).get(key);
  if (!bytes) throw new AppError('SEAL_NOT_FOUND', { internal: `blob ${key} is missing` });
  return bytes;
}
