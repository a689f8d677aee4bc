// One inbox (the must-show "one inbox"; spec items R-home, R-tab-to-sign): the to-dos of
// every account the person holds, each labelled with its account, with open, sign and refuse.
// Acting on another account's to-do switches to that account for the person (useActAsAccount):
// the server's switch and signing checks decide, never this list. On /home it shows them all; in
// the to-sign tab only the other accounts' (the table lists the active account's).
import { useCallback, useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { labelPlatformLocalTime, type TEveryAccountInbox, type TEveryAccountTodo } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useLocation, useNavigate } from '../../app/router';
import { useActAsAccount } from '../../app/use-switch-account';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { loadEveryAccountInbox } from '../file-manage/contract-list-calls';
import { ReasonDialog } from '../file-sign/reason-dialog';
import { refuseContract } from '../file-sign/sign-calls';

/** The longest refusal reason the signing screen takes too. */
const REFUSE_REASON_MAX = 200;
const SHOWN = 10;

export function EveryAccountInbox(props: { scope: 'ALL' | 'OTHERS'; onLoaded?(inbox: TEveryAccountInbox): void }) {
  const { scope, onLoaded } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const navigate = useNavigate();
  const location = useLocation();
  const actAs = useActAsAccount();
  const [refusing, setRefusing] = useState<TEveryAccountTodo | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const inbox = useRemoteData(
    useCallback(async () => {
      const page = await loadEveryAccountInbox(api, { scope, current: 1, size: SHOWN });
      onLoaded?.(page);
      return page;
    }, [api, scope, onLoaded]),
  );
  const rows = inbox.data?.records ?? [];
  if (scope === 'OTHERS' && rows.length === 0 && !inbox.error) return null;

  async function act(row: TEveryAccountTodo, path: string, work?: () => Promise<unknown>) {
    setProblem(null);
    try {
      await actAs(row.account.accountId, path, work);
    } catch (caught) {
      setProblem(caught);
    }
  }
  const planPath = (row: TEveryAccountTodo) => encodeURIComponent(row.planId);

  return (
    <Card withBorder radius="md" p="md" data-testid={`inbox-${scope}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>
            {t(scope === 'ALL' ? 'inboxEveryAccount' : 'inboxOtherAccounts')}
            {inbox.data ? ` (${inbox.data.total})` : ''}
          </Title>
          <Text c="dimmed" size="sm">
            {t('inboxSwitchNote')}
          </Text>
        </Group>
        {Boolean(inbox.error || problem) && (
          <Alert color="red" role="alert" data-testid="inbox-error">
            {errorText(inbox.error ?? problem, language)}
          </Alert>
        )}
        {inbox.data && rows.length === 0 && <Text c="dimmed">{t('inboxEmpty')}</Text>}
        {rows.map((row) => (
          <Group
            key={`${row.account.accountId}:${row.planId}`}
            justify="space-between"
            wrap="wrap"
            gap="xs"
            data-testid="inbox-row"
          >
            <Stack gap={2}>
              <Text fw={600}>{row.taskName}</Text>
              <Group gap={6}>
                <Badge
                  variant="light"
                  color={row.account.accountType === 'ENTERPRISE' ? 'blue' : 'teal'}
                  data-testid="inbox-row-account"
                  title={t('inboxAccountOf', { name: row.account.name })}
                >
                  {row.account.name}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t(row.account.accountType === 'ENTERPRISE' ? 'enterpriseAccount' : 'personalAccount')}
                  {row.initiateTime ? ` · ${labelPlatformLocalTime(row.initiateTime)}` : ''}
                </Text>
              </Group>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => void act(row, `/contract/summary/${planPath(row)}/0/TO_SIGN/`)}
              >
                {t('rowView')}
              </Button>
              <Button
                size="compact-sm"
                onClick={() => void act(row, `/fileSign/fileSign?planId=${planPath(row)}`)}
                aria-label={`${t('rowSign')} ${row.taskName}`}
              >
                {t('rowSign')}
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRefusing(row)}>
                {t('refuseTitle')}
              </Button>
            </Group>
          </Group>
        ))}
        {inbox.data && inbox.data.total > rows.length && (
          <Anchor component="button" onClick={() => navigate('/contract/fileManage?tab=TO_SIGN')}>
            {t('inboxMore', { count: inbox.data.total - rows.length })}
          </Anchor>
        )}
      </Stack>
      <ReasonDialog
        opened={refusing !== null}
        title={refusing ? `${t('refuseTitle')} · ${refusing.taskName}` : t('refuseTitle')}
        label={t('refuseReason')}
        confirmLabel={t('refuseConfirm')}
        warning={t('refuseWarning')}
        maxLength={REFUSE_REASON_MAX}
        requiredText={t('refuseReasonRequired')}
        tooLongText={t('reasonTooLong', { max: REFUSE_REASON_MAX })}
        onClose={() => setRefusing(null)}
        onConfirm={async (reason) => {
          const row = refusing!;
          // The refusal runs as the row's account; then this page shows again as that account.
          await actAs(row.account.accountId, `${location.path}${location.search}`, () =>
            refuseContract(api, row.planId, reason),
          );
          await inbox.reload();
        }}
      />
    </Card>
  );
}
