// `ecsign hr templates`: the HR templates the caller may send with (enabled, one enterprise role
// and one employee role) and, for each, the template fields its employee list carries besides the
// fixed columns (业务ID, 姓名, 手机号, 身份证号); * marks a field every row must fill.
import type { THrTemplateColumns } from '@ecsign/core/model';
import type { CliIo } from '../cli-io';
import type { CommandContext } from '../command-context';
import { hrClient } from './hr-client';
import { textTable } from './text-table';

export async function listHrTemplates(context: CommandContext, io: CliIo, options: { json: boolean }): Promise<string> {
  const client = await hrClient(context, io);
  const templates = await client.api.call(client.batch.templates);
  const described: THrTemplateColumns[] = [];
  for (const template of templates)
    described.push(await client.api.call(client.batch.columns, { query: { templateId: template.templateId } }));
  if (options.json)
    return JSON.stringify(
      described.map(({ templateId, templateName, columns }) => ({ templateId, name: templateName, fields: columns })),
      null,
      2,
    );
  if (described.length === 0) return context.t('hrTemplatesNone');
  return textTable([
    [context.t('hrTemplatesColId'), context.t('hrTemplatesColName'), context.t('hrTemplatesColFields')],
    ...described.map(({ templateId, templateName, columns }) => [
      templateId,
      templateName,
      columns.map((column) => `${column.label} (${column.key})${column.required ? '*' : ''}`).join(', '),
    ]),
  ]);
}
