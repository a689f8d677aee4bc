// Everything a chunk of an HR batch's rows shares, loaded once per chunk instead of once per row:
// the batch and its creator, the creator as the contracts module sees them, the HR seal (its PNG
// canonicalised so core's decoded-image cache hits across chunks), the enterprise's signer with its
// long-term validation data, the platform TSA, the template record, the batch's attachments and
// the enterprise party. A
// failure here concerns every row of the chunk alike (e.g. the HR seal was disabled).
import { createHash } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { RevocationData, TimeStamper } from '@ecsign/core/pdf';
import type { AppContext } from '../../context';
import { contractViewer, type ContractViewer } from '../contracts/contract-viewer';
import { platformTimeStamper } from '../contracts/platform-time-stamper';
import { resolveParty, type ResolvedParty } from '../contracts/resolve-parties';
import { revocationData } from '../contracts/revocation-data';
import { signingSigner } from '../contracts/signing-signer';
import type { SubjectSigner } from '../pki/subject-signer';
import type { SealForSigning } from '../seals/seal-for-signing';
import { templatePdf } from '../templates/check-keyword-positions';
import { findTemplate, type TTemplateRecord } from '../templates/template-access';
import type { UploadRow } from '../contracts/write-plan';
import { hrBatchPlanAttachments } from './hr-batch-attachments';
import { hrSealFor } from './hr-seal';

export interface HrBatchFacts {
  id: string;
  enterprise_id: string;
  control: string;
  template_id: string;
  task_name: string;
  end_time: string | null;
  account_id: string;
  user_id: string;
  enterprise_name: string;
}

export interface HrBatchSigning {
  batch: HrBatchFacts;
  viewer: ContractViewer;
  seal: SealForSigning;
  signer: SubjectSigner;
  revocation: RevocationData;
  timeStamper: TimeStamper;
  template: TTemplateRecord;
  /** The template's PDF, read once per chunk. */
  templateSource: Uint8Array;
  enterprise: ResolvedParty;
  /** The batch's attachments, which every plan carries (writePlan's shape, in order). */
  attachments: { name: string; upload: UploadRow }[];
  /** What seal_uses copies from the seal and the account (as recordSealUse does). */
  sealUse: { sealName: string; ownerType: string; enterpriseId: string | null; userId: string };
}

export async function loadBatchFacts(context: AppContext, batchId: string): Promise<HrBatchFacts | undefined> {
  const [batch] = await context.database.query<HrBatchFacts>(
    `SELECT b.id, b.enterprise_id, b.control, b.template_id, b.task_name, b.end_time,
            b.created_by_account_id AS account_id, a.user_id, e.name AS enterprise_name
       FROM hr_batches b JOIN accounts a ON a.id = b.created_by_account_id JOIN enterprises e ON e.id = b.enterprise_id
      WHERE b.id = $1`,
    [batchId],
  );
  return batch;
}

/** Seal images seen lately, by content: the same bytes object each time, so core decodes a seal once. */
const sealImages = new Map<string, Uint8Array>();
const SEAL_IMAGES_KEPT = 16;

function canonicalPng(png: Uint8Array): Uint8Array {
  const hash = createHash('sha256').update(png).digest('hex');
  const known = sealImages.get(hash);
  if (known) return known;
  if (sealImages.size >= SEAL_IMAGES_KEPT) sealImages.delete(sealImages.keys().next().value!);
  sealImages.set(hash, png);
  return png;
}

export async function loadBatchSigning(context: AppContext, batch: HrBatchFacts): Promise<HrBatchSigning> {
  const loaded = await hrSealFor(context, batch.account_id);
  const seal = Object.freeze({ ...loaded, png: canonicalPng(loaded.png) });
  const viewer = await contractViewer(context, {
    sessionId: 'hr-batch',
    userId: batch.user_id,
    accountId: batch.account_id,
  });
  const signer = await signingSigner(context, batch.account_id);
  const template = await findTemplate(context, batch.template_id);
  if (template.status === 'DRAFT') throw new AppError('TEMPLATE_NOT_PUBLISHED');
  if (template.status === 'DISABLE') throw new AppError('TEMPLATE_DISABLED');
  const enterprise = await resolveParty(
    context.database,
    { subjectType: 'ENTERPRISE', name: viewer.name, accountId: viewer.accountId },
    { requireVerified: true },
  );
  const [facts] = await context.database.query<{
    seal_name: string;
    owner_type: string;
    enterprise_id: string | null;
    user_id: string;
  }>(
    `SELECT s.name AS seal_name, s.owner_type, s.enterprise_id, a.user_id
       FROM seals s CROSS JOIN accounts a WHERE s.id = $1 AND a.id = $2`,
    [seal.id, viewer.accountId],
  );
  if (!facts) throw new AppError('SEAL_NOT_FOUND', { internal: `seal ${seal.id}` });
  return Object.freeze({
    batch,
    viewer,
    seal,
    signer,
    revocation: await revocationData(context, signer),
    timeStamper: platformTimeStamper(context),
    template,
    templateSource: await templatePdf(context, template),
    enterprise,
    attachments: await hrBatchPlanAttachments(context.database, batch.id),
    sealUse: Object.freeze({
      sealName: facts.seal_name,
      ownerType: facts.owner_type,
      enterpriseId: facts.enterprise_id,
      userId: facts.user_id,
    }),
  });
}
