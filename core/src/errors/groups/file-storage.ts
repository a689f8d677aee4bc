// File storage 612xxxxx: the blob store behind every upload and download.
import { entry, type CatalogueEntry } from '../entry';

export const FILE_STORAGE_ERRORS = {
  FILE_NOT_FOUND: entry(61200001, 404, '文件不存在', 'The file does not exist', '檔案不存在'),
  FILE_UPLOAD_FAILED: entry(
    61200002,
    500,
    '文件上传失败，请重试',
    'The file could not be uploaded, please retry',
    '檔案上傳失敗，請重試',
  ),
  FILE_DOWNLOAD_FAILED: entry(
    61200003,
    500,
    '文件下载失败，请重试',
    'The file could not be downloaded, please retry',
    '檔案下載失敗，請重試',
  ),
  FILE_STORAGE_UNAVAILABLE: entry(
    61200004,
    503,
    '文件存储服务暂不可用',
    'The file storage is temporarily unavailable',
    '檔案儲存服務暫時無法使用',
  ),
  FILE_TYPE_NOT_ALLOWED: entry(
    61200005,
    400,
    '不允许上传该类型的文件',
    'Files of this type cannot be uploaded',
    '不允許上傳此類型的檔案',
  ),
  // The disk (or the bucket's quota) is full: nothing was written, and retrying will not help
  // until an administrator frees space; HTTP 507 Insufficient Storage says so to any client.
  STORAGE_FULL: entry(
    61200006,
    507,
    '存储空间已满，文件未能保存，请联系管理员',
    'The storage is full and the file was not saved; please contact the administrator',
    '儲存空間已滿，檔案未能儲存，請聯絡管理員',
  ),
} as const satisfies Record<string, CatalogueEntry>;
