// GET contract/plan/{planId}: the summary a party sees (/contract/summary, /fileSign/fileSign):
// progress, documents with pages and download links, each signatory with state and positions, the
// CC list, the audit trail, the template information panel, and what the caller may do now.
import { DEFAULT_LANGUAGE, translate, type TLanguage } from '@ecsign/core/i18n';
import {
  businessTypeLabel,
  CONTRACT_KIND_LABELS,
  planStateOf,
  SIGNING_STATE_LABELS,
  simpleStatusOf,
  TABLE_COLUMN_LABELS,
  TASK_STATUS,
  type TContractDetail,
  type TContractFieldType,
  type TContractEventKind,
  type TPageSize,
  type TSignConfirmationMethod,
  type TTaskStatus,
  type TTemplatePanel,
  type TVoidRoute,
} from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { ContractViewer } from './contract-viewer';
import { listStatusOf } from './list-status';
import { dateToLocal } from './local-time';
import { planAccess, type PlanRow } from './plan-access';
import { allowedConfirmations } from './sign-confirmation';
import { isTurn, planParties, type PartyRow } from './signatory-turn';
import { signingStateOf, STORED_SIGNING_STATE } from './stored-signing-state';

const API = '/ecapi/contract/plan';

export async function readPlanDetail(
  context: AppContext,
  viewer: ContractViewer,
  planId: string,
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<TContractDetail> {
  const { plan, isInitiator, isSigner } = await planAccess(context, viewer, planId);
  // One snapshot for the parts: a signature committing meanwhile is seen in all of them or in
  // none (never a new event beside the document's old revision).
  const { parties, documents, attachments, positions, events } = await context.database.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const parties = await planParties(tx, planId);
    const documents = await tx.query<{
      id: string;
      idx: number;
      name: string;
      pages: TPageSize[];
      sha256: string;
      revision: number;
    }>('SELECT id, idx, name, pages, sha256, revision FROM contract_documents WHERE plan_id = $1 ORDER BY idx', [
      planId,
    ]);
    const attachments = await tx.query<{ id: string; file_name: string; file_size: string }>(
      'SELECT id, file_name, file_size::text FROM contract_attachments WHERE plan_id = $1 ORDER BY idx',
      [planId],
    );
    const positions = await tx.query<{
      id: string;
      party_id: string;
      document_id: string;
      page: number;
      x: number;
      y: number;
      width: number;
      height: number;
      keyword: string | null;
      kind: TContractFieldType;
      required: boolean;
      label: string | null;
    }>(
      'SELECT id, party_id, document_id, page, x, y, width, height, keyword, kind, required, label FROM contract_positions WHERE plan_id = $1 ORDER BY seq',
      [planId],
    );
    const events = await tx.query<{
      at: Date;
      kind: TContractEventKind;
      actor_name: string;
      enterprise_name: string | null;
      ip: string | null;
      detail: { reason?: string; confirmation?: TSignConfirmationMethod } | null;
    }>(
      'SELECT at, kind, actor_name, enterprise_name, ip, detail FROM contract_events WHERE plan_id = $1 ORDER BY seq',
      [planId],
    );
    return { parties, documents, attachments, positions, events };
  });
  const signatories = parties.filter((p) => p.role === 'SIGNATORY');
  const mine = signatories.find(
    (p) => p.party_key === viewer.partyKey && p.signing_state === STORED_SIGNING_STATE.TO_SIGN,
  );
  const myTurn = plan.status === TASK_STATUS.IN_PROGRESS && mine !== undefined && isTurn(plan, parties, mine);
  const signedCount = signatories.filter((p) => p.signing_state === STORED_SIGNING_STATE.SIGNED).length;
  return {
    planId: plan.id,
    taskNo: plan.task_no,
    taskName: plan.task_name,
    kind: plan.kind,
    batchId: plan.batch_id,
    businessType: plan.business_type,
    businessTypeName: plan.business_type_name,
    status: plan.status,
    listStatus: listStatusOf(plan, myTurn),
    planState: planStateOf(plan.status as TTaskStatus),
    simpleStatus: simpleStatusOf(plan.status as TTaskStatus, plan.void_route as TVoidRoute | null),
    voidRoute: plan.void_route,
    voidReason: plan.void_reason,
    orderState: plan.order_state,
    sendTimeState: plan.send_time_state,
    watermarkState: plan.watermark_state,
    positionState: plan.position_state,
    noticeInfo: plan.notice_info,
    startTime: plan.start_time,
    endTime: plan.end_time,
    initiator: plan.initiator_name,
    initiatorEnterprise: plan.initiator_enterprise_name,
    createdAt: dateToLocal(plan.created_at)!,
    sentAt: dateToLocal(plan.sent_at),
    finishedAt: dateToLocal(plan.finished_at),
    version: plan.version,
    verificationCode: plan.status === TASK_STATUS.COMPLETED ? plan.verification_code : null,
    progress: { signed: signedCount, total: signatories.length },
    documents: documents.map((d) => ({
      documentId: d.id,
      index: d.idx,
      name: d.name,
      pages: d.pages,
      sha256: d.sha256,
      revision: d.revision,
      pdfUrl: `${API}/${plan.id}/document/${d.id}/pdf`,
    })),
    attachments: attachments.map((a) => ({
      attachmentId: a.id,
      fileName: a.file_name,
      fileSize: Number(a.file_size),
      url: `${API}/${plan.id}/attachment/${a.id}`,
    })),
    signatories: signatories.map((p) => ({
      signatoryId: p.id,
      subjectType: p.subject_type,
      name: p.name,
      enterpriseName: p.enterprise_name,
      roleName: p.role_name,
      signOrder: p.sign_order,
      sealTypes: p.seal_types,
      signingState: signingStateOf(p.signing_state),
      signedAt: dateToLocal(p.signed_at),
      refusedAt: dateToLocal(p.refused_at),
      refuseReason: p.refuse_reason,
      isMe: p.party_key === viewer.partyKey,
      isCurrent: plan.status === TASK_STATUS.IN_PROGRESS && isTurn(plan, parties, p),
      positions: positions
        .filter((pos) => pos.party_id === p.id)
        .map((pos) => ({
          positionId: pos.id,
          documentId: pos.document_id,
          page: pos.page,
          x: pos.x,
          y: pos.y,
          width: pos.width,
          height: pos.height,
          keyword: pos.keyword,
          kind: pos.kind,
          required: pos.required,
          label: pos.label,
        })),
    })),
    ccList: parties.filter((p) => p.role === 'CC').map((p) => ({ name: p.name, enterpriseName: p.enterprise_name })),
    events: events.map((e) => ({
      at: dateToLocal(e.at)!,
      kind: e.kind,
      actorName: e.actor_name,
      enterpriseName: e.enterprise_name,
      ip: e.ip,
      detail: e.detail?.reason ?? null,
      confirmation: e.detail?.confirmation ?? null,
    })),
    templatePanel: templatePanel(
      plan,
      signatories,
      parties.filter((p) => p.role === 'CC'),
      documents,
      language,
    ),
    signConfirmations: [...allowedConfirmations(plan.sign_confirmation)],
    actions: {
      sign: myTurn,
      refuse: myTurn,
      revoke: isInitiator && plan.status === TASK_STATUS.IN_PROGRESS,
      urge: isInitiator && plan.status === TASK_STATUS.IN_PROGRESS,
      edit: isInitiator && plan.status === TASK_STATUS.DRAFT,
      // CC recipients get the files once the contract is complete (read-plan-file.ts).
      download: isInitiator || isSigner || plan.status === TASK_STATUS.COMPLETED,
    },
  };
}

/**
 * The template information panel (spec items R-part-template-panel, F-template-panel): label rows,
 * and for a group its contract tabs — the documents, and the CC recipients with what they receive.
 * Its texts are in the caller's language (Accept-Language): the panel shows them as they come.
 */
function templatePanel(
  plan: PlanRow,
  signatories: PartyRow[],
  ccs: PartyRow[],
  documents: { id: string; name: string }[],
  language: TLanguage,
): TTemplatePanel {
  const partyName = (p: PartyRow) => (p.enterprise_name ? `${p.enterprise_name}（${p.name}）` : p.name);
  const signatoryItems = signatories.map((p) => ({
    name: partyName(p),
    type: SIGNING_STATE_LABELS[signingStateOf(p.signing_state)][language],
  }));
  const label = (key: keyof typeof TABLE_COLUMN_LABELS) => TABLE_COLUMN_LABELS[key][language];
  const signatoriesRow = { labelName: label('signatory'), labelVal: signatoryItems };
  const rows = [
    { labelName: label('taskNo'), labelVal: plan.task_no },
    {
      labelName: label('businessType'),
      labelVal: businessTypeLabel(plan.business_type, plan.business_type_name, language),
    },
    { labelName: label('initiator'), labelVal: plan.initiator_enterprise_name },
    { labelName: label('signDeadline'), labelVal: plan.end_time ?? '' },
    signatoriesRow,
  ];
  const documentsRow = {
    labelName: translate(language, 'contractDocuments'),
    labelVal: documents.map((d) => ({ name: d.name, type: 'PDF' })),
  };
  return {
    title: plan.task_name,
    type: CONTRACT_KIND_LABELS[plan.kind][language],
    ...(plan.kind === 'GROUP'
      ? {
          wrapTitle: plan.task_name,
          templateContractList: {
            signatoryList: documents.map((d) => ({
              title: d.name,
              signType: CONTRACT_KIND_LABELS.GROUP[language],
              pdfUrl: `${API}/${plan.id}/document/${d.id}/pdf`,
              detailList: [signatoriesRow],
            })),
            // A CC recipient receives every document of the group: its PDF link is the first one's.
            pushList: ccs.map((p) => ({
              title: partyName(p),
              signType: translate(language, 'contractCcList'),
              pdfUrl: documents[0] ? `${API}/${plan.id}/document/${documents[0].id}/pdf` : '',
              detailList: [documentsRow],
            })),
          },
        }
      : {}),
    templateInfoList: rows,
  };
}
