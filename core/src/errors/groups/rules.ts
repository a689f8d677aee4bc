// Rules 618xxxxx: numbering and business rules.
import { entry, type CatalogueEntry } from '../entry';

export const RULE_ERRORS = {
  RULE_NOT_FOUND: entry(61800001, 404, '规则不存在', 'The rule does not exist', '規則不存在'),
  RULE_CODE_EXISTS: entry(61800002, 409, '规则编号已存在', 'This rule number already exists', '規則編號已存在'),
  RULE_IN_USE: entry(
    61800003,
    409,
    '规则正在使用中，无法删除',
    'The rule is in use and cannot be deleted',
    '規則使用中，無法刪除',
  ),
  RULE_EXPRESSION_INVALID: entry(
    61800004,
    400,
    '规则表达式不正确',
    'The rule expression is invalid',
    '規則運算式不正確',
  ),
} as const satisfies Record<string, CatalogueEntry>;
