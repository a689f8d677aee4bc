// Flow 620xxxxx: approval flows (Taiwan wording: 簽核).
import { entry, type CatalogueEntry } from '../entry';

export const FLOW_ERRORS = {
  FLOW_NOT_FOUND: entry(62000001, 404, '审批流程不存在', 'The approval flow does not exist', '簽核流程不存在'),
  FLOW_NODES_EMPTY: entry(
    62000002,
    400,
    '审批节点不能为空',
    'The approval flow needs at least one step',
    '簽核節點不能為空',
  ),
  FLOW_ALREADY_HANDLED: entry(62000003, 409, '该审批已处理', 'This approval has already been handled', '此簽核已處理'),
  NOT_CURRENT_APPROVER: entry(
    62000004,
    403,
    '您不是当前审批人',
    'You are not the current approver',
    '您不是目前的簽核人',
  ),
} as const satisfies Record<string, CatalogueEntry>;
