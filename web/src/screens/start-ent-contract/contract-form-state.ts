// The initiation form's state (the plan form, spec's F-plan- items, with the K-plan-defaults, plus signatories, CC and
// the kind), how a saved draft fills it again, and the request body it becomes. Positions placed
// on /prePlaced live on the signatories, so editing a draft keeps them.
import {
  PLAN_DEFAULTS,
  type TContractDraftForm,
  type TContractInitiateRequest,
  type TContractKind,
  type TContractPosition,
  type TSealKind,
  type TSigningOrder,
  type TSwitchState,
} from '@ecsign/core/model';

export interface TPartyRow {
  /** Local key of the row (React lists). */
  key: string;
  subjectType: 'PERSONAL' | 'ENTERPRISE';
  name: string;
  mobile: string;
  enterpriseName: string;
  accountId?: string;
  roleName: string;
  signOrder: number;
  /** The seal kinds an enterprise signatory must stamp with (empty: any usable seal). */
  sealTypes: TSealKind[];
  positions: TContractPosition[];
}

export interface TFileRow {
  fileId: string;
  fileName: string;
  fileSize?: number;
}

export interface TContractFormState {
  planId?: string;
  version?: number;
  kind: TContractKind;
  taskName: string;
  businessType: string;
  businessTypeName: string;
  /** The signing process's id, or '' for the platform's defaults. */
  processId: string;
  /** `yyyy-MM-ddTHH:mm` as a datetime-local input gives it, or ''. */
  startTime: string;
  endTime: string;
  sendTimeState: TSwitchState;
  orderState: TSigningOrder;
  watermarkState: TSwitchState;
  positionState: TSwitchState;
  noticeInfo: string;
  documents: TFileRow[];
  attachments: TFileRow[];
  signatories: TPartyRow[];
  batchRecipients: TPartyRow[];
  ccList: TPartyRow[];
}

let rowCounter = 0;
export function newPartyRow(values: Partial<TPartyRow> = {}): TPartyRow {
  rowCounter += 1;
  return {
    key: `row-${rowCounter}`,
    subjectType: 'PERSONAL',
    name: '',
    mobile: '',
    enterpriseName: '',
    roleName: '',
    signOrder: 1,
    sealTypes: [],
    positions: [],
    ...values,
  };
}

export function emptyContractForm(): TContractFormState {
  return {
    kind: 'SINGLE',
    taskName: '',
    businessType: '',
    businessTypeName: '',
    processId: '',
    startTime: '',
    endTime: '',
    sendTimeState: PLAN_DEFAULTS.sendTimeState,
    orderState: PLAN_DEFAULTS.orderState,
    watermarkState: PLAN_DEFAULTS.watermarkState,
    positionState: PLAN_DEFAULTS.positionState,
    noticeInfo: '',
    documents: [],
    attachments: [],
    signatories: [newPartyRow()],
    batchRecipients: [],
    ccList: [],
  };
}

function subjectOf(value: unknown): TPartyRow['subjectType'] {
  return value === 'ENTERPRISE' || value === 'ORG' || value === 1 ? 'ENTERPRISE' : 'PERSONAL';
}

type TDraftParty = TContractDraftForm['signatories'][number];

function rowOf(party: Partial<TDraftParty> & { name: string; subjectType: unknown }): TPartyRow {
  return newPartyRow({
    subjectType: subjectOf(party.subjectType),
    name: party.name,
    mobile: party.mobile ?? '',
    enterpriseName: party.enterpriseName ?? '',
    accountId: party.accountId,
    roleName: party.roleName ?? '',
    signOrder: party.signOrder ?? 1,
    sealTypes: party.sealTypes ?? [],
    positions: party.positions ?? [],
  });
}

/** `2026-11-30 18:00[:00]` from the server → the datetime-local input's `2026-11-30T18:00`. */
function toInputTime(value: string | undefined): string {
  if (!value) return '';
  return value.replace(' ', 'T').slice(0, 16);
}

export function formFromDraft(draft: TContractDraftForm): TContractFormState {
  const plan = draft.plan;
  return {
    planId: draft.planId,
    version: draft.version,
    kind: draft.kind,
    taskName: plan.taskName,
    businessType: plan.businessType,
    businessTypeName: plan.businessTypeName ?? '',
    processId: plan.processId ?? '',
    startTime: toInputTime(plan.startTime),
    endTime: toInputTime(plan.endTime),
    sendTimeState: plan.sendTimeState,
    orderState: plan.orderState,
    watermarkState: plan.watermarkState,
    positionState: plan.positionState,
    noticeInfo: plan.noticeInfo ?? '',
    documents: plan.planSendDocumentVOList.map((d) => ({ fileId: d.fileId, fileName: d.documentName })),
    attachments: plan.planAttachedFileVoList.map((a) => ({
      fileId: a.fileId,
      fileName: a.fileName,
      fileSize: a.fileSize,
    })),
    signatories: draft.signatories.map(rowOf),
    batchRecipients: draft.batchRecipients.map(rowOf),
    ccList: draft.ccList.map((cc) => rowOf({ ...cc, subjectType: cc.subjectType })),
  };
}

const optional = (text: string) => (text.trim() ? text.trim() : undefined);
const localTime = (value: string) => (value ? `${value.replace('T', ' ')}:00`.slice(0, 19) : undefined);

function partyBody(row: TPartyRow) {
  const enterprise = row.subjectType === 'ENTERPRISE';
  return {
    subjectType: row.subjectType,
    name: row.name.trim(),
    mobile: optional(row.mobile),
    enterpriseName: enterprise ? optional(row.enterpriseName) : undefined,
    accountId: row.accountId,
    roleName: optional(row.roleName),
    signOrder: row.signOrder,
    sealTypes: enterprise ? row.sealTypes : [],
    positions: row.positions,
  };
}

export function requestFromForm(form: TContractFormState, requestId?: string): TContractInitiateRequest {
  return {
    planId: form.planId,
    version: form.version,
    requestId,
    kind: form.kind,
    plan: {
      taskName: form.taskName.trim(),
      businessType: form.businessType.trim(),
      businessTypeName: optional(form.businessTypeName),
      processId: optional(form.processId),
      sendTimeState: form.sendTimeState,
      startTime: localTime(form.startTime),
      endTime: localTime(form.endTime),
      orderState: form.orderState,
      watermarkState: form.watermarkState,
      positionState: form.positionState,
      noticeInfo: optional(form.noticeInfo),
      fileCount: form.documents.length,
      planSendDocumentVOList: form.documents.map((d) => ({ documentName: d.fileName, fileId: d.fileId })),
      planAttachedFileVoList: form.attachments.map((a) => ({
        fileName: a.fileName,
        fileId: a.fileId,
        fileSize: a.fileSize,
      })),
    },
    signatories: form.signatories.map(partyBody),
    batchRecipients: form.kind === 'BATCH' ? form.batchRecipients.map(partyBody) : [],
    ccList: form.ccList.map((cc) => {
      const { subjectType, name, mobile, enterpriseName, accountId } = partyBody(cc);
      return { subjectType, name, mobile, enterpriseName, accountId };
    }),
  };
}
