// The summary's facts about a plan: number, kind, business type, initiator, times, status and,
// once void, why; once complete, the verification code with a QR code leading to /verify (at the
// staff's QR base URL when one is set, else this portal's address: portal-qr-code.tsx).
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CONTRACT_KIND_LABELS,
  SHOWN_LIST_STATUS_LABELS,
  shownListStatus,
  TABLE_COLUMN_LABELS,
  VOID_ROUTE_LABELS,
  type TContractDetail,
} from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';
import { PortalQrCode } from '../file-sign/portal-qr-code';

function Fact(props: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm">{props.value || '—'}</Text>
    </Stack>
  );
}

export function ContractFacts(props: { plan: TContractDetail }) {
  const { plan } = props;
  const { t, language } = useI18n();
  const label = (key: keyof typeof TABLE_COLUMN_LABELS) => TABLE_COLUMN_LABELS[key][language];
  const verifyPath = plan.verificationCode ? `/verify?code=${encodeURIComponent(plan.verificationCode)}` : null;
  return (
    <Group align="flex-start" justify="space-between" wrap="wrap" data-testid="contract-facts">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" style={{ flex: 1 }}>
        <Fact label={label('taskNo')} value={plan.taskNo} />
        <Fact label={label('scene')} value={CONTRACT_KIND_LABELS[plan.kind][language]} />
        <Fact label={label('businessType')} value={plan.businessTypeName ?? plan.businessType} />
        <Fact
          label={label('initiator')}
          value={plan.initiatorEnterprise ? `${plan.initiatorEnterprise}（${plan.initiator}）` : plan.initiator}
        />
        <Fact label={label('initiateTime')} value={plan.sentAt ?? plan.createdAt} />
        <Fact label={label('signDeadline')} value={plan.endTime} />
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {label('taskStatus')}
          </Text>
          <Group gap={4}>
            {/* A draft shows "草稿" like its file-manager row, not the list set's PENDING (spec item S-task-draft). */}
            <Badge variant="light" data-testid="summary-status">
              {
                SHOWN_LIST_STATUS_LABELS[shownListStatus({ taskStatus: plan.status, listStatus: plan.listStatus })][
                  language
                ]
              }
            </Badge>
            {plan.voidRoute && <Badge color="red">{VOID_ROUTE_LABELS[plan.voidRoute][language]}</Badge>}
          </Group>
        </Stack>
        {plan.voidReason && <Fact label={label('voidReason')} value={plan.voidReason} />}
        {plan.finishedAt && <Fact label={t('summaryFinishedAt')} value={plan.finishedAt} />}
        {plan.verificationCode && <Fact label={t('summaryVerificationCode')} value={plan.verificationCode} />}
      </SimpleGrid>
      {verifyPath && (
        <Stack gap={2} align="center">
          <PortalQrCode path={verifyPath} label={t('summaryVerifyQr')} />
          <Text size="xs" c="dimmed">
            {t('summaryVerifyQr')}
          </Text>
        </Stack>
      )}
    </Group>
  );
}
