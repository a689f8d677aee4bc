// Signing 614xxxxx: signing, refusing, revoking and urging a contract.
import { entry, type CatalogueEntry } from '../entry';

export const SIGNING_ERRORS = {
  REFUSAL_NOT_ALLOWED: entry(61400001, 403, '该合同不允许拒签', 'This contract cannot be refused', '此合約不允許拒簽'),
  NOT_CURRENT_SIGNATORY: entry(
    61400002,
    403,
    '您不是当前签署人',
    'You are not the current signatory',
    '您不是目前的簽署人',
  ),
  ONLY_INITIATOR_MAY_REVOKE: entry(
    61400003,
    403,
    '只有发起人可以撤销合同',
    'Only the initiator can revoke the contract',
    '只有發起人可以撤銷合約',
  ),
  SIGNATORY_NOT_UNIQUE: entry(
    61400004,
    409,
    '签署人不唯一，请核对签署方信息',
    'The signatory is not unique; check the signatory details',
    '簽署人不唯一，請核對簽署方資訊',
  ),
  SEAL_TYPE_WRONG: entry(61400005, 400, '印章类型错误', 'Wrong seal type', '印章類型錯誤'),
  DOCUMENT_STATE_INVALID: entry(
    61400006,
    409,
    '文档状态错误，无法执行此操作',
    'The document is in the wrong state for this operation',
    '文件狀態錯誤，無法執行此操作',
  ),
  SIGNING_STATUS_INVALID: entry(
    61400007,
    409,
    '签署状态错误，请刷新后重试',
    'The signing status has changed; reload and try again',
    '簽署狀態錯誤，請重新整理後再試',
  ),
  CERT_USER_MISMATCH: entry(
    61400008,
    403,
    '证书持有人与当前用户不一致',
    'The certificate belongs to a different user',
    '憑證持有人與目前使用者不一致',
  ),
  CERT_ENTERPRISE_MISMATCH: entry(
    61400009,
    403,
    '证书所属企业与当前企业不一致',
    'The certificate belongs to a different enterprise',
    '憑證所屬企業與目前企業不一致',
  ),
  SOMEONE_ELSE_SIGNING: entry(
    61400010,
    409,
    '他人正在签署，请稍后再试',
    'Someone else is signing; try again later',
    '他人正在簽署，請稍後再試',
  ),
  UNFINISHED_PLAN_UNDELETABLE: entry(
    61400011,
    409,
    '未完成的合同不能删除',
    'A contract that is not finished cannot be deleted',
    '未完成的合約不能刪除',
  ),
  NOTHING_TO_URGE: entry(
    61400012,
    409,
    '没有需要催办的签署人',
    'There is no signatory to remind',
    '沒有需要催辦的簽署人',
  ),
  REAL_NAME_REQUIRED_TO_SIGN: entry(
    61400013,
    403,
    '请先完成实名认证再签署',
    'Complete real-name verification before signing',
    '請先完成實名認證再簽署',
  ),
  REVOKE_REASON_TOO_LONG: entry(
    61400014,
    400,
    '撤销原因不能超过100个字',
    'The revoke reason must be at most 100 characters',
    '撤銷原因不能超過100個字',
  ),
  REVOKE_REASON_REQUIRED: entry(61400016, 400, '请输入撤销原因', 'Enter the reason for revoking', '請輸入撤銷原因'),
  SIGN_PASSWORD_NOT_SET: entry(
    61400017,
    409,
    '尚未设置签署密码，请使用短信验证码或先在账号中心设置签署密码',
    'No sign password is set: confirm with an SMS code, or set a sign password on your account first',
    '尚未設定簽署密碼，請使用簡訊驗證碼或先在帳號中心設定簽署密碼',
  ),
  SIGN_PASSWORD_WRONG: entry(61400018, 400, '签署密码错误', 'The sign password is wrong', '簽署密碼錯誤'),
  SIGN_PASSWORD_TOO_MANY_TRIES: entry(
    61400019,
    429,
    '签署密码错误次数过多，已锁定，请30分钟后再试或使用短信验证码',
    'Too many wrong sign passwords: it is locked for 30 minutes; confirm with an SMS code meanwhile',
    '簽署密碼錯誤次數過多，已鎖定，請30分鐘後再試或使用簡訊驗證碼',
  ),
  /** The plan's signing process confirms with an SMS code: the sign password is refused. */
  SIGN_CONFIRMATION_SMS_ONLY: entry(
    61400020,
    400,
    '该合同的签署流程要求使用短信验证码确认签署',
    "This contract's signing process requires an SMS code to confirm the signature",
    '此合約的簽署流程要求使用簡訊驗證碼確認簽署',
  ),
  /** The plan's signing process confirms with the sign password: an SMS code is refused (and none is sent). */
  SIGN_CONFIRMATION_PASSWORD_ONLY: entry(
    61400021,
    400,
    '该合同的签署流程要求使用签署密码确认签署',
    "This contract's signing process requires the sign password to confirm the signature",
    '此合約的簽署流程要求使用簽署密碼確認簽署',
  ),
  SIGNING_DEADLINE_PASSED: entry(
    61400015,
    409,
    '合同已超过签署截止时间',
    'The signing deadline has passed',
    '合約已超過簽署截止時間',
  ),
  /** The plan's start time (F-plan-start-end-time) is still ahead: nobody signs before it. */
  SIGNING_NOT_STARTED: entry(
    61400022,
    409,
    '合同尚未到签署开始时间，请稍后再签署',
    'Signing of this contract has not started yet; try again after its start time',
    '合約尚未到簽署開始時間，請稍後再簽署',
  ),
  /** A required TEXT or CHECKBOX field of the signer's was left empty: nothing is signed. */
  FIELD_REQUIRED_EMPTY: entry(
    61400060,
    400,
    '合同中有必填项尚未填写，请填写后再签署',
    'A required field of the contract is not filled in; fill it in, then sign',
    '合約中有必填項尚未填寫，請填寫後再簽署',
  ),
  /** A check box takes "true" or "false"; a value for a field the signer does not have is refused too. */
  FIELD_VALUE_INVALID: entry(
    61400061,
    400,
    '填写的内容与合同字段不符',
    'A filled-in value does not match the fields of the contract',
    '填寫的內容與合約欄位不符',
  ),
  /** An SMS invitation link whose contract was revoked, refused or expired: nothing left to join. */
  INVITE_PLAN_CLOSED: entry(
    61400050,
    409,
    '该合同已撤销、拒签或过期，邀请链接已失效',
    'This contract has been revoked, refused or has expired; the invitation link no longer works',
    '此合約已撤銷、拒簽或過期，邀請連結已失效',
  ),
  /** The invitation link was sent to one mobile number: only that number registers or signs through it. */
  INVITE_MOBILE_MISMATCH: entry(
    61400051,
    403,
    '邀请链接只能由收到短信的手机号使用',
    'The invitation link can be used only with the mobile number it was sent to',
    '邀請連結只能由收到簡訊的手機號碼使用',
  ),
  /**
   * An enterprise party signs with one of its enterprise's seals: a personal signature or a name in
   * text would put a person, not the enterprise, on the contract.
   */
  ENTERPRISE_PARTY_SEAL_REQUIRED: entry(
    61400090,
    400,
    '企业签署方须加盖企业印章，不能仅签署个人签名或姓名',
    'An enterprise party signs with an enterprise seal, not with a personal signature or a name alone',
    '企業簽署方須加蓋企業印章，不能僅簽署個人簽名或姓名',
  ),
} as const satisfies Record<string, CatalogueEntry>;
