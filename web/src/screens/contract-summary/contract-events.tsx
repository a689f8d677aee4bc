// The plan's audit trail as a timeline: what happened, who did it (for which enterprise), when and
// from which address — with each party's first view of the signing page and how each signature was
// confirmed (SMS code or sign password). The server sends the time at UTC+8 (core's platform-time):
// the zone is shown.
import { Text, Timeline } from '@mantine/core';
import { PLATFORM_TIME_ZONE_LABEL, type TContractEvent } from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';

export function ContractEvents(props: { events: TContractEvent[] }) {
  const { t } = useI18n();
  if (props.events.length === 0) return <Text c="dimmed">{t('noData')}</Text>;
  return (
    <Timeline active={props.events.length - 1} bulletSize={14} lineWidth={2} data-testid="contract-events">
      {props.events.map((event, index) => (
        <Timeline.Item key={index} title={t(`event${event.kind}`)}>
          <Text size="sm">
            {event.enterpriseName ? `${event.enterpriseName}（${event.actorName}）` : event.actorName}
            {event.detail ? `：${event.detail}` : ''}
          </Text>
          {event.confirmation && (
            <Text size="xs" data-testid="event-confirmation">
              {t(`eventConfirmed${event.confirmation}`)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {`${event.at} ${PLATFORM_TIME_ZONE_LABEL}`}
            {event.ip ? ` · ${event.ip}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
