// The PDF work of one HR row, outside any transaction: the template filled with the row's values,
// then pre-signed by the enterprise with its HR seal (PAdES B-LT through the platform TSA, with the
// chunk's OCSP response and CRLs) at the enterprise role's places — in memory, the way
// applySignatures signs, so the only blob write is the result. The fill and signing run on a worker
// thread when the server is built (row-pdf-pool.ts, sign-row-pdf.ts); the key, seal image,
// validation data and template come from the chunk (hr-batch-signing.ts). Blobs get fresh keys so
// a repeated attempt never overwrites the file a committed plan names.
import { randomUUID } from 'node:crypto';
import type { TPageSize } from '@ecsign/core/model';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { answerTimeStampRequest } from '../pki/answer-time-stamp-request';
import type { TRolePositions } from '../templates/fill-template';
import { fillItems } from '../templates/render-template-source';
import { templateFont } from '../templates/template-font';
import type { HrBatchSigning } from './hr-batch-signing';
import { rowPdfPool } from './row-pdf-pool';
import type { RowPdfShared } from './sign-row-pdf';

export { userPositions } from './sign-row-pdf';

export interface RowDocument {
  blobKey: string;
  sha256: string;
  size: number;
  pages: TPageSize[];
  templateName: string;
  enterpriseRole: TRolePositions;
  personRole: TRolePositions;
}

/** The chunk's part of every row's input, made once per chunk (the pool posts it once per worker). */
const shared = new WeakMap<HrBatchSigning, RowPdfShared>();
function sharedOf(signing: HrBatchSigning): RowPdfShared {
  let input = shared.get(signing);
  if (!input) {
    const { batch, template, seal, signer } = signing;
    input = {
      template: { fields: template.fields, roles: template.roles },
      source: signing.templateSource,
      enterpriseName: batch.enterprise_name,
      taskName: batch.task_name,
      sealPng: seal.png,
      certificateChain: signer.certificateChain,
      algorithm: signer.algorithm,
      revocation: signing.revocation,
    };
    shared.set(signing, input);
  }
  return input;
}

export async function prepareRowDocument(
  context: AppContext,
  signing: HrBatchSigning,
  row: { id: string; values: Record<string, string> },
): Promise<RowDocument> {
  const { batch, template, signer } = signing;
  const signingTime = context.now();
  // A value the template refuses fails the row here, before any worker or blob read.
  fillItems(template, row.values, { sample: false, now: signingTime });
  const result = await rowPdfPool().run(
    sharedOf(signing),
    { values: row.values, signingTime },
    {
      signer,
      answerTimeStamp: (request) => answerTimeStampRequest(context, request),
      inProcess: async () => ({ signer, timeStamper: signing.timeStamper, font: await templateFont() }),
    },
  );
  // One folder per batch (not per row): a filesystem store creates no directory per document.
  const blobKey = `hr-batches/${batch.id}/${row.id}.presigned-${randomUUID()}.pdf`;
  await blobStoreOf(context).put(blobKey, result.bytes, 'application/pdf');
  return {
    blobKey,
    sha256: result.sha256,
    size: result.bytes.length,
    pages: result.pages,
    templateName: template.name,
    enterpriseRole: result.enterpriseRole,
    personRole: result.personRole,
  };
}
