// A dialog asking why (refusing to sign, revoking a contract): the reason is required and has a
// length limit, counted in characters as typed; a refusal of the server shows inside the dialog.
import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

export function ReasonDialog(props: {
  opened: boolean;
  title: string;
  label: string;
  confirmLabel: string;
  /** Shown under the field, e.g. that revoking cannot be undone. */
  warning?: string;
  maxLength: number;
  requiredText: string;
  tooLongText: string;
  onClose(): void;
  onConfirm(reason: string): Promise<unknown>;
}) {
  const { opened, title, label, confirmLabel, warning, maxLength, onClose, onConfirm } = props;
  const { t, language } = useI18n();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = [...reason.trim()].length;

  async function confirm() {
    if (length === 0) return setProblem(props.requiredText);
    if (length > maxLength) return setProblem(props.tooLongText);
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm(reason.trim());
      setReason('');
      onClose();
    } catch (caught) {
      setProblem(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AppDialog opened={opened} onClose={onClose} title={title}>
      <Stack gap="sm" data-testid="reason-dialog">
        <Textarea
          label={label}
          value={reason}
          minRows={3}
          error={problem ?? undefined}
          description={`${length} / ${maxLength}`}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setProblem(null);
          }}
        />
        {warning && (
          <Text size="sm" c="orange">
            {warning}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
