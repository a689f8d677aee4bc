// A scanned (or photographed) enterprise seal: PNG or JPEG checked by content, the paper removed,
// cropped to the ink, printed at the kind's size.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TEnterpriseSealKind, TSealRow } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { encodeRgbaPng } from './image/encode-picture-png';
import { removeBackground } from './image/remove-background';
import { insertEnterpriseSeal, verifiedEnterprise } from './insert-enterprise-seal';
import { readSealUpload } from './read-seal-upload';
import { uploadedSealSize } from './signature-size';

export async function uploadEnterpriseSeal(
  context: AppContext,
  operator: ActingAccount,
  input: { kind: TEnterpriseSealKind; name: string; imageBase64: string },
): Promise<TSealRow> {
  await verifiedEnterprise(context, operator.enterpriseId);
  const { image } = await readSealUpload(input.imageBase64);
  const clean = removeBackground(image);
  if (!clean) throw new AppError('SEAL_IMAGE_INVALID', { internal: 'the picture has no ink' });
  return insertEnterpriseSeal(context, operator, {
    id: randomUUID(),
    kind: input.kind,
    source: 'UPLOADED',
    name: input.name,
    sealText: null,
    png: await encodeRgbaPng(clean.width, clean.height, clean.rgba),
    ...uploadedSealSize(input.kind, clean.width, clean.height),
  });
}
