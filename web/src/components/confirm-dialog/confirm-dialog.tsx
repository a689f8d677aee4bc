// A question before an action that cannot be undone (cancel a verification, disable a member…):
// the portal dialog with the question, Cancel and the action; a failure shows inside the dialog.
import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { AppDialog } from '../preview-dialogs/app-dialog';

export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm(): Promise<unknown>;
  onClose(): void;
}) {
  const { opened, title, children, confirmLabel, danger = false, onConfirm, onClose } = props;
  const { t, language } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (caught) {
      setError(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AppDialog
      opened={opened}
      onClose={() => {
        setError(null);
        onClose();
      }}
      title={title}
    >
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
