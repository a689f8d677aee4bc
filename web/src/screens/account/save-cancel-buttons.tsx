// The foot of a form in a dialog: Cancel closes it, Save submits the form (busy while it is sent).
import { Button, Group } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';

export function SaveCancelButtons(props: { busy: boolean; onCancel(): void }) {
  const { t } = useI18n();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" loading={props.busy}>
        {t('save')}
      </Button>
    </Group>
  );
}
