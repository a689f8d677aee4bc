// The template, scene and process screens are for people who may manage templates: the menus only
// offer them to those, and someone who opens the address anyway sees a refusal instead of a screen
// whose every call the server would refuse.
import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { can } from '@ecsign/core/guard';
import { usePortalSession } from '../../app/portal-session';
import { useI18n } from '../../i18n/i18n-context';

export function ManagerOnly(props: { children: ReactNode }) {
  const { snapshot } = usePortalSession();
  const { t } = useI18n();
  if (!can(snapshot.permissions, 'template:manage')) {
    return (
      <Alert color="red" data-testid="no-template-permission">
        {t('tplNoPermission')}
      </Alert>
    );
  }
  return <>{props.children}</>;
}
