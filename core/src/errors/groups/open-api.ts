// Open API 7510xxxx: contracts started by other systems through the public API.
import { entry, withDetail, type CatalogueEntry } from '../entry';

export const OPEN_API_ERRORS = {
  OPEN_API_ACCOUNT_INVALID: entry(75100001, 400, '账号信息错误', 'The account information is wrong', '帳號資訊錯誤'),
  OPEN_API_SIGNING_INCOMPLETE: entry(
    75100002,
    409,
    '合同尚未签署完成',
    'The contract has not been fully signed yet',
    '合約尚未簽署完成',
  ),
  // The rows are named: a list of a thousand rows is otherwise a search for the empty cells.
  OPEN_API_BUSINESS_ID_MISSING: withDetail(
    entry(75100003, 400, '业务ID不能为空', 'The business ID is required', '業務ID不能為空'),
    '业务ID不能为空：第 {rows} 行没有业务ID',
    'The business ID is required: row {rows} has none',
    '業務ID不能為空：第 {rows} 列沒有業務ID',
  ),
  OPEN_API_NO_ACCESS: entry(75100004, 403, '无权访问该接口', 'You have no access to this interface', '無權存取此介面'),
  CONTRACT_LIST_EMPTY: entry(75100005, 400, '合同列表不能为空', 'The contract list is empty', '合約清單不能為空'),
  SIGNATORY_LIST_EMPTY: entry(75100006, 400, '签署方列表不能为空', 'The signatory list is empty', '簽署方清單不能為空'),
  TEMPLATE_FIELDS_MISMATCH: entry(
    75100007,
    400,
    '填充字段与模板不匹配',
    'The fill-in fields do not match the template',
    '填入欄位與範本不符',
  ),
  TEMPLATE_SIGNATORIES_MISMATCH: entry(
    75100008,
    400,
    '签署方数量与模板签署角色不匹配',
    'The signatories do not match the signing roles of the template',
    '簽署方數量與範本簽署角色不符',
  ),
  TEMPLATE_BUSINESS_TYPE_MISMATCH: entry(
    75100009,
    400,
    '模板与业务类型不匹配',
    'The template does not belong to this business type',
    '範本與業務類型不符',
  ),
  ATTACHMENT_COUNT_EXCEEDED: entry(
    75100010,
    400,
    '附件数量不能超过100个',
    'At most 100 attachments are allowed',
    '附件數量不能超過100個',
  ),
  ATTACHMENT_TOO_LARGE: entry(
    75100011,
    413,
    '单个附件大小不能超过8MB',
    'Each attachment must be at most 8 MB',
    '單一附件大小不能超過8MB',
  ),
} as const satisfies Record<string, CatalogueEntry>;
