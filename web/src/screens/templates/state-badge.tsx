// A template's, scene's or process's enable state as a coloured badge in the user's language.
import { Badge } from '@mantine/core';
import { ENABLE_STATE_LABELS, type TEnableState } from '@ecsign/core/model';
import { useI18n } from '../../i18n/i18n-context';

const COLOURS: Record<TEnableState, string> = { ENABLE: 'green', DISABLE: 'gray', DRAFT: 'yellow' };

export function StateBadge(props: { state: TEnableState }) {
  const { language } = useI18n();
  return (
    <Badge color={COLOURS[props.state]} variant="light" data-testid="state-badge">
      {ENABLE_STATE_LABELS[props.state][language]}
    </Badge>
  );
}
