// /notice/index: the notice centre (spec item R-notice-index) — tabs for all, unread, read and system notices with
// their unread counts; platform staff also get the message templates (platform:config) and the
// publishing of system notices (notice:publish).
import { useState } from 'react';
import { Badge, Button, Stack, Tabs } from '@mantine/core';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { useI18n } from '../../i18n/i18n-context';
import { NoticeListPanel } from './notice-list-panel';
import { SystemNoticesPanel } from './system-notices-panel';
import { TemplatesPanel } from './templates-panel';
import { useUnreadCount } from './use-unread-count';

export function NoticeScreen() {
  const { t } = useI18n();
  const { snapshot } = usePortalSession();
  const navigate = useNavigate();
  const permissions: readonly string[] = snapshot.activeUser?.permissions ?? [];
  const unread = useUnreadCount(true);
  const [tab, setTab] = useState<string | null>('ALL');
  const count = (value: number | undefined) =>
    value ? (
      <Badge size="xs" color="red" circle>
        {value}
      </Badge>
    ) : null;

  return (
    <Stack gap="md" data-testid="notice-screen">
      <BreadcrumbHeader
        items={[{ label: t('home'), to: '/home' }, { label: t('noticeCentre') }]}
        actions={
          <Button size="xs" variant="subtle" onClick={() => navigate('/systemNotice')}>
            {t('systemNoticeListTitle')}
          </Button>
        }
      />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="ALL">{t('noticeTabAll')}</Tabs.Tab>
          <Tabs.Tab value="UNREAD" rightSection={count(unread?.total)} data-testid="notice-tab-unread">
            {t('noticeTabUnread')}
          </Tabs.Tab>
          <Tabs.Tab value="READ">{t('noticeTabRead')}</Tabs.Tab>
          <Tabs.Tab value="SYSTEM" rightSection={count(unread?.system)}>
            {t('noticeTabSystem')}
          </Tabs.Tab>
          {permissions.includes('platform:config') && <Tabs.Tab value="TEMPLATES">{t('noticeTabTemplates')}</Tabs.Tab>}
          {permissions.includes('notice:publish') && <Tabs.Tab value="PUBLISH">{t('noticeTabPublish')}</Tabs.Tab>}
        </Tabs.List>
        {(['ALL', 'UNREAD', 'READ', 'SYSTEM'] as const).map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <NoticeListPanel tab={value} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="TEMPLATES" pt="md">
          <TemplatesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="PUBLISH" pt="md">
          <SystemNoticesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
