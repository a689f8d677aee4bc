// Keyword positions are checked against the template's PDF when a design is saved and when it is
// enabled, so "the PDF has no such keyword" is said to the designer, not to a signer later.
import type { TSigningRole } from '@ecsign/core/model';
import { AppError } from '@ecsign/core/errors';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { resolveRolePositions } from './resolve-role-positions';
import type { TTemplateRecord } from './template-access';

export async function templatePdf(
  context: AppContext,
  template: Pick<TTemplateRecord, 'fileKey'>,
): Promise<Uint8Array> {
  const bytes = await blobStoreOf(context).get(template.fileKey);
  if (!bytes) throw new AppError('TEMPLATE_FILE_MISSING');
  return bytes;
}

export async function checkKeywordPositions(
  context: AppContext,
  template: Pick<TTemplateRecord, 'fileKey'>,
  roles: readonly TSigningRole[],
): Promise<void> {
  const withKeywords = roles.filter((role) => role.positions.some((position) => position.kind === 'KEYWORD'));
  if (withKeywords.length === 0) return;
  resolveRolePositions(await templatePdf(context, template), withKeywords);
}
