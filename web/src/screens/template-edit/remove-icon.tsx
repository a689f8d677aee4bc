// The × button of the template designer that removes a fill-in field, a signing role or a position.
import { ActionIcon } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';

export function RemoveIcon(props: { onClick(): void }) {
  const { t } = useI18n();
  return (
    <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('tplRemove')} onClick={props.onClick}>
      ×
    </ActionIcon>
  );
}
