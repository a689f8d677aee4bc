// /platform/config: the platform staff's settings — the watermark and screenshot ban, the
// interface options, the base-service configuration (dictionaries) by business type, and the QR code
// of the certificate of completion. Only for platform:config.
import { Alert, Stack, Tabs } from '@mantine/core';
import { can, ROUTE_TITLES } from '@ecsign/core/guard';
import { usePortalSession } from '../../app/portal-session';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { useI18n } from '../../i18n/i18n-context';
import { BaseConfigPanel } from './base-config-panel';
import { InterfacePanel } from './interface-panel';
import { QrCodePanel } from './qr-code-panel';
import { WatermarkPanel } from './watermark-panel';

export function PlatformConfigScreen() {
  const { t, language } = useI18n();
  const { snapshot } = usePortalSession();
  if (!can(snapshot.permissions, 'platform:config')) {
    return (
      <Alert color="red" data-testid="no-platform-permission">
        {t('platformNoPermission')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" data-testid="platform-config">
      <BreadcrumbHeader items={[{ label: t('home'), to: '/home' }, { label: ROUTE_TITLES.platformConfig[language] }]} />
      <Tabs defaultValue="watermark">
        <Tabs.List>
          <Tabs.Tab value="watermark">{t('watermarkTab')}</Tabs.Tab>
          <Tabs.Tab value="interface">{t('interfaceTab')}</Tabs.Tab>
          <Tabs.Tab value="baseConfig">{t('baseConfigTab')}</Tabs.Tab>
          <Tabs.Tab value="qrCode">{t('qrCodeTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="watermark" pt="md">
          <WatermarkPanel />
        </Tabs.Panel>
        <Tabs.Panel value="interface" pt="md">
          <InterfacePanel />
        </Tabs.Panel>
        <Tabs.Panel value="baseConfig" pt="md">
          <BaseConfigPanel />
        </Tabs.Panel>
        <Tabs.Panel value="qrCode" pt="md">
          <QrCodePanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
