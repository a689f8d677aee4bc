// Seal images in the blob store. Each image gets a fresh key, written before the row that names
// it (a crash leaves at most an orphan blob, never a row without its image); a replaced image's
// old blob is removed only after the row moved on.
import { randomUUID } from 'node:crypto';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';

export async function storeSealImage(
  context: AppContext,
  sealId: string,
  png: Uint8Array,
  svg?: string,
): Promise<{ pngKey: string; svgKey: string | null }> {
  const store = blobStoreOf(context);
  const revision = randomUUID();
  const pngKey = `seals/${sealId}/${revision}.png`;
  await store.put(pngKey, png, 'image/png');
  if (svg === undefined) return { pngKey, svgKey: null };
  const svgKey = `seals/${sealId}/${revision}.svg`;
  await store.put(svgKey, new TextEncoder().encode(svg), 'image/svg+xml');
  return { pngKey, svgKey };
}

/** Best effort: a blob left behind costs space, not correctness. */
export async function dropSealImages(context: AppContext, keys: readonly (string | null)[]): Promise<void> {
  const store = blobStoreOf(context);
  await Promise.all(keys.filter((key): key is string => !!key).map((key) => store.delete(key).catch(() => undefined)));
}
