// What the certificate of completion says: the contract, each final document's SHA-256, every
// signatory with time, address and seal, and every event of the audit trail (with how each
// signature was confirmed, and each party's first view of the signing page).
import { CONTRACT_KIND_LABELS, type TContractEventKind, type TSignConfirmationMethod } from '@ecsign/core/model';
import type { CertificateContent } from './build-completion-certificate';
import { dateToLocal } from './local-time';
import type { PlanRow } from './plan-access';
import type { PartyRow } from './signatory-turn';
import { groupedCode } from './verification-code';

const EVENT_TEXT: Record<TContractEventKind, string> = {
  CREATED: '创建',
  SENT: '发起',
  VIEWED: '查看',
  SIGNED: '签署',
  REFUSED: '拒签',
  REVOKED: '撤销',
  EXPIRED: '过期',
  URGED: '催办',
  COMPLETED: '完成',
};

export interface EventRow {
  at: Date;
  kind: TContractEventKind;
  actor_name: string;
  enterprise_name: string | null;
  ip: string | null;
  detail: { confirmation?: TSignConfirmationMethod } | null;
}

/** How a signature was confirmed, as the certificate prints it. */
const CONFIRMATION_TEXT: Record<TSignConfirmationMethod, string> = {
  SMS: '短信验证码确认',
  SIGN_PASSWORD: '签署密码确认',
};

export function completionContent(input: {
  plan: PlanRow;
  parties: PartyRow[];
  documents: { name: string; sha256: string }[];
  events: EventRow[];
  verificationCode: string;
  verifyUrl: string;
  completedAt: Date;
}): CertificateContent {
  const { plan } = input;
  return {
    title: '签署完成证书 Certificate of Completion',
    facts: [
      ['任务名称', plan.task_name],
      ['任务编号', plan.task_no],
      ['类型', CONTRACT_KIND_LABELS[plan.kind].zh],
      ['发起方', `${plan.initiator_enterprise_name} ${plan.initiator_name}`],
      ['发起时间', dateToLocal(plan.sent_at) ?? ''],
      ['完成时间', dateToLocal(input.completedAt) ?? ''],
      ['验证码', groupedCode(input.verificationCode)],
      ['验证地址', input.verifyUrl],
    ],
    sections: [
      { heading: '文件 (SHA-256)', lines: input.documents.map((d, i) => `${i + 1}. ${d.name}  ${d.sha256}`) },
      {
        heading: '签署方',
        lines: input.parties
          .filter((p) => p.role === 'SIGNATORY')
          .map((p) =>
            [
              p.enterprise_name ? `${p.enterprise_name}（${p.name}）` : p.name,
              dateToLocal(p.signed_at) ?? '',
              p.sign_ip ?? '',
              p.seal_name ?? '',
            ].join('  '),
          ),
      },
      {
        heading: '操作记录',
        lines: input.events.map((e) =>
          [
            dateToLocal(e.at),
            EVENT_TEXT[e.kind],
            e.enterprise_name ? `${e.enterprise_name} ${e.actor_name}` : e.actor_name,
            e.ip ?? '',
            e.detail?.confirmation ? CONFIRMATION_TEXT[e.detail.confirmation] : '',
          ]
            .join('  ')
            .trimEnd(),
        ),
      },
    ],
    verificationCode: groupedCode(input.verificationCode),
    verifyUrl: input.verifyUrl,
  };
}
