// The seal the enterprise pre-signs every HR contract with: an enabled HR seal the batch's account
// may use (seals module grants). Without one nothing is sent (PRESET_SEAL_INFO_EMPTY).
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import { listUsableSeals, sealForSigning, type SealForSigning } from '../seals/seal-for-signing';

export async function hrSealFor(context: AppContext, accountId: string): Promise<SealForSigning> {
  const seal = (await listUsableSeals(context, accountId)).find(
    (row) => row.ownerType === 'ENTERPRISE' && row.kind === 'HR' && row.status === 'ENABLE',
  );
  if (!seal) throw new AppError('PRESET_SEAL_INFO_EMPTY', { internal: 'the enterprise has no usable HR seal' });
  return sealForSigning(context, { accountId, sealId: seal.sealId });
}
