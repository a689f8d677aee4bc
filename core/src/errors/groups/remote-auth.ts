// Remote authentication 7010102xx-7010104xx: certificate applications through the CA's remote
// authentication (records 02, batches and rules 03, issuing 04).
import { entry, type CatalogueEntry } from '../entry';

export const REMOTE_AUTH_ERRORS = {
  REMOTE_AUTH_IN_PROGRESS: entry(
    701010201,
    409,
    '认证正在进行中，请刷新页面查看结果',
    'Authentication is in progress; refresh the page to see the result',
    '認證進行中，請重新整理頁面查看結果',
  ),
  REMOTE_AUTH_RECORD_EXISTS: entry(
    701010202,
    409,
    '已存在认证记录，请继续完成认证',
    'An authentication record already exists; continue with it',
    '已有認證紀錄，請繼續完成認證',
  ),
  CERT_APPLICATION_NOT_FOUND: entry(
    701010203,
    404,
    '证书申请记录不存在',
    'The certificate application does not exist',
    '憑證申請紀錄不存在',
  ),
  CERT_REVOKE_FAILED: entry(
    701010204,
    502,
    '证书吊销失败，请稍后再试',
    'The certificate could not be revoked; try again later',
    '憑證廢止失敗，請稍後再試',
  ),
  RULE_NUMBER_NOT_CONFIGURED: entry(
    701010301,
    500,
    '未配置认证规则编号，请联系管理员',
    'No authentication rule number is configured; contact the administrator',
    '未設定認證規則編號，請聯絡管理員',
  ),
  AUTH_BATCH_NOT_FOUND: entry(
    701010302,
    404,
    '认证批次不存在',
    'The authentication batch does not exist',
    '認證批次不存在',
  ),
  AUTH_BATCH_SAVE_FAILED: entry(
    701010303,
    500,
    '认证批次保存失败',
    'The authentication batch could not be saved',
    '認證批次儲存失敗',
  ),
  AUTH_STATUS_UPDATE_FAILED: entry(
    701010304,
    500,
    '认证状态更新失败',
    'The authentication status could not be updated',
    '認證狀態更新失敗',
  ),
  REMOTE_AUTH_TIMEOUT: entry(
    701010401,
    502,
    '认证请求超时，请稍后再试',
    'The authentication request timed out; try again later',
    '認證請求逾時，請稍後再試',
  ),
  CERT_ISSUE_FAILED: entry(
    701010402,
    502,
    '证书签发失败，请稍后再试',
    'The certificate could not be issued; try again later',
    '憑證簽發失敗，請稍後再試',
  ),
  ENTERPRISE_REAUTH_CONTINUE: entry(
    701010403,
    409,
    '企业正在重新认证，请前往个人中心继续',
    'The enterprise is being re-verified; continue from your personal centre',
    '企業正在重新認證，請前往個人中心繼續',
  ),
  INDIVIDUAL_KEY_OR_EVENT_CERT_ONLY: entry(
    701010404,
    400,
    '个人用户仅支持UKey或事件证书认证',
    'Individuals can only authenticate with a key device or an event certificate',
    '個人使用者僅支援UKey或事件憑證認證',
  ),
} as const satisfies Record<string, CatalogueEntry>;
