// The plan's business type: chosen from the enterprise's enabled business types
// (endpoints.scenes.businessTypes) — which also fills businessTypeName — or typed
// when the list cannot be had (the server checks the code either way).
import { useCallback } from 'react';
import { Select, TextInput } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from '../../app/portal-session';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { useI18n } from '../../i18n/i18n-context';

export function BusinessTypeField(props: {
  value: string;
  error?: string;
  onChange(businessType: string, businessTypeName: string): void;
}) {
  const { value, error, onChange } = props;
  const { t } = useI18n();
  const { api } = usePortalSession();
  const types = useRemoteData(useCallback(() => api.call(endpoints.scenes.businessTypes, { query: {} }), [api]));
  const enabled = (types.data ?? []).filter((type) => type.status === 'ENABLE');
  if (enabled.length > 0) {
    return (
      <Select
        required
        label={t('contractBusinessType')}
        data={enabled.map((type) => ({ value: type.code, label: type.name }))}
        value={value || null}
        error={error}
        searchable
        onChange={(code) => onChange(code ?? '', enabled.find((type) => type.code === code)?.name ?? '')}
      />
    );
  }
  return (
    <TextInput
      required
      label={t('contractBusinessType')}
      placeholder={t('contractBusinessTypePlaceholder')}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value, '')}
    />
  );
}
