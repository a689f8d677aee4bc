// GET cb/assemble/notice/template/preview (platform staff; the /previewNotify page): a template
// filled with sample values, exactly as a recipient would read it.
import { AppError } from '@ecsign/core/errors';
import {
  fillTemplate,
  PLACEHOLDER_SAMPLES,
  type TMessageChannel,
  type TNoticeTemplatePreview,
  type TNoticeType,
} from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { loadNoticeSettings } from './load-notice-settings';

export async function previewNoticeTemplate(
  context: AppContext,
  query: { noticeType: TNoticeType; channel: TMessageChannel },
): Promise<TNoticeTemplatePreview> {
  const settings = await loadNoticeSettings(context.database.db, query.noticeType);
  const template = settings.templates.get(query.channel);
  if (!template) throw new AppError('NOT_FOUND', { internal: 'no such template' });
  return {
    noticeType: query.noticeType,
    channel: query.channel,
    enabled: settings.enabled && template.enabled,
    subject: template.subject === null ? null : fillTemplate(template.subject, PLACEHOLDER_SAMPLES).text,
    body: fillTemplate(template.body, PLACEHOLDER_SAMPLES).text,
  };
}
