// The PDF work of one HR row, outside any transaction: the template filled with the row's values,
// then pre-signed by the enterprise with its HR seal (PAdES B-LT through the platform TSA, with the
// chunk's OCSP response and CRLs) at the enterprise role's places — in memory, the way
// applySignatures signs, so the only blob write is the result. The key, seal image, validation
// data and template come from the chunk (hr-batch-signing.ts). Blobs get fresh keys so a repeated
// attempt never overwrites the file a committed plan names.
import { randomUUID } from 'node:crypto';
import type { TPageSize } from '@ecsign/core/model';
import { signPdf } from '@ecsign/core/pdf';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { appearanceFont } from '../contracts/appearance-font';
import { inspectPdf } from '../contracts/inspect-pdf';
import { dateToLocal } from '../contracts/local-time';
import { sha256Hex } from '../contracts/sha256-hex';
import type { TRolePositions } from '../templates/fill-template';
import { renderTemplate } from '../templates/render-template';
import type { HrBatchSigning } from './hr-batch-signing';

export interface RowDocument {
  blobKey: string;
  sha256: string;
  size: number;
  pages: TPageSize[];
  templateName: string;
  enterpriseRole: TRolePositions;
  personRole: TRolePositions;
}

export function userPositions(role: TRolePositions) {
  return role.positions.map((p) => ({
    page: p.page,
    x: Math.max(0, p.userRect[0]),
    y: Math.max(0, p.userRect[1]),
    width: p.userRect[2],
    height: p.userRect[3],
  }));
}

export async function prepareRowDocument(
  context: AppContext,
  signing: HrBatchSigning,
  row: { id: string; values: Record<string, string> },
): Promise<RowDocument> {
  const { batch, template, seal } = signing;
  const filled = await renderTemplate(context, template, row.values, { sample: false });
  const enterpriseRole = filled.positions.find((role) => role.type === 'ENTERPRISE')!;
  const personRole = filled.positions.find((role) => role.type === 'PERSON')!;
  const font = await appearanceFont();
  const signingTime = context.now();
  const text = [batch.enterprise_name, dateToLocal(signingTime)!.slice(0, 10)];
  const reason = `${batch.task_name} ${enterpriseRole.roleName}`.trim();
  let bytes = filled.pdf;
  // As applySignatures: a role without a place still signs, invisibly.
  const places = userPositions(enterpriseRole);
  for (const place of places.length > 0 ? places : [undefined]) {
    bytes = await signPdf(bytes, {
      signer: signing.signer,
      signingTime,
      level: 'B-LT',
      timeStamper: signing.timeStamper,
      revocation: signing.revocation,
      reason,
      location: 'ecsign',
      ...(place
        ? {
            field: { page: place.page, rect: [place.x, place.y, place.width, place.height] as const },
            appearance: { image: seal.png, text, font },
          }
        : {}),
    });
  }
  const pages = inspectPdf(bytes);
  // One folder per batch (not per row): a filesystem store creates no directory per document.
  const blobKey = `hr-batches/${batch.id}/${row.id}.presigned-${randomUUID()}.pdf`;
  await blobStoreOf(context).put(blobKey, bytes, 'application/pdf');
  return {
    blobKey,
    sha256: sha256Hex(bytes),
    size: bytes.length,
    pages,
    templateName: template.name,
    enterpriseRole,
    personRole,
  };
}
