// Seals 601-603: the seal library (601), who may use a seal (602) and seal review and making (603).
import { entry, withDetail, type CatalogueEntry } from '../entry';

export const SEAL_ERRORS = {
  SEAL_NOT_FOUND: entry(60100001, 404, '印章不存在', 'The seal does not exist', '印章不存在'),
  SEAL_NAME_EXISTS: entry(60100002, 409, '印章名称已存在', 'A seal with this name already exists', '印章名稱已存在'),
  SEAL_DISABLED: entry(60100003, 409, '印章已停用', 'The seal is disabled', '印章已停用'),
  SEAL_IMAGE_INVALID: entry(
    60100004,
    400,
    '印章图片格式不正确，仅支持PNG或JPG',
    'Invalid seal image: only PNG or JPG is supported',
    '印章圖片格式不正確，僅支援PNG或JPG',
  ),
  // A picture whose pixel count (width × height, as its header declares) would cost more memory to
  // decode than a seal or signature ever needs: refused before decoding rather than shrunk.
  SEAL_IMAGE_TOO_LARGE: withDetail(
    entry(60100006, 413, '图片尺寸过大', 'The picture is too large', '圖片尺寸過大'),
    '图片尺寸过大，请上传宽高不超过 {maxSide} 像素的图片',
    'The picture is too large: upload one of at most {maxSide} pixels a side',
    '圖片尺寸過大，請上傳寬高不超過 {maxSide} 像素的圖片',
  ),
  SEAL_IN_USE: entry(
    60100005,
    409,
    '印章正在使用中，无法删除',
    'The seal is in use and cannot be deleted',
    '印章使用中，無法刪除',
  ),
  SEAL_NOT_AUTHORIZED: entry(
    60200001,
    403,
    '您没有该印章的使用权限',
    'You are not authorised to use this seal',
    '您沒有此印章的使用權限',
  ),
  SEAL_GRANT_EXPIRED: entry(
    60200002,
    403,
    '印章授权已过期',
    'Your authorisation for this seal has expired',
    '印章授權已過期',
  ),
  SEAL_GRANT_NOT_FOUND: entry(
    60200003,
    404,
    '印章授权记录不存在',
    'The seal authorisation does not exist',
    '印章授權紀錄不存在',
  ),
  SEAL_AUDIT_PENDING: entry(
    60300001,
    409,
    '印章审核中，暂不能使用',
    'The seal is awaiting review and cannot be used yet',
    '印章審核中，暫時無法使用',
  ),
  SEAL_AUDIT_REJECTED: entry(60300002, 409, '印章审核未通过', 'The seal was rejected in review', '印章審核未通過'),
  SEAL_GENERATE_FAILED: entry(
    60300003,
    500,
    '印章生成失败，请重试',
    'The seal could not be generated, please retry',
    '印章產生失敗，請重試',
  ),
} as const satisfies Record<string, CatalogueEntry>;
