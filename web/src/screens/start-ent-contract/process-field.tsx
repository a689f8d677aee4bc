// The plan's signing process: how signatories log in, confirm (SMS code or sign
// password) and what they read first. Chosen from the enterprise's enabled processes
// (endpoints.processes.usable); none means the platform's defaults. Hidden when the enterprise
// has no enabled process, as there is nothing to choose.
import { useCallback } from 'react';
import { Select } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from '../../app/portal-session';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { useI18n } from '../../i18n/i18n-context';

export function ProcessField(props: { value: string; error?: string; onChange(processId: string): void }) {
  const { value, error, onChange } = props;
  const { t } = useI18n();
  const { api } = usePortalSession();
  const processes = useRemoteData(
    useCallback(() => api.call(endpoints.processes.usable, { query: { size: 100 } }), [api]),
  );
  const usable = processes.data?.records ?? [];
  if (usable.length === 0 && !value) return null;
  return (
    <Select
      label={t('contractProcess')}
      description={t('contractProcessHint')}
      data={usable.map((process) => ({ value: process.processId, label: process.name }))}
      value={value || null}
      error={error}
      clearable
      placeholder={t('contractProcessNone')}
      onChange={(processId) => onChange(processId ?? '')}
    />
  );
}
