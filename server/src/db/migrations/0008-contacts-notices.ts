// Contacts and groups, notices and message templates, help and content pages.
// Contacts and groups belong to one account (owner_account_id). Message templates are platform
// defaults only (one per notice type and channel, edited by platform staff); enterprises do not
// override them. In-app notices belong to a user; system notices are copied to a user's notices
// when the user first looks after publication. message_deliveries is the SMS/e-mail outbox that
// sendNotice fills in the caller's transaction and the delivery pump drains after commit.
export const name = '0008-contacts-notices';

const NOTICE_TYPES = `'CONTRACT_TO_SIGN', 'CONTRACT_SIGNED', 'CONTRACT_REFUSED', 'CONTRACT_REVOKED', 'CONTRACT_EXPIRING', 'CONTRACT_COMPLETED', 'CONTRACT_CC', 'JOIN_APPLICATION', 'JOIN_RESULT', 'SYSTEM'`;

/** [type, SMS text, e-mail subject, e-mail body]. */
const DEFAULT_TEMPLATES: readonly [string, string, string, string][] = [
  [
    'CONTRACT_TO_SIGN',
    '【电子签】{recipientName}，您好：{initiatorName}发起的合同《{contractName}》待您签署，请于{deadline}前完成。',
    '合同《{contractName}》待您签署',
    '{recipientName}，您好：\n\n{initiatorName}发起的合同《{contractName}》待您签署，签署截止时间为{deadline}。请登录电子合同签署系统完成签署。',
  ],
  [
    'CONTRACT_SIGNED',
    '【电子签】{recipientName}，您好：{signerName}已签署合同《{contractName}》。',
    '{signerName}已签署合同《{contractName}》',
    '{recipientName}，您好：\n\n{signerName}已签署合同《{contractName}》。',
  ],
  [
    'CONTRACT_REFUSED',
    '【电子签】{recipientName}，您好：{signerName}拒签了合同《{contractName}》，原因：{reason}。',
    '合同《{contractName}》被拒签',
    '{recipientName}，您好：\n\n{signerName}拒签了合同《{contractName}》。\n拒签原因：{reason}',
  ],
  [
    'CONTRACT_REVOKED',
    '【电子签】{recipientName}，您好：{initiatorName}已撤回合同《{contractName}》，原因：{reason}。',
    '合同《{contractName}》已撤回',
    '{recipientName}，您好：\n\n{initiatorName}已撤回合同《{contractName}》。\n撤回原因：{reason}',
  ],
  [
    'CONTRACT_EXPIRING',
    '【电子签】{recipientName}，您好：合同《{contractName}》将于{deadline}截止签署，请尽快处理。',
    '合同《{contractName}》即将到期',
    '{recipientName}，您好：\n\n合同《{contractName}》将于{deadline}截止签署，请尽快登录处理。',
  ],
  [
    'CONTRACT_COMPLETED',
    '【电子签】{recipientName}，您好：合同《{contractName}》已全部签署完成。',
    '合同《{contractName}》已签署完成',
    '{recipientName}，您好：\n\n合同《{contractName}》的所有签署方均已完成签署，您可登录下载合同文件。',
  ],
  [
    'CONTRACT_CC',
    '【电子签】{recipientName}，您好：{initiatorName}将合同《{contractName}》抄送给您。',
    '合同《{contractName}》抄送给您',
    '{recipientName}，您好：\n\n{initiatorName}将合同《{contractName}》抄送给您，您可登录查看。',
  ],
  [
    'JOIN_APPLICATION',
    '【电子签】{recipientName}，您好：{applicantName}申请加入{enterpriseName}，请登录审核。',
    '{applicantName}申请加入{enterpriseName}',
    '{recipientName}，您好：\n\n{applicantName}申请加入{enterpriseName}。\n申请理由：{reason}\n请登录企业管理页面审核。',
  ],
  [
    'JOIN_RESULT',
    '【电子签】{recipientName}，您好：您加入{enterpriseName}的申请{result}。',
    '加入{enterpriseName}的申请{result}',
    '{recipientName}，您好：\n\n您加入{enterpriseName}的申请{result}。{comment}',
  ],
  ['SYSTEM', '【电子签】{title}', '{title}', '{content}'],
];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

export const sql = /* sql */ `
CREATE TABLE contact_groups (
  id text PRIMARY KEY,
  owner_account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_account_id, name)
);

CREATE TABLE contacts (
  id text PRIMARY KEY,
  owner_account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  signatory_type text NOT NULL CHECK (signatory_type IN ('PERSONAL', 'ENTERPRISE')),
  name text NOT NULL,
  mobile text NOT NULL,
  -- '' for a person, so that the duplicate rule below is one plain unique index.
  enterprise_name text NOT NULL DEFAULT '',
  group_id text REFERENCES contact_groups(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_account_id, signatory_type, mobile, enterprise_name)
);
CREATE INDEX contacts_by_owner ON contacts (owner_account_id, created_at DESC);

CREATE TABLE notice_types (
  notice_type text PRIMARY KEY CHECK (notice_type IN (${NOTICE_TYPES})),
  enabled boolean NOT NULL DEFAULT true,
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notice_templates (
  notice_type text NOT NULL REFERENCES notice_types(notice_type),
  channel text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  subject text,
  body text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (notice_type, channel)
);

CREATE TABLE system_notices (
  id text PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED', 'WITHDRAWN')),
  published_at timestamptz,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notices (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The account the notice concerns (e.g. the enterprise account asked to review), when known.
  account_id text,
  notice_type text NOT NULL CHECK (notice_type IN (${NOTICE_TYPES})),
  title text NOT NULL,
  content text NOT NULL,
  link text,
  system_notice_id text REFERENCES system_notices(id) ON DELETE CASCADE,
  read_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, system_notice_id)
);
CREATE INDEX notices_by_user ON notices (user_id, created_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE message_deliveries (
  id text PRIMARY KEY,
  notice_type text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENDING', 'SENT', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_deliveries_due ON message_deliveries (next_attempt_at) WHERE status IN ('PENDING', 'SENDING');

CREATE TABLE help_items (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('DOCUMENT', 'VIDEO')),
  title text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  blob_key text NOT NULL,
  sha256 text NOT NULL,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Kept (without its bytes) so that a removed built-in guide is not seeded again.
  deleted_at timestamptz
);

CREATE TABLE content_pages (
  slug text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('ANNOUNCEMENT', 'TERMS', 'OTHER')),
  title text NOT NULL,
  body text NOT NULL,
  updated_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO notice_types (notice_type) VALUES ${DEFAULT_TEMPLATES.map(([type]) => `(${quote(type)})`).join(', ')};
INSERT INTO notice_templates (notice_type, channel, subject, body) VALUES
${DEFAULT_TEMPLATES.map(
  ([type, sms, subject, body]) =>
    `(${quote(type)}, 'SMS', NULL, ${quote(sms)}), (${quote(type)}, 'EMAIL', ${quote(subject)}, ${quote(body)})`,
).join(',\n')};
`;
