// The contract endpoints under /ecapi/contract/… (bodies and replies: core/model/
// contracts). Every call but the open verification resolves the caller first; plans of others
// answer 404 PLAN_NOT_FOUND, never data.
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import { validateRevokeReason } from '@ecsign/core/validation';
import {
  UPLOAD_KINDS,
  ZAttachmentParams,
  ZContractDraftRef,
  ZContractInitiateRequest,
  ZContractListQuery,
  ZContractVerifyQuery,
  ZDocumentParams,
  ZEveryAccountInboxQuery,
  ZFileIdParams,
  ZPdfDownloadQuery,
  ZPlanIdParams,
  ZRefuseRequest,
  ZRevokeRequest,
  ZSetSignPasswordRequest,
  ZSignCodeRequest,
  ZSignBatchRequest,
  ZSignRequest,
  ZUploadQuery,
  ZUrgeRequest,
} from '@ecsign/core/model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { sendSharedOk } from '../../http/send-shared-ok';
import { authenticate } from '../auth/authenticate';
import { clientAddress } from '../auth/client-address';
import { authenticateViewer } from './authenticate-viewer';
import { MAX_DOCUMENT_BYTES } from './contract-limits';
import { deleteDraft, readDraftForm } from './draft-form';
import { everyAccountInbox } from './every-account-inbox';
import { homeCounters } from './home-counters';
import { initiateContract } from './initiate-contract';
import { listContracts } from './list-contracts';
import { planAccess } from './plan-access';
import { readPlanDetail } from './read-plan-detail';
import {
  readCompletionCertificate,
  readPlanAttachment,
  readPlanDocument,
  readUpload,
  type PlanFile,
} from './read-plan-file';
import { refusePlan } from './refuse-plan';
import { requireInitiator } from './require-initiator';
import { revokePlan } from './revoke-plan';
import { sendSignCode } from './send-sign-code';
import { recordPlanView } from './record-plan-view';
import { signBatch } from './sign-batch';
import { popupSignable } from './popup-signable';
import { signPlan } from './sign-plan';
import { setSignPassword, signPasswordStatus } from './sign-password';
import { assertMayAct, planParties } from './signatory-turn';
import { contractDemoRoutes } from './demo-routes';
import { uploadContractFile } from './upload-contract-file';
import { urgePlan } from './urge-plan';
import { usableSeals } from './usable-seals';
import { precheckAttachmentCount } from './validate-initiation';
import { checkCopy, verifyByCode } from './verify-by-code';
import { guard } from '../../security/route-guard';
import { contentDisposition } from '../../http/content-disposition';
import { requestLanguage } from '../../http/request-language';

const C = '/contract';
const RAW_TYPES = [
  'application/pdf',
  'application/octet-stream',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

function sendFile(reply: FastifyReply, file: PlanFile) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition('attachment', file.fileName))
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length));
}

function rawBody(request: FastifyRequest): Uint8Array {
  return Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array();
}

export function contractRoutes(app: FastifyInstance, context: AppContext) {
  /** Initiating needs contract:initiate; a personal account hears it cannot initiate at all. */
  const initiator = guard.activeAccount('contract:initiate', { personalDenial: 'NON_ENTERPRISE_CANNOT_INITIATE' });
  // Session, account, person and rights in one round trip (authenticate-viewer.ts).
  const viewerOf = async (request: FastifyRequest) => (await authenticateViewer(context, request)).viewer;
  const ip = (request: FastifyRequest) => clientAddress(request);
  contractDemoRoutes(app, context);

  // Raw uploads (documents, attachments, copies to check) in their own scope with a larger limit.
  void app.register(async (scope) => {
    const parse = { parseAs: 'buffer' as const, bodyLimit: MAX_DOCUMENT_BYTES + 64 * 1024 };
    scope.addContentTypeParser(RAW_TYPES, parse, (_request, body, done) => done(null, body));

    scope.post(`${C}/file/upload`, initiator, async (request) => {
      const auth = await authenticate(context, request);
      const viewer = await requireInitiator(context, auth);
      // A kind other than a document or an attachment is the spec's unknown document type (spec item E-63xxxxx).
      const { kind } = (request.query ?? {}) as { kind?: unknown };
      if (kind !== undefined && !(UPLOAD_KINDS as readonly unknown[]).includes(kind)) {
        throw new AppError('UNKNOWN_DOCUMENT_TYPE');
      }
      const query = parseInput(ZUploadQuery, request.query);
      return ok(await uploadContractFile(context, viewer, { ...query, bytes: rawBody(request) }));
    });

    scope.post(`${C}/verify/file`, async (request) => {
      const { code } = parseInput(ZContractVerifyQuery, request.query);
      const bytes = rawBody(request);
      if (bytes.length === 0) throw new AppError('UPLOAD_CONTENT_EMPTY');
      return ok(await checkCopy(context, code, bytes));
    });
  });

  app.get(`${C}/file/upload/:fileId`, guard.signedIn(), async (request, reply) => {
    const { fileId } = parseInput(ZFileIdParams, request.params);
    return sendFile(reply, await readUpload(context, await viewerOf(request), fileId));
  });

  for (const [path, sending] of [
    ['draft', false],
    ['send', true],
  ] as const) {
    app.post(`${C}/plan/${path}`, initiator, async (request) => {
      const auth = await authenticate(context, request);
      const viewer = await requireInitiator(context, auth);
      precheckAttachmentCount(request.body);
      const form = parseInput(ZContractInitiateRequest, request.body);
      return ok(await initiateContract(context, viewer, form, { sending, ip: ip(request), log: request.log }));
    });
  }

  app.get(`${C}/plan/:planId/form`, guard.signedIn(), async (request) => {
    const { planId } = parseInput(ZPlanIdParams, request.params);
    return ok(await readDraftForm(context, await viewerOf(request), planId));
  });

  app.post(`${C}/plan/delete`, guard.signedIn(), async (request) => {
    const viewer = await viewerOf(request);
    return ok(await deleteDraft(context, viewer, parseInput(ZContractDraftRef, request.body)));
  });

  app.get(`${C}/plan/:planId`, guard.signedIn(), async (request) => {
    const { planId } = parseInput(ZPlanIdParams, request.params);
    return ok(await readPlanDetail(context, await viewerOf(request), planId, requestLanguage(request)));
  });

  app.get(`${C}/plan/:planId/seals`, guard.signedIn(), async (request) => {
    const { planId } = parseInput(ZPlanIdParams, request.params);
    return ok(await usableSeals(context, await viewerOf(request), planId));
  });

  app.get(`${C}/plan/:planId/document/:documentId/pdf`, guard.signedIn(), async (request, reply) => {
    const { planId, documentId } = parseInput(ZDocumentParams, request.params);
    const { watermark } = parseInput(ZPdfDownloadQuery, request.query);
    return sendFile(reply, await readPlanDocument(context, await viewerOf(request), planId, documentId, { watermark }));
  });

  app.get(`${C}/plan/:planId/attachment/:attachmentId`, guard.signedIn(), async (request, reply) => {
    const { planId, attachmentId } = parseInput(ZAttachmentParams, request.params);
    return sendFile(reply, await readPlanAttachment(context, await viewerOf(request), planId, attachmentId));
  });

  app.get(`${C}/plan/:planId/certificate`, guard.signedIn(), async (request, reply) => {
    const { planId } = parseInput(ZPlanIdParams, request.params);
    return sendFile(reply, await readCompletionCertificate(context, await viewerOf(request), planId));
  });

  app.post(`${C}/sign/sendCode`, guard.signedIn(), async (request) => {
    const viewer = await viewerOf(request);
    const { planId } = parseInput(ZSignCodeRequest, request.body);
    const { plan } = await planAccess(context, viewer, planId);
    assertMayAct(plan, await planParties(context.database, planId), viewer, context.now());
    return ok(
      await sendSignCode(context, viewer, {
        taskName: plan.task_name,
        signConfirmation: plan.sign_confirmation,
        log: request.log,
      }),
    );
  });

  app.post(`${C}/sign`, guard.signedIn(), async (request) => {
    const { auth, viewer } = await authenticateViewer(context, request);
    const input = parseInput(ZSignRequest, request.body);
    return ok(
      await signPlan(
        context,
        auth,
        viewer,
        {
          planId: input.planId,
          requestId: input.requestId,
          sealId: input.sealId,
          fieldValues: input.fieldValues,
          drawnSignature: input.drawnSignature,
          ...('password' in input.confirmation
            ? { signPassword: input.confirmation.password }
            : { code: input.confirmation.code }),
        },
        { ip: ip(request), log: request.log },
      ),
    );
  });

  app.post(`${C}/sign/batch`, guard.signedIn(), async (request) => {
    const { auth, viewer } = await authenticateViewer(context, request);
    const input = parseInput(ZSignBatchRequest, request.body);
    return ok(
      await signBatch(
        context,
        auth,
        viewer,
        {
          planIds: input.planIds,
          requestId: input.requestId,
          confirmation:
            'password' in input.confirmation
              ? { signPassword: input.confirmation.password }
              : { code: input.confirmation.code },
        },
        { ip: ip(request), log: request.log },
      ),
    );
  });

  mountEndpoint(app, context, endpoints.contracts.popupSignable, async ({ input, request }) =>
    popupSignable(context, await viewerOf(request), input.body.planIds),
  );

  app.post(`${C}/plan/:planId/viewed`, guard.signedIn(), async (request) => {
    const { planId } = parseInput(ZPlanIdParams, request.params);
    const { auth, viewer } = await authenticateViewer(context, request);
    return ok(await recordPlanView(context, auth, viewer, planId, ip(request)));
  });

  app.get(`${C}/signPassword`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await signPasswordStatus(context, auth.userId));
  });

  app.post(`${C}/signPassword`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await setSignPassword(context, auth.userId, parseInput(ZSetSignPasswordRequest, request.body)));
  });

  app.post(`${C}/refuse`, guard.signedIn(), async (request) => {
    const { auth, viewer } = await authenticateViewer(context, request);
    const input = parseInput(ZRefuseRequest, request.body);
    return ok(await refusePlan(context, auth, viewer, input, { ip: ip(request), log: request.log }));
  });

  app.post(`${C}/revoke`, guard.signedIn(), async (request) => {
    const viewer = await viewerOf(request);
    // The spec's own codes for a missing or too long reason (V-revoke-reason) before the general text rule.
    const body = (request.body ?? {}) as { reason?: unknown };
    const reason = validateRevokeReason(typeof body.reason === 'string' ? body.reason : '');
    if (!reason.valid) {
      throw new AppError(reason.reasons.includes('TOO_LONG') ? 'REVOKE_REASON_TOO_LONG' : 'REVOKE_REASON_REQUIRED');
    }
    const input = parseInput(ZRevokeRequest, request.body);
    return ok(await revokePlan(context, viewer, input, { ip: ip(request), log: request.log }));
  });

  app.post(`${C}/urge`, guard.signedIn(), async (request) => {
    const viewer = await viewerOf(request);
    return ok(
      await urgePlan(context, viewer, parseInput(ZUrgeRequest, request.body), { ip: ip(request), log: request.log }),
    );
  });

  // A search sent as POST is a read: no operation-log row (an INSERT per page turned otherwise).
  const listOptions = { config: { ...guard.signedIn().config, operationLog: { write: false } } };
  // Both answer objects the inbox cache shares between requests: their JSON is kept with them.
  app.post(`${C}/list`, listOptions, async (request, reply) => {
    const viewer = await viewerOf(request);
    return sendSharedOk(reply, await listContracts(context, viewer, parseInput(ZContractListQuery, request.body)));
  });

  app.get(`${C}/home/counters`, guard.signedIn(), async (request, reply) =>
    sendSharedOk(reply, await homeCounters(context, await viewerOf(request))),
  );

  // One inbox: the caller's to-dos across all their accounts, each with its account.
  app.get(`${C}/inbox`, guard.signedIn(), async (request) => {
    const { auth } = await authenticateViewer(context, request);
    return ok(await everyAccountInbox(context, auth, parseInput(ZEveryAccountInboxQuery, request.query)));
  });

  app.get(`${C}/verify`, async (request) => {
    const { code } = parseInput(ZContractVerifyQuery, request.query);
    return ok(await verifyByCode(context, code));
  });
}
