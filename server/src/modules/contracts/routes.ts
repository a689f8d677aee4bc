// The contract endpoints under /ecapi/contract/… (declared in core endpoints/contract-*.ts, bodies
// and replies in core/model/contracts). Every call but the open verification and demo resolves
// the caller first; plans of others answer 404 PLAN_NOT_FOUND, never data.
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import type { ZSignConfirmation } from '@ecsign/core/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { mountEndpoint, type EndpointFile } from '../../http/mount-endpoint';
import { requestLanguage } from '../../http/request-language';
import { clientAddress } from '../auth/client-address';
import { authenticateViewer } from './authenticate-viewer';
import { contractDemoRoutes } from './demo-routes';
import { deleteDraft, readDraftForm } from './draft-form';
import { everyAccountInbox } from './every-account-inbox';
import { homeCounters } from './home-counters';
import { initiateContract } from './initiate-contract';
import { listContracts } from './list-contracts';
import { planAccess } from './plan-access';
import { popupSignable } from './popup-signable';
import { precheckRevokeReason, precheckUploadKind } from './precheck-input';
import { readPlanDetail } from './read-plan-detail';
import {
  readCompletionCertificate,
  readPlanAttachment,
  readPlanDocument,
  readUpload,
  type PlanFile,
} from './read-plan-file';
import { recordPlanView } from './record-plan-view';
import { refusePlan } from './refuse-plan';
import { requireInitiator } from './require-initiator';
import { revokePlan } from './revoke-plan';
import { sendSignCode } from './send-sign-code';
import { signBatch } from './sign-batch';
import { signPlan } from './sign-plan';
import { setSignPassword, signPasswordStatus } from './sign-password';
import { assertMayAct, planParties } from './signatory-turn';
import { uploadContractFile } from './upload-contract-file';
import { urgePlan } from './urge-plan';
import { usableSeals } from './usable-seals';
import { precheckAttachmentCount } from './validate-initiation';
import { checkCopy, verifyByCode } from './verify-by-code';

const declared = endpoints.contracts;

/** A plan's file as the declared file endpoints send it: private to the caller, never cached. */
const planFile = (file: PlanFile): EndpointFile => ({
  body: file.bytes,
  contentType: file.contentType,
  fileName: file.fileName,
  headers: { 'cache-control': 'private, no-store' },
});

/** The sign password travels as `signPassword`, the SMS code as `code` (sign-plan.ts, sign-batch.ts). */
const confirmedBy = (confirmation: z.output<typeof ZSignConfirmation>): { code: string } | { signPassword: string } =>
  'password' in confirmation ? { signPassword: confirmation.password } : { code: confirmation.code };

export function contractRoutes(app: FastifyInstance, context: AppContext) {
  // Session, account, person and rights in one round trip (authenticate-viewer.ts).
  const viewerOf = async (request: FastifyRequest) => (await authenticateViewer(context, request)).viewer;
  const ip = (request: FastifyRequest) => clientAddress(request);
  contractDemoRoutes(app, context);

  mountEndpoint(
    app,
    context,
    declared.upload,
    async ({ caller, input }) => {
      const viewer = await requireInitiator(context, caller);
      const bytes = input.files.file?.bytes ?? new Uint8Array();
      return uploadContractFile(context, viewer, { ...input.query, bytes });
    },
    { before: ({ request }) => precheckUploadKind(request) },
  );

  mountEndpoint(app, context, declared.verifyCopy, async ({ input }) => {
    const bytes = input.files.file?.bytes;
    if (!bytes || bytes.length === 0) throw new AppError('UPLOAD_CONTENT_EMPTY');
    return checkCopy(context, input.query.code, bytes);
  });

  mountEndpoint(app, context, declared.uploadedFile, async ({ input, request }) =>
    planFile(await readUpload(context, await viewerOf(request), input.params.fileId)),
  );

  for (const [declaration, sending] of [
    [declared.saveDraft, false],
    [declared.send, true],
  ] as const) {
    mountEndpoint(
      app,
      context,
      declaration,
      async ({ caller, input, request }) => {
        const viewer = await requireInitiator(context, caller);
        return initiateContract(context, viewer, input.body, { sending, ip: ip(request), log: request.log });
      },
      // 101 attachments get the catalogue's own code, not the schema's BAD_REQUEST.
      { before: ({ request }) => precheckAttachmentCount(request.body) },
    );
  }

  mountEndpoint(app, context, declared.draftForm, async ({ input, request }) =>
    readDraftForm(context, await viewerOf(request), input.params.planId),
  );

  mountEndpoint(app, context, declared.deleteDraft, async ({ input, request }) =>
    deleteDraft(context, await viewerOf(request), input.body),
  );

  mountEndpoint(app, context, declared.detail, async ({ input, request }) =>
    readPlanDetail(context, await viewerOf(request), input.params.planId, requestLanguage(request)),
  );

  mountEndpoint(app, context, declared.usableSeals, async ({ input, request }) =>
    usableSeals(context, await viewerOf(request), input.params.planId),
  );

  mountEndpoint(app, context, declared.documentPdf, async ({ input, request }) => {
    const { planId, documentId } = input.params;
    const viewer = await viewerOf(request);
    return planFile(await readPlanDocument(context, viewer, planId, documentId, { watermark: input.query.watermark }));
  });

  mountEndpoint(app, context, declared.attachment, async ({ input, request }) =>
    planFile(
      await readPlanAttachment(context, await viewerOf(request), input.params.planId, input.params.attachmentId),
    ),
  );

  mountEndpoint(app, context, declared.certificate, async ({ input, request }) =>
    planFile(await readCompletionCertificate(context, await viewerOf(request), input.params.planId)),
  );

  mountEndpoint(app, context, declared.sendSignCode, async ({ input, request }) => {
    const viewer = await viewerOf(request);
    const { planId } = input.body;
    const { plan } = await planAccess(context, viewer, planId);
    assertMayAct(plan, await planParties(context.database, planId), viewer, context.now());
    return sendSignCode(context, viewer, {
      taskName: plan.task_name,
      signConfirmation: plan.sign_confirmation,
      log: request.log,
    });
  });

  mountEndpoint(app, context, declared.sign, async ({ input, request }) => {
    const { auth, viewer } = await authenticateViewer(context, request);
    const { planId, requestId, sealId, fieldValues, drawnSignature, confirmation } = input.body;
    return signPlan(
      context,
      auth,
      viewer,
      { planId, requestId, sealId, fieldValues, drawnSignature, ...confirmedBy(confirmation) },
      { ip: ip(request), log: request.log },
    );
  });

  mountEndpoint(app, context, declared.signBatch, async ({ input, request }) => {
    const { auth, viewer } = await authenticateViewer(context, request);
    const { planIds, requestId, confirmation } = input.body;
    return signBatch(
      context,
      auth,
      viewer,
      { planIds, requestId, confirmation: confirmedBy(confirmation) },
      { ip: ip(request), log: request.log },
    );
  });

  mountEndpoint(app, context, declared.popupSignable, async ({ input, request }) =>
    popupSignable(context, await viewerOf(request), input.body.planIds),
  );

  mountEndpoint(app, context, declared.planViewed, async ({ input, request }) => {
    const { auth, viewer } = await authenticateViewer(context, request);
    return recordPlanView(context, auth, viewer, input.params.planId, ip(request));
  });

  mountEndpoint(app, context, declared.signPasswordStatus, ({ caller }) => signPasswordStatus(context, caller.userId));

  mountEndpoint(app, context, declared.setSignPassword, ({ caller, input }) =>
    setSignPassword(context, caller.userId, input.body),
  );

  mountEndpoint(app, context, declared.refuse, async ({ input, request }) => {
    const { auth, viewer } = await authenticateViewer(context, request);
    return refusePlan(context, auth, viewer, input.body, { ip: ip(request), log: request.log });
  });

  mountEndpoint(
    app,
    context,
    declared.revoke,
    async ({ input, request }) =>
      revokePlan(context, await viewerOf(request), input.body, { ip: ip(request), log: request.log }),
    { before: ({ request }) => precheckRevokeReason(request) },
  );

  mountEndpoint(app, context, declared.urge, async ({ input, request }) =>
    urgePlan(context, await viewerOf(request), input.body, { ip: ip(request), log: request.log }),
  );

  // A search sent as POST is a read: no operation-log row (an INSERT per page turned otherwise).
  // Both answer objects the inbox cache shares between requests: their JSON is kept with them.
  mountEndpoint(
    app,
    context,
    declared.list,
    async ({ input, request }) => listContracts(context, await viewerOf(request), input.body),
    { operationLog: { write: false }, sharedReply: true },
  );

  mountEndpoint(
    app,
    context,
    declared.homeCounters,
    async ({ request }) => homeCounters(context, await viewerOf(request)),
    { sharedReply: true },
  );

  // One inbox: the caller's to-dos across all their accounts, each with its account.
  mountEndpoint(app, context, declared.inbox, ({ caller, input }) => everyAccountInbox(context, caller, input.query));

  mountEndpoint(app, context, declared.verify, ({ input }) => verifyByCode(context, input.query.code));
}
