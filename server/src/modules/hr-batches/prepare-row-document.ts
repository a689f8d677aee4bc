// The PDF work of one HR row, outside any transaction: the template filled with the row's values,
// then pre-signed by the enterprise with its HR seal (PAdES B-LT through the platform TSA and OCSP
// responder) at the enterprise role's places. Blobs get fresh keys so a repeated attempt never
// overwrites the file a committed plan names.
import { randomUUID } from 'node:crypto';
import type { TPageSize } from '@ecsign/core/model';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { applySignatures } from '../contracts/apply-signatures';
import { inspectPdf } from '../contracts/inspect-pdf';
import { platformTimeStamper } from '../contracts/platform-time-stamper';
import { revocationData } from '../contracts/revocation-data';
import { sha256Hex } from '../contracts/sha256-hex';
import { signingSigner } from '../contracts/signing-signer';
import type { SealForSigning } from '../seals/seal-for-signing';
import { fillTemplate, type TRolePositions } from '../templates/fill-template';

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
  input: {
    batchId: string;
    rowId: string;
    templateId: string;
    values: Record<string, string>;
    accountId: string;
    enterpriseName: string;
    taskName: string;
    seal: SealForSigning;
  },
): Promise<RowDocument> {
  const filled = await fillTemplate(context, { templateId: input.templateId, values: input.values });
  const enterpriseRole = filled.positions.find((role) => role.type === 'ENTERPRISE')!;
  const personRole = filled.positions.find((role) => role.type === 'PERSON')!;
  const blobs = blobStoreOf(context);
  const base = `hr-batches/${input.batchId}/${input.rowId}`;
  const filledKey = `${base}/filled-${randomUUID()}.pdf`;
  await blobs.put(filledKey, filled.pdf, 'application/pdf');
  try {
    const signer = await signingSigner(context, input.accountId);
    const bytes = await applySignatures(context, {
      signer,
      timeStamper: platformTimeStamper(context),
      revocation: await revocationData(context, signer),
      document: { id: input.rowId, blobKey: filledKey, revision: 0, positions: userPositions(enterpriseRole) },
      look: {
        png: input.seal.png,
        signerName: input.enterpriseName,
        reason: `${input.taskName} ${enterpriseRole.roleName}`.trim(),
      },
    });
    const blobKey = `${base}/presigned-${randomUUID()}.pdf`;
    await blobs.put(blobKey, bytes, 'application/pdf');
    const pages = inspectPdf(bytes);
    return {
      blobKey,
      sha256: sha256Hex(bytes),
      size: bytes.length,
      pages,
      templateName: filled.templateName,
      enterpriseRole,
      personRole,
    };
  } finally {
    await blobs.delete(filledKey).catch(() => undefined);
  }
}
