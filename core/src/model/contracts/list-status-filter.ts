// The status a file-manager row shows and the status filter offers: the same set, so every status a
// row can show can be filtered on (spec items S-list, S-task). A draft shows as a draft (S-task-draft);
// an in-progress plan as waiting for me or for others; an ended one by how it ended — a refusal is
// told apart from a withdrawal (S-void-route), although both leave the task status "revoked" (3).
import { z } from 'zod';
import type { TLocalizedText } from '../../i18n/language';
import { CONTRACT_LIST_STATUS_LABELS, type TContractListStatus } from '../contract-states';
import { TASK_STATUS_LABELS, type TTaskStatus } from '../task-states';
import type { TFileManagerTab } from './contract-list';

export const SHOWN_LIST_STATUSES = ['DRAFT', 'SIGNING', 'OTHER', 'COMPLETE', 'REFUSE', 'REVOKE', 'EXPIRED'] as const;
export const ZShownListStatus = z.enum(SHOWN_LIST_STATUSES);
export type TShownListStatus = z.infer<typeof ZShownListStatus>;

export const SHOWN_LIST_STATUS_LABELS = {
  DRAFT: TASK_STATUS_LABELS[0],
  SIGNING: CONTRACT_LIST_STATUS_LABELS.SIGNING,
  OTHER: CONTRACT_LIST_STATUS_LABELS.OTHER,
  COMPLETE: CONTRACT_LIST_STATUS_LABELS.COMPLETE,
  REFUSE: CONTRACT_LIST_STATUS_LABELS.REFUSE,
  REVOKE: CONTRACT_LIST_STATUS_LABELS.REVOKE,
  EXPIRED: CONTRACT_LIST_STATUS_LABELS.EXPIRED,
} as const satisfies Record<TShownListStatus, TLocalizedText>;

/** What a row shows: its task status when a draft, else the caller's list status. */
export function shownListStatus(row: { taskStatus: TTaskStatus; listStatus: TContractListStatus }): TShownListStatus {
  if (row.taskStatus === 0) return 'DRAFT';
  return (SHOWN_LIST_STATUSES as readonly string[]).includes(row.listStatus)
    ? (row.listStatus as TShownListStatus)
    : 'OTHER';
}

/** The statuses a tab's rows can show (the tab rules of the file manager): what its filter offers. */
export function shownStatusesOfTab(tab: TFileManagerTab): readonly TShownListStatus[] {
  switch (tab) {
    case 'DRAFT':
      return ['DRAFT'];
    case 'TO_SIGN':
      return ['SIGNING'];
    case 'WAITING_OTHERS':
      return ['OTHER'];
    case 'COMPLETED':
      return ['COMPLETE'];
    case 'VOIDED':
      return ['REFUSE', 'REVOKE', 'EXPIRED'];
    default:
      // Drafts live in the draft box only.
      return SHOWN_LIST_STATUSES.filter((status) => status !== 'DRAFT');
  }
}
