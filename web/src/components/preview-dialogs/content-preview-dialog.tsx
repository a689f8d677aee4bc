// The content preview (spec item R-part-content-preview): formatted JSON in a 980 px wide dialog.
import { Code, ScrollArea } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';
import { AppDialog } from './app-dialog';
import { CONTENT_PREVIEW_WIDTH } from './dialog-sizes';
import { formatPreviewContent } from './format-preview-content';

export function ContentPreviewDialog(props: { opened: boolean; onClose(): void; content: unknown }) {
  const { opened, onClose, content } = props;
  const { t } = useI18n();
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('contentPreview')} width={CONTENT_PREVIEW_WIDTH}>
      <ScrollArea.Autosize mah="70vh">
        <Code block data-testid="content-preview">
          {formatPreviewContent(content)}
        </Code>
      </ScrollArea.Autosize>
    </AppDialog>
  );
}
