// Sign centre 748xxxxx: the signing page itself.
import { entry, type CatalogueEntry } from '../entry';

export const SIGN_CENTRE_ERRORS = {
  WATERMARK_FAILED: entry(
    74800001,
    500,
    '添加水印失败，请重试',
    'The watermark could not be added, please retry',
    '加上浮水印失敗，請重試',
  ),
  ANOTHER_SIGNATORY_OPERATING: entry(
    74800002,
    409,
    '其他签署方正在操作，请稍后再试',
    'Another signatory is working on this contract; try again later',
    '其他簽署方正在操作，請稍後再試',
  ),
} as const satisfies Record<string, CatalogueEntry>;
