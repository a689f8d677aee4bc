// The plan form's own fields (spec's F-plan- items): task name, business type, start and end (signing deadline)
// times, the switches sendTimeState / watermarkState / positionState, the signing order and the
// notice info. Their defaults (spec item K-plan-defaults) come from the form state.
import { Group, Radio, SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { SIGNING_ORDER_LABELS, type TSigningOrder, type TSwitchState } from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';
import { BusinessTypeField } from './business-type-field';
import { ProcessField } from './process-field';
import type { TContractFormState } from './contract-form-state';

type TSettings = Pick<
  TContractFormState,
  | 'taskName'
  | 'businessType'
  | 'businessTypeName'
  | 'processId'
  | 'startTime'
  | 'endTime'
  | 'sendTimeState'
  | 'orderState'
  | 'watermarkState'
  | 'positionState'
  | 'noticeInfo'
>;

const on = (state: TSwitchState) => state === 'ENABLE';
const state = (checked: boolean): TSwitchState => (checked ? 'ENABLE' : 'DISABLE');

export function PlanSettingsFields(props: {
  form: TSettings;
  onChange(patch: Partial<TSettings>): void;
  errors: Map<string, string>;
}) {
  const { form, onChange, errors } = props;
  const { t, language } = useI18n();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          required
          label={t('contractTaskName')}
          value={form.taskName}
          error={errors.get('taskName')}
          maxLength={100}
          onChange={(event) => onChange({ taskName: event.currentTarget.value })}
        />
        <BusinessTypeField
          value={form.businessType}
          error={errors.get('businessType')}
          onChange={(businessType, businessTypeName) => onChange({ businessType, businessTypeName })}
        />
        <ProcessField
          value={form.processId}
          error={errors.get('processId')}
          onChange={(processId) => onChange({ processId })}
        />
        <TextInput
          type="datetime-local"
          label={t('contractStartTime')}
          value={form.startTime}
          error={errors.get('startTime')}
          onChange={(event) => onChange({ startTime: event.currentTarget.value })}
        />
        <TextInput
          type="datetime-local"
          label={t('contractEndTime')}
          value={form.endTime}
          error={errors.get('endTime')}
          onChange={(event) => onChange({ endTime: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Radio.Group
        label={t('contractSigningOrder')}
        value={form.orderState}
        onChange={(value) => onChange({ orderState: value as TSigningOrder })}
      >
        <Group mt={4}>
          {(['DISORDER', 'ORDER'] as const).map((order) => (
            <Radio key={order} value={order} label={SIGNING_ORDER_LABELS[order][language]} />
          ))}
        </Group>
      </Radio.Group>
      <Group gap="xl">
        <Switch
          label={t('contractSendNotice')}
          checked={on(form.sendTimeState)}
          onChange={(event) => onChange({ sendTimeState: state(event.currentTarget.checked) })}
        />
        <Switch
          label={t('contractWatermark')}
          checked={on(form.watermarkState)}
          onChange={(event) => onChange({ watermarkState: state(event.currentTarget.checked) })}
        />
        <Switch
          label={t('contractPlacePositions')}
          checked={on(form.positionState)}
          onChange={(event) => onChange({ positionState: state(event.currentTarget.checked) })}
        />
      </Group>
      <Textarea
        label={t('contractNoticeInfo')}
        value={form.noticeInfo}
        maxLength={500}
        minRows={2}
        onChange={(event) => onChange({ noticeInfo: event.currentTarget.value })}
      />
    </>
  );
}
