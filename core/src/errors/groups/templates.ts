// Templates 76xxxxx: designing, publishing and using contract templates.
import { entry, type CatalogueEntry } from '../entry';

export const TEMPLATE_ERRORS = {
  TEMPLATE_DISABLED: entry(7600001, 409, '模板已停用', 'The template is disabled', '範本已停用'),
  TEMPLATE_IN_USE: entry(
    7600002,
    409,
    '模板正在使用中，无法删除',
    'The template is in use and cannot be deleted',
    '範本使用中，無法刪除',
  ),
  TEMPLATE_NOT_PUBLISHED: entry(
    7600003,
    409,
    '模板未发布，暂不能使用',
    'The template is not published yet',
    '範本尚未發布，暫時無法使用',
  ),
  TEMPLATE_FILE_MISSING: entry(7600004, 404, '模板文件不存在', 'The template file does not exist', '範本檔案不存在'),
  TEMPLATE_CONTROLS_EMPTY: entry(
    7600005,
    400,
    '模板未设置签署控件',
    'The template has no signing fields placed',
    '範本未設定簽署控制項',
  ),
  TEMPLATE_FIELD_KEY_DUPLICATE: entry(
    7600006,
    409,
    '模板字段标识重复',
    'Two template fields share the same key',
    '範本欄位識別碼重複',
  ),
  TEMPLATE_PUBLISHED_NOT_EDITABLE: entry(
    7600007,
    409,
    '已发布的模板不能修改，请先停用',
    'A published template cannot be edited; disable it first',
    '已發布的範本不能修改，請先停用',
  ),
  TEMPLATE_NO_PERMISSION: entry(
    7600008,
    403,
    '无权使用该模板',
    'You have no permission to use this template',
    '無權使用此範本',
  ),
  TEMPLATE_FILL_VALUE_INVALID: entry(
    7600009,
    400,
    '模板填充内容格式不正确',
    'A fill-in value has the wrong format',
    '範本填入內容格式不正確',
  ),
  TEMPLATE_POSITION_OVERLAP: entry(
    7600010,
    400,
    '同一签署角色的签署位置重叠',
    'Two signing positions of the same role overlap',
    '同一簽署角色的簽署位置重疊',
  ),
} as const satisfies Record<string, CatalogueEntry>;
