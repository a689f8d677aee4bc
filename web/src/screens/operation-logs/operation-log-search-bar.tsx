// The operation log's search bar: actor, action, time range (datetime-local in the viewer's zone)
// and outcome, with search, reset and export.
import { Button, Group, Select, TextInput } from '@mantine/core';
import type { TMessageKey } from '@ecsign/core/i18n';
import { OPERATION_OUTCOMES, type TOperationOutcome } from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';
import type { TOperationLogForm } from './operation-log-calls';

export function OperationLogSearchBar(props: {
  form: TOperationLogForm;
  busy: boolean;
  onChange(form: TOperationLogForm): void;
  onSearch(): void;
  onReset(): void;
  onExport(): void;
}) {
  const { t } = useI18n();
  const { form, onChange } = props;
  const set = (part: Partial<TOperationLogForm>) => onChange({ ...form, ...part });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch();
      }}
    >
      <Group align="end" gap="sm" wrap="wrap" data-testid="oplog-search">
        <TextInput
          label={t('opLogUser')}
          placeholder={t('opLogUserPlaceholder')}
          value={form.user}
          maxLength={64}
          onChange={(event) => set({ user: event.currentTarget.value })}
        />
        <TextInput
          label={t('opLogAction')}
          placeholder={t('opLogActionPlaceholder')}
          value={form.action}
          maxLength={64}
          onChange={(event) => set({ action: event.currentTarget.value })}
        />
        <TextInput
          type="datetime-local"
          label={t('opLogFrom')}
          value={form.from}
          onChange={(event) => set({ from: event.currentTarget.value })}
        />
        <TextInput
          type="datetime-local"
          label={t('opLogTo')}
          value={form.to}
          onChange={(event) => set({ to: event.currentTarget.value })}
        />
        <Select
          label={t('opLogOutcome')}
          w={120}
          value={form.outcome || 'ANY'}
          allowDeselect={false}
          data={[
            { value: 'ANY', label: t('opLogOutcomeAny') },
            ...OPERATION_OUTCOMES.map((value) => ({ value, label: t(`opLog${value}` as TMessageKey) })),
          ]}
          onChange={(value) => set({ outcome: value === 'ANY' || !value ? '' : (value as TOperationOutcome) })}
        />
        <Button type="submit" loading={props.busy} data-testid="oplog-search-button">
          {t('opLogSearch')}
        </Button>
        <Button variant="default" onClick={props.onReset}>
          {t('opLogReset')}
        </Button>
        <Button variant="light" onClick={props.onExport} data-testid="oplog-export">
          {t('opLogExport')}
        </Button>
      </Group>
    </form>
  );
}
