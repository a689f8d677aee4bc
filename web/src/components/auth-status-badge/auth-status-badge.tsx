// A real-name verification status (the seven of spec item S-auth) as a coloured badge in the user's language.
import { Badge } from '@mantine/core';
import { AUTH_STATUS_LABELS, type TAuthStatus } from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';

const COLOURS: Record<TAuthStatus, string> = {
  UNAUTH: 'gray',
  AUTHING: 'blue',
  AUTH: 'green',
  CANCELLED: 'red',
  WAIT_REAUTH: 'orange',
  REAUTHING: 'blue',
  WAIT_MATERIAL: 'yellow',
};

export function AuthStatusBadge(props: { status: TAuthStatus; testId?: string }) {
  const { language } = useI18n();
  return (
    <Badge color={COLOURS[props.status]} variant="light" data-testid={props.testId} data-status={props.status}>
      {AUTH_STATUS_LABELS[props.status][language]}
    </Badge>
  );
}
