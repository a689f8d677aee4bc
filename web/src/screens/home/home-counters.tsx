// The home page's counters (spec item O-home-counters: to-do, initiated by me, draft, signed, finished), each
// equal to the total of its file-manager tab and leading to it.
import { useCallback } from 'react';
import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { FILE_MANAGER_TAB_LABELS, HOME_COUNTER_TABS, type THomeCounters } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { loadHomeCounters } from '../file-manage/contract-list-calls';

const ORDER: (keyof THomeCounters)[] = ['toDo', 'initiatedByMe', 'draft', 'signed', 'finished'];
const TITLES = {
  toDo: 'homeToDo',
  initiatedByMe: 'homeInitiated',
  draft: 'homeDraft',
  signed: 'homeSigned',
  finished: 'homeFinished',
} as const;

/** `toDo`, when given, replaces the active account's to-do count (the one inbox counts every account). */
export function HomeCounters(props: { toDo?: number }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const navigate = useNavigate();
  const loaded = useRemoteData(useCallback(() => loadHomeCounters(api), [api]));
  const counters = {
    ...loaded,
    data: loaded.data && props.toDo !== undefined ? { ...loaded.data, toDo: props.toDo } : loaded.data,
  };
  if (counters.error) {
    return (
      <Text c="red" role="alert">
        {errorText(counters.error, language)}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} data-testid="home-counters">
      {ORDER.map((key) => {
        const tab = HOME_COUNTER_TABS[key];
        return (
          <UnstyledButton
            key={key}
            onClick={() => navigate(`/contract/fileManage?tab=${tab}`)}
            aria-label={`${t(TITLES[key])} ${counters.data?.[key] ?? ''}`}
            title={FILE_MANAGER_TAB_LABELS[tab][language]}
          >
            <Card withBorder radius="md" p="md">
              <Text c="dimmed" size="sm">
                {t(TITLES[key])}
              </Text>
              <Text fw={700} fz={28} data-testid={`counter-${key}`}>
                {counters.data ? counters.data[key] : '–'}
              </Text>
            </Card>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
