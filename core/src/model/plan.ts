// The plan (task) form (spec's F-plan- items), with its defaults (K-plan-defaults): the body of "initiate a contract".
// The spec's codeStatus and imported-user list are not part of it: docs/spec-trace-reasons.md says why.
import { z } from 'zod';
import { ZId } from './field-shapes';
import { ZAttachmentList } from './attachment';
import { compareLocalDateTime, ZLocalDateTime } from './date-time';
import { ZPlanDocument, ZPlanPerson, ZPlanSignatoryOrder } from './plan-parts';
import { ZDateFormat } from './contracts/contract-fields';
import { PLAN_DEFAULTS, ZSigningOrder, ZSwitchState } from './setting-states';
import { NAME_MAX, safeName, safeText } from '../validation/safe-text';

/** The plan's notice to its parties: free text of at most 500 characters. */
export const NOTICE_INFO_MAX = 500;

export const ZPlanForm = z
  .object({
    taskName: safeName(),
    businessType: ZId,
    businessTypeName: safeText({ max: NAME_MAX }).optional(),
    processId: ZId.optional(),
    sendTimeState: ZSwitchState.default(PLAN_DEFAULTS.sendTimeState),
    startTime: ZLocalDateTime.optional(),
    endTime: ZLocalDateTime.optional(),
    orderState: ZSigningOrder.default(PLAN_DEFAULTS.orderState),
    personVOList: z.array(ZPlanPerson).default([]),
    planAttachedFileVoList: ZAttachmentList.default([]),
    planSendDocumentVOList: z.array(ZPlanDocument).default([]),
    planSendSignatoryOrderVOList: z.array(ZPlanSignatoryOrder).default([]),
    watermarkState: ZSwitchState.default(PLAN_DEFAULTS.watermarkState),
    positionState: ZSwitchState.default(PLAN_DEFAULTS.positionState),
    /** Free text shown to the parties; a bound of its own (spec item K-other-limits). */
    noticeInfo: safeText({ max: NOTICE_INFO_MAX, multiline: true }).optional(),
    fileCount: z.number().int().nonnegative().optional(),
    /** How DATE fields print the signing date; not in the plan form of the spec, DEFAULT_DATE_FORMAT when omitted. */
    dateFormat: ZDateFormat.optional(),
  })
  .refine((plan) => !plan.startTime || !plan.endTime || compareLocalDateTime(plan.startTime, plan.endTime) <= 0, {
    message: 'The start time must not be after the end time',
    path: ['endTime'],
  });
/** The form as the server holds it, defaults applied. */
export type TPlanForm = z.infer<typeof ZPlanForm>;
/** The form as a client may send it, defaults omitted. */
export type TPlanFormInput = z.input<typeof ZPlanForm>;
