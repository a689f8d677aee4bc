// POST contract/sign: the caller signs every document of a plan as their signatory row — checks
// (party, turn, deadline, seal grant and kind, SMS code or sign password), the plan's signing lock (748 for the
// loser), the PDF work outside any transaction with the new revisions' blobs written first, then
// one transaction that re-checks and switches the rows (or changes nothing). The last signature
// also completes the plan: a document time-stamp on each final PDF, the certificate of completion,
// the verification code and the evidence-log entry. Retries with the same requestId answer alike.
import { AppError } from '@ecsign/core/errors';
import {
  PERSONAL_SEAL_KINDS,
  SIGNING_STATE,
  TASK_STATUS,
  ZDateFormat,
  type TContractFieldType,
  type TDateFormat,
  type TFieldValues,
  type TSealKind,
  type TSignConfirmationMethod,
  type TSignReply,
} from '@ecsign/core/model';
import { addDocumentTimeStamp } from '@ecsign/core/pdf';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import type { AuthContext } from '../auth/authenticate';
import { checkVerificationCode } from '../messages/check-verification-code';
import { pkiOf } from '../pki/pki-of';

import { recordSealUse } from '../seals/record-seal-use';
import { sealForSigning, type SealForSigning } from '../seals/seal-for-signing';
import { requireVerifiedAccount } from '../verification/require-verified-account';
import { appendEvidence } from './append-evidence';
import { applySignatures } from './apply-signatures';
import { buildCompletionCertificate } from './build-completion-certificate';
import { completionContent, type EventRow } from './completion-content';
import { notifyAfterSigning } from './notify-after-signing';
import { contractTransaction } from './contract-transaction';
import type { ContractViewer } from './contract-viewer';
import { storedReply, storeReply } from './idempotent-request';
import { planAccess } from './plan-access';
import { STORED_SIGNING_STATE } from './stored-signing-state';
import { platformTimeStamper } from './platform-time-stamper';
import { recordEvent } from './record-event';
import { refreshInbox } from './refresh-inbox';
import { revocationData } from './revocation-data';
import { sha256Hex } from './sha256-hex';
import { SIGN_CODE_SCENE } from './send-sign-code';
import { assertConfirmationAllowed, type SignConfirmation } from './sign-confirmation';
import { checkSignPassword } from './sign-password';
import { fieldContents, type FieldContent, type SignerIdentity } from './field-contents';
import { dateToLocal } from './local-time';
import { signingSigner } from './signing-signer';
import { acquireSigningLease } from './signing-lease';
import { assertMayAct, planParties, type PartyRow } from './signatory-turn';
import { newVerificationCode } from './verification-code';
import { qrDrawing } from '../qr-code-settings/load-qr-code-settings';
import { prepareInkSignature } from '../seals/prepare-ink-signature';

export interface SignInput {
  planId: string;
  requestId: string;
  sealId?: string | undefined;
  /** The SMS code sent by sendSignCode; or, instead of it, `signPassword`. */
  code?: string | undefined;
  /** The sign password set on the person's account. */
  signPassword?: string | undefined;
  /** Values of the signer's TEXT and CHECKBOX fields, by position id. */
  fieldValues?: TFieldValues | undefined;
  /** A signature drawn on the signing page for this contract only, instead of `sealId`. */
  drawnSignature?: string | undefined;
  /**
   * Batch signing (sign-batch.ts) checked and spent one code or password for the whole selection;
   * never set from a request body.
   */
  preconfirmed?: SignConfirmation | undefined;
}

interface PositionRow {
  id: string;
  document_id: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  kind: TContractFieldType;
  required: boolean;
}

/** The plan form's date format (stored with the plan); plans saved before it have none. */
function planDateFormat(form: unknown): TDateFormat | undefined {
  const parsed = ZDateFormat.safeParse((form as { dateFormat?: unknown } | null)?.dateFormat);
  return parsed.success ? parsed.data : undefined;
}

/** The verified name and masked ID number of the person signing (field-contents.ts says why masked). */
async function signerIdentity(context: AppContext, viewer: ContractViewer): Promise<SignerIdentity> {
  const [row] = await context.database.query<{ name: string; id_number_masked: string }>(
    'SELECT name, id_number_masked FROM person_identities WHERE user_id = $1 AND revoked_at IS NULL',
    [viewer.userId],
  );
  return { name: row?.name ?? viewer.name, idNumberMasked: row?.id_number_masked ?? null };
}

/** What the signer typed or ticked, kept with the position as the record of what the PDF shows. */
async function recordFilledValues(
  tx: { query(sql: string, params: unknown[]): Promise<unknown> },
  contents: ReadonlyMap<string, FieldContent>,
) {
  for (const [id, content] of contents) {
    if ('image' in content) continue;
    const value = 'checked' in content ? String(content.checked) : content.text;
    await tx.query('UPDATE contract_positions SET filled_value = $2 WHERE id = $1', [id, value]);
  }
}

interface DocumentRow {
  id: string;
  name: string;
  blob_key: string;
  revision: number;
  sha256: string;
}

export async function signPlan(
  context: AppContext,
  auth: AuthContext,
  viewer: ContractViewer,
  input: SignInput,
  options: { ip: string | null; log?: { warn(o: unknown, m: string): void } },
): Promise<TSignReply> {
  const replayed = await storedReply<TSignReply>(context, viewer.accountId, input.requestId, 'SIGN');
  if (replayed) return replayed;
  const { plan } = await planAccess(context, viewer, input.planId);
  await requireVerifiedAccount(context, auth).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'PERSON_NOT_VERIFIED'
      ? new AppError('REAL_NAME_REQUIRED_TO_SIGN')
      : error;
  });
  const party = assertMayAct(plan, await planParties(context.database, plan.id), viewer, context.now());
  const seal = await chooseSeal(context, viewer, party, input);
  // Fields are settled before any code is spent or anything signed: a required one left empty refuses.
  const positions = await context.database.query<PositionRow>(
    `SELECT id, document_id, page, x, y, width, height, kind, required FROM contract_positions
      WHERE party_id = $1 ORDER BY seq`,
    [party.id],
  );
  const contents = fieldContents(positions, {
    values: input.fieldValues ?? {},
    signer: await signerIdentity(context, viewer),
    localDate: dateToLocal(context.now())!.slice(0, 10),
    dateFormat: planDateFormat(plan.form),
  });
  const mobile = viewer.mobile;
  const method: SignConfirmation = input.preconfirmed ?? (input.signPassword !== undefined ? 'PASSWORD' : 'SMS');
  const byPassword = method === 'PASSWORD';
  // Before any code or password is checked: the wrong method spends no attempt of either.
  assertConfirmationAllowed(plan.sign_confirmation, method);
  if (!input.preconfirmed && !byPassword && (!mobile || !input.code)) {
    throw new AppError('VERIFICATION_CODE_EXPIRED', { internal: 'no mobile or code to confirm with' });
  }
  const signer = await signingSigner(context, viewer.accountId);
  const timeStamper = platformTimeStamper(context);
  const revocation = await revocationData(context, signer);

  const lease = await acquireSigningLease(context, plan.id);
  const { token } = lease;
  const written: string[] = [];
  let committed = false;
  try {
    // The code (or sign password) is checked under the lease: a request that lost the race (748) and
    // retries must not spend one of the code's few attempts or count as a wrong password.
    let codeId: string | null = null;
    if (input.preconfirmed) codeId = null;
    else if (byPassword) await checkSignPassword(context, viewer.userId, input.signPassword!);
    else codeId = await checkVerificationCode(context, { target: mobile!, scene: SIGN_CODE_SCENE, code: input.code! });
    // Fresh state under the lease: another member of the same enterprise may have just signed.
    const parties = await planParties(context.database, plan.id);
    const fresh = (
      await context.database.query<typeof plan>('SELECT * FROM contract_plans WHERE id = $1', [plan.id])
    )[0]!;
    const me = assertMayAct(fresh, parties, viewer, context.now());
    const isLast =
      parties.filter((p) => p.role === 'SIGNATORY' && p.signing_state === STORED_SIGNING_STATE.TO_SIGN).length === 1;
    const documents = await context.database.query<DocumentRow>(
      'SELECT id, name, blob_key, revision, sha256 FROM contract_documents WHERE plan_id = $1 ORDER BY idx',
      [plan.id],
    );
    const now = context.now();
    const signed: { id: string; name: string; blobKey: string; sha256: string; revision: number }[] = [];
    for (const document of documents) {
      let bytes = await applySignatures(context, {
        signer,
        timeStamper,
        revocation,
        document: {
          id: document.id,
          blobKey: document.blob_key,
          revision: document.revision,
          positions: positions
            .filter((p) => p.document_id === document.id)
            .map((p) => ({ ...p, content: contents.get(p.id)! })),
        },
        look: {
          png: seal?.png,
          signerName: me.enterprise_name ?? viewer.name,
          reason: `${fresh.task_name} ${me.role_name ?? ''}`.trim(),
        },
      });
      if (isLast) bytes = await addDocumentTimeStamp(bytes, { engine: pkiOf(context).engine, timeStamper });
      const revision = document.revision + 1;
      const blobKey = `contracts/plans/${plan.id}/${document.id}/r${revision}-${token}.pdf`;
      await blobStoreOf(context).put(blobKey, bytes, 'application/pdf');
      written.push(blobKey);
      signed.push({ id: document.id, name: document.name, blobKey, sha256: sha256Hex(bytes), revision });
    }
    // The audit trail says how the signer confirmed (SMS code or sign password).
    const confirmationShown: TSignConfirmationMethod = byPassword ? 'SIGN_PASSWORD' : 'SMS';
    const actor = {
      actorUserId: viewer.userId,
      actorName: viewer.name,
      enterpriseName: me.enterprise_name,
      ip: options.ip,
    };
    let completion: { code: string; certificateKey: string } | undefined;
    if (isLast) {
      const code = newVerificationCode();
      const events = await context.database.query<EventRow>(
        'SELECT at, kind, actor_name, enterprise_name, ip, detail FROM contract_events WHERE plan_id = $1 ORDER BY seq',
        [plan.id],
      );
      const signedParties: PartyRow[] = parties.map((p) =>
        p.id === me.id
          ? {
              ...p,
              signing_state: STORED_SIGNING_STATE.SIGNED,
              signed_at: now,
              sign_ip: options.ip,
              seal_name: seal?.name ?? null,
            }
          : p,
      );
      const thisEvent = { at: now, ip: options.ip, actor_name: viewer.name, enterprise_name: me.enterprise_name };
      // Platform staff configure where the QR code points, its size and level (qr-code-settings).
      const qr = await qrDrawing(context);
      const certificate = await buildCompletionCertificate(
        completionContent({
          plan: fresh,
          parties: signedParties,
          documents: signed,
          events: [
            ...events,
            { ...thisEvent, kind: 'SIGNED', detail: { confirmation: confirmationShown } },
            { ...thisEvent, kind: 'COMPLETED', detail: null },
          ],
          verificationCode: code,
          verifyUrl: qr.verifyUrl(code),
          completedAt: now,
        }),
        { engine: pkiOf(context).engine, timeStamper, qr },
      );
      const certificateKey = `contracts/plans/${plan.id}/certificate-${token}.pdf`;
      await blobStoreOf(context).put(certificateKey, certificate, 'application/pdf');
      written.push(certificateKey);
      completion = { code, certificateKey };
    }

    const reply = await contractTransaction(context, async (tx) => {
      lease.assertHeld();
      const [locked] = await tx.query<{ status: number }>(
        'SELECT status FROM contract_plans WHERE id = $1 FOR UPDATE',
        [plan.id],
      );
      const [row] = await tx.query<{ signing_state: string }>(
        'SELECT signing_state FROM contract_parties WHERE id = $1',
        [me.id],
      );
      if (locked?.status !== TASK_STATUS.IN_PROGRESS || row?.signing_state !== STORED_SIGNING_STATE.TO_SIGN)
        throw new AppError('SIGNING_STATUS_INVALID', { internal: 'changed while signing' });
      if (codeId !== null) {
        const spent = await tx.query(
          'UPDATE verification_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
          [codeId, now],
        );
        if (spent.length !== 1) throw new AppError('VERIFICATION_CODE_EXPIRED', { internal: 'code spent meanwhile' });
      }
      for (const document of signed) {
        // Only over the revision this signature was made on: another one switched meanwhile (a
        // lock lost with its connection) makes this one fail rather than overwrite it.
        const switched = await tx.query(
          `UPDATE contract_documents SET blob_key = $2, sha256 = $3, revision = $4, updated_at = $5
            WHERE id = $1 AND revision = $6 RETURNING id`,
          [document.id, document.blobKey, document.sha256, document.revision, now, document.revision - 1],
        );
        if (switched.length !== 1) throw new AppError('ANOTHER_SIGNATORY_OPERATING', { internal: 'revision moved' });
        if (seal?.id)
          await recordSealUse(tx.db, {
            sealId: seal.id,
            accountId: viewer.accountId,
            planId: plan.id,
            documentId: document.id,
            at: now,
          });
      }
      await recordFilledValues(tx, contents);
      await tx.query(
        `UPDATE contract_parties SET signing_state = '${STORED_SIGNING_STATE.SIGNED}', signed_at = $2, signed_user_id = $3, signed_account_id = $4,
           seal_id = $5, seal_name = $6, sign_ip = $7 WHERE id = $1`,
        [me.id, now, viewer.userId, viewer.accountId, seal?.id ?? null, seal?.name ?? null, options.ip],
      );
      await tx.query(
        `UPDATE contract_plans SET signed_count = signed_count + 1, version = version + 1, updated_at = $2,
           status = CASE WHEN $3::boolean THEN ${TASK_STATUS.COMPLETED} ELSE status END, finished_at = CASE WHEN $3::boolean THEN $2 ELSE finished_at END,
           verification_code = $4, certificate_blob_key = $5 WHERE id = $1`,
        [plan.id, now, isLast, completion?.code ?? null, completion?.certificateKey ?? null],
      );
      const hashes = signed.map((d) => ({ name: d.name, sha256: d.sha256 }));
      await recordEvent(tx, {
        planId: plan.id,
        kind: 'SIGNED',
        at: now,
        ...actor,
        detail: { documents: hashes, seal: seal?.name ?? null, confirmation: confirmationShown },
      });
      if (isLast) {
        await recordEvent(tx, { planId: plan.id, kind: 'COMPLETED', at: now, ...actor, detail: { documents: hashes } });
        await appendEvidence(tx, { planId: plan.id, documentHashes: signed.map((d) => d.sha256), at: now });
      }
      await refreshInbox(tx, plan.id);
      const result: TSignReply = {
        planId: plan.id,
        status: isLast ? TASK_STATUS.COMPLETED : TASK_STATUS.IN_PROGRESS,
        signingState: SIGNING_STATE.SIGNED,
        completed: isLast,
        documents: signed.map((d) => ({ documentId: d.id, revision: d.revision, sha256: d.sha256 })),
      };
      await storeReply(tx, {
        accountId: viewer.accountId,
        requestId: input.requestId,
        action: 'SIGN',
        planId: plan.id,
        reply: result,
        at: now,
      });
      return result;
    });
    committed = true;
    await notifyAfterSigning(
      context,
      { plan: fresh, signerName: me.enterprise_name ?? viewer.name, signerUserId: viewer.userId, completed: isLast },
      options.log,
    );
    return reply;
  } finally {
    if (!committed) {
      // The rows never named these blobs: nothing refers to them.
      for (const key of written)
        await blobStoreOf(context)
          .delete(key)
          .catch(() => undefined);
    }
    await lease.release();
  }
}

/** What is stamped: a saved seal or signature (with its id for the use log), or a drawing for this contract. */
type Stamp = Pick<SealForSigning, 'name' | 'png'> & { id: string | null };

/**
 * The seal to stamp: for an enterprise party one of its enterprise's seals — never a personal
 * signature, a drawing or the name in text, which would sign for a person — of a kind the
 * initiator asked for when they did; for a person their signature, a drawing, or the name.
 */
async function chooseSeal(
  context: AppContext,
  viewer: ContractViewer,
  party: PartyRow,
  input: Pick<SignInput, 'sealId' | 'drawnSignature'>,
): Promise<Stamp | undefined> {
  const enterprise = party.subject_type === 'ENTERPRISE';
  if (input.drawnSignature !== undefined) {
    if (enterprise) throw new AppError('ENTERPRISE_PARTY_SEAL_REQUIRED', { internal: 'a drawing for an enterprise' });
    const ink = await prepareInkSignature(input.drawnSignature);
    return { id: null, name: '手写签名', png: ink.png };
  }
  const sealId = input.sealId;
  if (!sealId) {
    if (enterprise) throw new AppError('PDF_SEAL_EMPTY', { internal: 'an enterprise signs with a seal' });
    return undefined;
  }
  const seal = await sealForSigning(context, { accountId: viewer.accountId, sealId });
  if (enterprise && (PERSONAL_SEAL_KINDS as readonly TSealKind[]).includes(seal.kind)) {
    throw new AppError('ENTERPRISE_PARTY_SEAL_REQUIRED', { internal: `a ${seal.kind} for an enterprise` });
  }
  if (party.seal_types.length > 0 && !party.seal_types.includes(seal.kind)) {
    throw new AppError('SEAL_TYPE_WRONG', { details: { wanted: party.seal_types, got: seal.kind } });
  }
  return seal;
}
