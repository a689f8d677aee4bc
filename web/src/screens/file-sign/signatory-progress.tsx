// Who signs the contract and how far each is: name (and enterprise), round, signing state, when.
import { Badge, Group, Stack, Text } from '@mantine/core';
import { labelPlatformLocalTime, SIGNING_STATE_LABELS, type TContractSignatoryView } from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';

const STATE_COLORS = { 1: 'green', 0: 'gray', 2: 'blue', OVER: 'dark' } as const;

export function SignatoryProgress(props: { signatories: TContractSignatoryView[]; ordered: boolean }) {
  const { t, language } = useI18n();
  return (
    <Stack gap={6} data-testid="signatory-progress">
      {props.signatories.map((signatory) => (
        <Group key={signatory.signatoryId} gap="xs" wrap="nowrap" data-testid="signatory-row">
          {props.ordered && (
            <Badge variant="outline" size="sm">
              {signatory.signOrder}
            </Badge>
          )}
          <Text size="sm" fw={signatory.isMe ? 700 : 400} style={{ flex: 1 }}>
            {signatory.roleName ? `${signatory.roleName} · ` : ''}
            {signatory.enterpriseName ? `${signatory.enterpriseName}（${signatory.name}）` : signatory.name}
            {signatory.isMe ? `（${t('signMe')}）` : ''}
          </Text>
          <Badge color={signatory.refusedAt ? 'red' : STATE_COLORS[signatory.signingState]} variant="light">
            {signatory.refusedAt ? t('signRefused') : SIGNING_STATE_LABELS[signatory.signingState][language]}
          </Badge>
          {signatory.signedAt && (
            <Text size="xs" c="dimmed">
              {labelPlatformLocalTime(signatory.signedAt)}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
