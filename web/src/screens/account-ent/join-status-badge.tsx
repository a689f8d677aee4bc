// The status of an application to join an enterprise, as the applicant and the reviewers see it.
import { Badge } from '@mantine/core';
import { JOIN_APPLICATION_STATUS_LABELS, type TJoinApplicationView } from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';

const JOIN_STATUS_COLOURS = { TO_REVIEW: 'blue', PASSED: 'green', CANCELLED: 'gray', REJECTED: 'red' } as const;

export function JoinStatusBadge(props: { status: TJoinApplicationView['status'] }) {
  const { language } = useI18n();
  return (
    <Badge variant="light" color={JOIN_STATUS_COLOURS[props.status]}>
      {JOIN_APPLICATION_STATUS_LABELS[props.status][language]}
    </Badge>
  );
}
