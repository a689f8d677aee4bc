// The file manager's calls (endpoints.contracts, core/model/contracts): a tab's page, revoke,
// urge, delete a draft, the home counters, and the one inbox (every account's to-dos). The page is
// asked with its filter, tab and paging in one body, which is the shape of ZContractListQuery.
import type { ApiClient } from '@ecsign/core/api';
import { endpoints, type EndpointInput } from '@ecsign/core/endpoints';
import type { TContractListQuery } from '@ecsign/core/model';

export function loadContractPage(api: ApiClient, query: TContractListQuery) {
  return api.call(endpoints.contracts.list, { body: query });
}

export function revokeContract(api: ApiClient, planId: string, reason: string) {
  return api.call(endpoints.contracts.revoke, { body: { planId, reason } });
}

export function urgeContract(api: ApiClient, planId: string) {
  return api.call(endpoints.contracts.urge, { body: { planId } });
}

export function deleteDraft(api: ApiClient, planId: string, version: number) {
  return api.call(endpoints.contracts.deleteDraft, { body: { planId, version } });
}

export function loadHomeCounters(api: ApiClient) {
  return api.call(endpoints.contracts.homeCounters);
}

export function loadEveryAccountInbox(api: ApiClient, query: EndpointInput<typeof endpoints.contracts.inbox>['query']) {
  return api.call(endpoints.contracts.inbox, { query });
}
