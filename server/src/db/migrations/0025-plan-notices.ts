// Notices that are right: a reminder says it is one (CONTRACT_REMINDER), everyone hears when a
// plan runs out of time (CONTRACT_EXPIRED), the to-sign text has no empty deadline slot and carries
// the link, and a plan whose start time is ahead tells its signatories then, not at sending:
// to_sign_notice_at is when the to-sign notice is due (null: none due — sent, or switched off by
// F-plan-send-time-state DISABLE), claimed once by whoever sends it.
import { NOTICE_TYPES } from '@ecsign/core/model';

export const name = '0025-plan-notices';

const types = NOTICE_TYPES.map((type) => `'${type}'`).join(', ');
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** [type, SMS text, e-mail subject, e-mail body] of the new types. */
const NEW_TEMPLATES: readonly [string, string, string, string][] = [
  [
    'CONTRACT_REMINDER',
    '【电子签】{recipientName}，您好：提醒您，{initiatorName}发起的合同《{contractName}》仍待您签署{deadlineNote}。签署地址：{url}',
    '提醒：合同《{contractName}》仍待您签署',
    '{recipientName}，您好：\n\n提醒您，{initiatorName}发起的合同《{contractName}》仍待您签署{deadlineNote}。\n签署地址：{url}',
  ],
  [
    'CONTRACT_EXPIRED',
    '【电子签】{recipientName}，您好：合同《{contractName}》已过签署截止时间{deadline}，签署已终止。',
    '合同《{contractName}》已过期',
    '{recipientName}，您好：\n\n合同《{contractName}》已过签署截止时间{deadline}，未签署的签署方已无法签署，合同已终止。\n详情：{url}',
  ],
];

const OLD_TO_SIGN_SMS =
  '【电子签】{recipientName}，您好：{initiatorName}发起的合同《{contractName}》待您签署，请于{deadline}前完成。';
const NEW_TO_SIGN_SMS =
  '【电子签】{recipientName}，您好：{initiatorName}发起的合同《{contractName}》待您签署{deadlineNote}。签署地址：{url}';
const OLD_TO_SIGN_EMAIL =
  '{recipientName}，您好：\n\n{initiatorName}发起的合同《{contractName}》待您签署，签署截止时间为{deadline}。请登录电子合同签署系统完成签署。';
const NEW_TO_SIGN_EMAIL =
  '{recipientName}，您好：\n\n{initiatorName}发起的合同《{contractName}》待您签署{deadlineNote}。\n签署地址：{url}';

export const sql = /* sql */ `
ALTER TABLE notice_types DROP CONSTRAINT notice_types_notice_type_check;
ALTER TABLE notice_types ADD CONSTRAINT notice_types_notice_type_check CHECK (notice_type IN (${types}));
ALTER TABLE notices DROP CONSTRAINT notices_notice_type_check;
ALTER TABLE notices ADD CONSTRAINT notices_notice_type_check CHECK (notice_type IN (${types}));

INSERT INTO notice_types (notice_type) VALUES ${NEW_TEMPLATES.map(([type]) => `(${quote(type)})`).join(', ')};
INSERT INTO notice_templates (notice_type, channel, subject, body) VALUES
${NEW_TEMPLATES.map(
  ([type, sms, subject, body]) =>
    `(${quote(type)}, 'SMS', NULL, ${quote(sms)}), (${quote(type)}, 'EMAIL', ${quote(subject)}, ${quote(body)})`,
).join(',\n')};

-- The shipped to-sign texts only; a text platform staff have edited stays theirs.
UPDATE notice_templates SET body = ${quote(NEW_TO_SIGN_SMS)}
 WHERE notice_type = 'CONTRACT_TO_SIGN' AND channel = 'SMS' AND body = ${quote(OLD_TO_SIGN_SMS)};
UPDATE notice_templates SET body = ${quote(NEW_TO_SIGN_EMAIL)}
 WHERE notice_type = 'CONTRACT_TO_SIGN' AND channel = 'EMAIL' AND body = ${quote(OLD_TO_SIGN_EMAIL)};

ALTER TABLE contract_plans ADD COLUMN to_sign_notice_at timestamptz;
CREATE INDEX contract_plans_to_sign_notice_due ON contract_plans (to_sign_notice_at) WHERE to_sign_notice_at IS NOT NULL;
`;
