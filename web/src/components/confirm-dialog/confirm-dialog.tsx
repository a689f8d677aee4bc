// A question before an action that cannot be undone (cancel a verification, disable a member…):
// the portal dialog with the question, Cancel and the action; a failure shows inside the dialog.
import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { DialogActions } from '../dialog-actions/dialog-actions';
import { useDialogAction } from '../dialog-actions/use-dialog-action';
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
  const { busy, error, setError, run } = useDialogAction();

  const confirm = () =>
    run(async () => {
      await onConfirm();
      onClose();
    });

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
        <DialogActions
          error={error}
          busy={busy}
          actionLabel={confirmLabel}
          danger={danger}
          onAction={() => void confirm()}
          onCancel={onClose}
        />
      </Stack>
    </AppDialog>
  );
}
