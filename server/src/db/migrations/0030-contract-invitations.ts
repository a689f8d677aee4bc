// Contracts and HR rows for people who have no account yet (spec item O-functions: people sign
// after real-name verification, so an invited person registers first): the invitation SMS with its
// one-time link (CONTRACT_INVITATION), and a manual identity review's decision told with its own
// notice type (IDENTITY_REVIEW_RESULT) rather than as a system notice. An invited party waits under
// the key I:<mobile> until its person has an account; the partial index finds those parties when
// the number registers or opens the link.
import { NOTICE_TYPES } from '@ecsign/core/model';

export const name = '0030-contract-invitations';

const types = NOTICE_TYPES.map((type) => `'${type}'`).join(', ');
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** [type, SMS text, e-mail subject, e-mail body] of the new types. */
const NEW_TEMPLATES: readonly [string, string, string, string][] = [
  [
    'CONTRACT_INVITATION',
    '【电子签】{recipientName}，您好：{initiatorName}邀请您签署电子合同。请打开链接注册并完成签署（链接仅可使用一次）：{url}',
    '{initiatorName}邀请您签署电子合同',
    '{recipientName}，您好：\n\n{initiatorName}邀请您签署电子合同。请打开链接注册并完成签署（链接仅可使用一次）：\n{url}',
  ],
  [
    'IDENTITY_REVIEW_RESULT',
    '【电子签】{recipientName}，您好：您的{subject}审核{result}。{reason}',
    '{subject}审核{result}',
    '{recipientName}，您好：\n\n您的{subject}审核{result}。{reason}',
  ],
];

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

CREATE INDEX contract_parties_invited ON contract_parties (party_key) WHERE user_id IS NULL AND party_key LIKE 'I:%';
`;
