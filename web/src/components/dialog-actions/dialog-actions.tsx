// The foot of a portal dialog: the failure of its call (if any), then Cancel and the action.
import { Button, Group, Text } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';

export function DialogActions(props: {
  error: string | null;
  busy: boolean;
  actionLabel: string;
  danger?: boolean;
  onAction(): void;
  onCancel(): void;
}) {
  const { t } = useI18n();
  return (
    <>
      {props.error && (
        <Text size="sm" c="red" role="alert">
          {props.error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t('cancel')}
        </Button>
        <Button color={props.danger ? 'red' : undefined} loading={props.busy} onClick={props.onAction}>
          {props.actionLabel}
        </Button>
      </Group>
    </>
  );
}
