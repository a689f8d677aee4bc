// The field palette of /prePlaced: one tile per field type (core's CONTRACT_FIELD_TYPES), dragged
// onto a page to place a field there for the chosen party; from the keyboard, Enter or Space puts
// it in the middle of the first page instead, so the palette needs no mouse.
import { Button, Group, Stack, Text } from '@mantine/core';
import { CONTRACT_FIELD_TYPES, type TContractFieldType } from '@ecsign/core/model';
import { FIELD_TYPE_LABEL } from '@ecsign/ui/texts';
import { FIELD_DRAG_TYPE } from '../../components/pdf-pages';
import { useI18n } from '../../i18n/i18n-context';

export function FieldPalette(props: { onPlace(type: TContractFieldType): void }) {
  const { t } = useI18n();
  return (
    <Stack gap={4} data-testid="field-palette">
      <Text size="sm" fw={500}>
        {t('placePalette')}
      </Text>
      <Group gap={6}>
        {CONTRACT_FIELD_TYPES.map((type) => (
          <Button
            key={type}
            size="compact-xs"
            variant="light"
            draggable
            data-field-type={type}
            aria-label={t('placePaletteItem', { kind: t(FIELD_TYPE_LABEL[type]) })}
            onDragStart={(event) => {
              event.dataTransfer.setData(FIELD_DRAG_TYPE, type);
              event.dataTransfer.effectAllowed = 'copy';
            }}
            onClick={() => props.onPlace(type)}
            style={{ cursor: 'grab' }}
          >
            {t(FIELD_TYPE_LABEL[type])}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('placeKeyboardHint')}
      </Text>
    </Stack>
  );
}
