// Every state set (spec's S- items) in one table — codes, schema and texts — so that screens can
// render any status generically and tests can check every set against the spec at once.
import type { z } from 'zod';
import type { TLocalizedText } from '../i18n/language';
import { AUTH_STATUS_CODES, ZAuthStatus } from './auth';
import * as contract from './contract-states';
import * as party from './party-states';
import * as setting from './setting-states';
import * as task from './task-states';

export * from './contract-states';
export * from './party-states';
export * from './setting-states';
export * from './task-states';

type TStateSet = {
  readonly values: readonly (string | number)[];
  readonly schema: z.ZodType;
  readonly labels: Readonly<Record<string | number, TLocalizedText>>;
};

export const STATE_SETS = {
  taskStatus: { values: task.TASK_STATUS_CODES, schema: task.ZTaskStatus, labels: task.TASK_STATUS_LABELS },
  enableState: { values: setting.ENABLE_STATES, schema: setting.ZEnableState, labels: setting.ENABLE_STATE_LABELS },
  subjectType: {
    values: [...party.SUBJECT_TYPE_CODES, ...party.SUBJECT_TYPE_NAMES],
    schema: party.ZSubjectType,
    labels: party.SUBJECT_TYPE_LABELS,
  },
  planState: { values: task.PLAN_STATES, schema: task.ZPlanState, labels: task.PLAN_STATE_LABELS },
  signingState: {
    values: contract.SIGNING_STATE_CODES,
    schema: contract.ZSigningState,
    labels: contract.SIGNING_STATE_LABELS,
  },
  batchFileState: {
    values: task.BATCH_FILE_STATES,
    schema: task.ZBatchFileState,
    labels: task.BATCH_FILE_STATE_LABELS,
  },
  contractListStatus: {
    values: contract.CONTRACT_LIST_STATUSES,
    schema: contract.ZContractListStatus,
    labels: contract.CONTRACT_LIST_STATUS_LABELS,
  },
  voidRoute: { values: contract.VOID_ROUTES, schema: contract.ZVoidRoute, labels: contract.VOID_ROUTE_LABELS },
  simpleStatus: {
    values: contract.SIMPLE_STATUSES,
    schema: contract.ZSimpleStatus,
    labels: contract.SIMPLE_STATUS_LABELS,
  },
  signingOrder: { values: setting.SIGNING_ORDERS, schema: setting.ZSigningOrder, labels: setting.SIGNING_ORDER_LABELS },
  authStatus: { values: AUTH_STATUS_CODES, schema: ZAuthStatus, labels: party.AUTH_STATUS_LABELS },
  joinApplicationStatus: {
    values: party.JOIN_APPLICATION_STATUSES,
    schema: party.ZJoinApplicationStatus,
    labels: party.JOIN_APPLICATION_STATUS_LABELS,
  },
} as const satisfies Record<string, TStateSet>;

export type TStateSetName = keyof typeof STATE_SETS;
