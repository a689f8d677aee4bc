// Run once while the app is built: a server whose bucket is missing, refused or unreachable must
// not start and then fail on the first upload or signature.
import type { AppContext } from '../context';
import { blobStoreOf } from './blob-store-of';

export async function checkBlobStore(context: AppContext): Promise<void> {
  await blobStoreOf(context).check?.();
}
