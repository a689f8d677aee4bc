// The breadcrumb header (spec item R-part-breadcrumb): where the user is, each step above the current one a link
// through the portal's router, and room for the screen's actions on the right.
import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Group, Paper, Text } from '@mantine/core';
import { useNavigate } from '../../app/router';
import { useI18n } from '../../i18n/i18n-context';

export interface TBreadcrumbItem {
  /** Already in the user's language. */
  label: string;
  /** Where the step leads; the last step is the current page and is never a link. */
  to?: string;
}

export function BreadcrumbHeader(props: { items: readonly TBreadcrumbItem[]; actions?: ReactNode }) {
  const { items, actions } = props;
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Paper withBorder px="md" py="sm" radius="sm" mb="md">
      <Group justify="space-between" wrap="nowrap">
        <nav aria-label={t('breadcrumb')}>
          <Breadcrumbs separator="/">
            {items.map((item, index) => {
              const last = index === items.length - 1;
              if (last || !item.to) {
                return (
                  <Text key={index} size="sm" fw={last ? 600 : undefined} aria-current={last ? 'page' : undefined}>
                    {item.label}
                  </Text>
                );
              }
              const to = item.to;
              return (
                <Anchor
                  key={index}
                  size="sm"
                  href={to}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(to);
                  }}
                >
                  {item.label}
                </Anchor>
              );
            })}
          </Breadcrumbs>
        </nav>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Paper>
  );
}
