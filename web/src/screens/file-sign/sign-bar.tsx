// The signing page's bar, stuck to the bottom of the screen on a phone and a desktop alike (spec
// item R-file-sign): the next of the signer's fields (walked in order), sign and refuse while it is
// their turn; after signing, the outcome and 下载 in the same place, so the signer sees it without
// scrolling wherever they were in the document.
import type { ReactNode } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';

export function SignBar(props: {
  /** Shown instead of the actions once signed (the success message). */
  outcome?: ReactNode;
  onDownload?: () => void;
  field?: { index: number; total: number; onNext(): void };
  onSign?: () => void;
  onRefuse?: () => void;
}) {
  const { t } = useI18n();
  const { outcome, onDownload, field, onSign, onRefuse } = props;
  if (!outcome && !field && !onSign && !onRefuse && !onDownload) return null;
  return (
    <Paper
      withBorder
      shadow="md"
      p="xs"
      data-testid="sign-bar"
      style={{ position: 'sticky', bottom: 0, zIndex: 20, marginTop: 'auto' }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0, flex: 1 }}>
          {outcome ??
            (field && (
              <Button size="sm" variant="light" color="red" onClick={field.onNext} data-testid="sign-next-field">
                {t('signNextField')}
                <Text span size="xs" ml={6}>
                  {t('signFieldCount', { index: field.index + 1, total: field.total })}
                </Text>
              </Button>
            ))}
        </div>
        <Group gap="xs" wrap="nowrap">
          {onDownload && (
            <Button size="sm" variant="default" onClick={onDownload} data-testid="sign-download">
              {t('rowDownload')}
            </Button>
          )}
          {onRefuse && (
            <Button size="sm" variant="subtle" color="red" onClick={onRefuse} data-testid="sign-bar-refuse">
              {t('refuseTitle')}
            </Button>
          )}
          {onSign && (
            <Button size="sm" onClick={onSign} data-testid="sign-bar-sign">
              {t('signConfirm')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
