// The file manager's calls (core/model/contracts): a tab's page, revoke, urge, delete a draft, and
// the home counters, and the one inbox (every account's to-dos). The page is asked with its filter, tab and paging in one body, which is the
// shape of ZContractListQuery.
import type { ApiClient } from '@ecsign/core/api';
import {
  ZContractDraftReply,
  ZContractListPage,
  ZContractStateReply,
  ZEveryAccountInbox,
  ZHomeCounters,
  ZUrgeReply,
  type TContractListPage,
  type TContractListQuery,
  type TEveryAccountInbox,
  type THomeCounters,
} from '@ecsign/core/model';

export function loadContractPage(api: ApiClient, query: TContractListQuery): Promise<TContractListPage> {
  return api.request({ method: 'POST', path: 'contract/list', json: query }, ZContractListPage);
}

export function revokeContract(api: ApiClient, planId: string, reason: string) {
  return api.request({ method: 'POST', path: 'contract/revoke', json: { planId, reason } }, ZContractStateReply);
}

export function urgeContract(api: ApiClient, planId: string) {
  return api.request({ method: 'POST', path: 'contract/urge', json: { planId } }, ZUrgeReply);
}

export function deleteDraft(api: ApiClient, planId: string, version: number) {
  return api.request({ method: 'POST', path: 'contract/plan/delete', json: { planId, version } }, ZContractDraftReply);
}

export function loadHomeCounters(api: ApiClient): Promise<THomeCounters> {
  return api.request({ method: 'GET', path: 'contract/home/counters' }, ZHomeCounters);
}

export function loadEveryAccountInbox(
  api: ApiClient,
  query: { scope: 'ALL' | 'OTHERS'; current: number; size: number },
): Promise<TEveryAccountInbox> {
  return api.request({ method: 'GET', path: 'contract/inbox', query }, ZEveryAccountInbox);
}
