// The template of an HR batch: an enabled template of the batch's enterprise with exactly one
// enterprise role (pre-signed with the HR seal) and one person role (the employee). Its fields the
// initiator fills become the employee list's columns.
import { AppError } from '@ecsign/core/errors';
import type { THrColumn, THrTemplateColumns, THrTemplateOption } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { findTemplate, type TTemplateRecord } from '../templates/template-access';

export async function hrTemplate(
  context: AppContext,
  enterpriseId: string,
  templateId: string,
): Promise<TTemplateRecord> {
  const template = await findTemplate(context, templateId).catch(() => undefined);
  // Another enterprise's template is "not found": its existence is not theirs to learn.
  if (!template || template.enterpriseId !== enterpriseId) throw new AppError('TEMPLATE_NOT_FOUND');
  if (template.status === 'DRAFT') throw new AppError('TEMPLATE_NOT_PUBLISHED');
  if (template.status === 'DISABLE') throw new AppError('TEMPLATE_DISABLED');
  const kinds = template.roles.map((role) => role.type).sort();
  if (kinds.length !== 2 || kinds[0] !== 'ENTERPRISE' || kinds[1] !== 'PERSON') {
    throw new AppError('TEMPLATE_SIGNATORIES_MISMATCH', {
      internal: 'HR templates have one enterprise and one person role',
    });
  }
  return template;
}

export function hrColumns(template: TTemplateRecord): THrColumn[] {
  return template.fields
    .filter((field) => field.filledBy === 'INITIATOR')
    .map((field) => ({
      key: field.key,
      label: field.label,
      type: field.type,
      required: field.required && !field.defaultValue,
    }));
}

export async function hrTemplateColumns(
  context: AppContext,
  enterpriseId: string,
  templateId: string,
): Promise<THrTemplateColumns> {
  const template = await hrTemplate(context, enterpriseId, templateId);
  return { templateId: template.id, templateName: template.name, columns: hrColumns(template) };
}

/** A sample list: the header (fixed columns, then each field's label) and one example row. */
export function sampleCsv(columns: THrColumn[]): string {
  const example: Record<string, string> = {
    TEXT: '示例',
    NUMBER: '100',
    AMOUNT_CN: '8000.00',
    DATE: '2026-12-01',
    ID_NUMBER: '11010519491231002X',
    CHECKBOX: 'true',
  };
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const header = ['业务ID', '姓名', '手机号', '身份证号', ...columns.map((c) => c.label)];
  const row = ['HR-0001', '张三', '13800000001', '11010519491231002X', ...columns.map((c) => example[c.type] ?? '')];
  return `\uFEFF${header.map(quote).join(',')}\r\n${row.map(quote).join(',')}\r\n`;
}

/** The enterprise's enabled templates with one enterprise role and one person role. */
export async function listHrTemplates(context: AppContext, enterpriseId: string): Promise<THrTemplateOption[]> {
  const rows = await context.database.query<{ id: string; name: string; roles: { type: string }[] }>(
    `SELECT id, name, roles FROM contract_templates WHERE enterprise_id = $1 AND status = 'ENABLE' ORDER BY name, id`,
    [enterpriseId],
  );
  return rows
    .filter(
      (row) =>
        row.roles
          .map((role) => role.type)
          .sort()
          .join() === 'ENTERPRISE,PERSON',
    )
    .map((row) => ({ templateId: row.id, name: row.name }));
}
