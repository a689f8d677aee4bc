// The certificate of completion prints the audit trail with each party's first view of the signing
// page and how each signature was confirmed (SMS code or sign password).
import { describe, expect, it } from 'vitest';
import { completionContent, type EventRow } from './completion-content';
import type { PlanRow } from './plan-access';

describe('completionContent', () => {
  it('prints VIEWED lines and the confirmation method of each signature', () => {
    const at = new Date('2026-03-01T02:00:00Z');
    const event = (kind: EventRow['kind'], actor: string, detail: EventRow['detail'] = null): EventRow => ({
      at,
      kind,
      actor_name: actor,
      enterprise_name: null,
      ip: '192.0.2.1',
      detail,
    });
    const content = completionContent({
      plan: {
        task_name: '采购合同',
        task_no: 'T1',
        kind: 'SINGLE',
        initiator_enterprise_name: '演示科技有限公司',
        initiator_name: '王管理',
        sent_at: at,
      } as PlanRow,
      parties: [],
      documents: [],
      events: [
        event('VIEWED', '张三'),
        event('SIGNED', '张三', { confirmation: 'SMS' }),
        event('VIEWED', '李四'),
        event('SIGNED', '李四', { confirmation: 'SIGN_PASSWORD' }),
        event('COMPLETED', '李四'),
      ],
      verificationCode: '123456789012',
      verifyUrl: 'https://example.test/verify',
      completedAt: at,
    });
    const trail = content.sections.find((section) => section.heading === '操作记录')!.lines;
    expect(trail).toHaveLength(5);
    expect(trail[0]).toMatch(/查看 {2}张三 {2}192\.0\.2\.1$/);
    expect(trail[1]).toMatch(/签署 {2}张三 {2}192\.0\.2\.1 {2}短信验证码确认$/);
    expect(trail[3]).toMatch(/签署 {2}李四 {2}192\.0\.2\.1 {2}签署密码确认$/);
    expect(trail[4]).toMatch(/完成 {2}李四 {2}192\.0\.2\.1$/);
  });
});
