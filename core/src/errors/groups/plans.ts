// Plans (contract tasks) 63xxxxx: creating, saving and starting a contract task.
import { entry, type CatalogueEntry } from '../entry';

export const PLAN_ERRORS = {
  PLAN_NOT_FOUND: entry(6300001, 404, '任务不存在', 'The task does not exist', '任務不存在'),
  PLAN_SAVE_FAILED: entry(
    6300002,
    500,
    '任务保存失败，请重试',
    'The task could not be saved, please retry',
    '任務儲存失敗，請重試',
  ),
  PLAN_UPDATE_FAILED: entry(
    6300003,
    500,
    '任务更新失败，请重试',
    'The task could not be updated, please retry',
    '任務更新失敗，請重試',
  ),
  PLAN_DELETE_FAILED: entry(
    6300004,
    500,
    '任务删除失败，请重试',
    'The task could not be deleted, please retry',
    '任務刪除失敗，請重試',
  ),
  NON_ENTERPRISE_CANNOT_INITIATE: entry(
    6300005,
    403,
    '非企业用户不能发起合同',
    'Only enterprise users can initiate contracts',
    '非企業使用者不能發起合約',
  ),
  UNKNOWN_DOCUMENT_TYPE: entry(6300006, 400, '未知的文档类型', 'Unknown document type', '未知的文件類型'),
  UPLOAD_CONTENT_EMPTY: entry(
    6300007,
    400,
    '上传内容为空，请重新选择文件',
    'The upload is empty; choose the file again',
    '上傳內容為空，請重新選擇檔案',
  ),
  PRESET_SEAL_INFO_EMPTY: entry(
    6300008,
    400,
    '预设印章信息为空',
    'The preset seal information is empty',
    '預設印章資訊為空',
  ),
  SEAL_PRESET_INVALID: entry(
    6300009,
    400,
    '印章预设错误，请检查签章位置',
    'The seal preset is wrong: check the seal positions',
    '印章預設錯誤，請檢查簽章位置',
  ),
  REAL_NAME_REQUIRED_TO_INITIATE: entry(
    6300010,
    403,
    '请先完成实名认证再发起合同',
    'Complete real-name verification before initiating a contract',
    '請先完成實名認證再發起合約',
  ),
} as const satisfies Record<string, CatalogueEntry>;
