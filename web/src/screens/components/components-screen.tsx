// /components: a living gallery of the portal's shared screen parts (spec's R-part- items), each in its states;
// the header's language select switches all of them. The captchas talk to the real server.
import { Stack, Text, Title } from '@mantine/core';
import { ZTemplatePanel } from '@ecsign/core/model';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { TemplatePanel } from '../../components/template-panel/template-panel';
import { useI18n } from '../../i18n/i18n-context';
import { GalleryDialogs } from './gallery-dialogs';
import { GalleryPassword } from './gallery-password';
import { GalleryPictureCaptcha } from './gallery-picture-captcha';
import { SAMPLE_EMPTY_TEMPLATE, SAMPLE_TEMPLATE_GROUP } from './gallery-samples';
import { GallerySearchBar } from './gallery-search-bar';
import { GallerySection } from './gallery-section';
import { GallerySecurityCheck } from './gallery-security-check';
import { GallerySendCode } from './gallery-send-code';
import { GalleryTable } from './gallery-table';
import { GalleryTree } from './gallery-tree';

const TEMPLATE_GROUP = ZTemplatePanel.parse(SAMPLE_TEMPLATE_GROUP);
const EMPTY_TEMPLATE = ZTemplatePanel.parse(SAMPLE_EMPTY_TEMPLATE);

export function ComponentsScreen() {
  const { t } = useI18n();
  return (
    <Stack gap="lg" data-testid="components-gallery">
      <BreadcrumbHeader items={[{ label: t('home'), to: '/home' }, { label: t('componentsGallery') }]} />
      <div>
        <Title order={2}>{t('componentsGallery')}</Title>
        <Text c="dimmed">{t('galleryIntro')}</Text>
      </div>
      <GallerySection id="search-bar" title={t('partSearchBar')}>
        {() => <GallerySearchBar />}
      </GallerySection>
      <GallerySection id="paged-table" title={t('partPagedTable')} states={['empty', 'loading', 'error', 'filled']}>
        {(state) => <GalleryTable state={state} />}
      </GallerySection>
      <GallerySection id="breadcrumb" title={t('partBreadcrumb')}>
        {() => (
          <BreadcrumbHeader
            items={[
              { label: t('home'), to: '/home' },
              { label: t('componentsGallery'), to: '/components' },
              { label: t('partBreadcrumb') },
            ]}
          />
        )}
      </GallerySection>
      <GallerySection id="dialogs" title={t('partPreviewDialogs')}>
        {() => <GalleryDialogs />}
      </GallerySection>
      <GallerySection id="template-panel" title={t('partTemplatePanel')} states={['empty', 'filled']}>
        {(state) => <TemplatePanel panel={state === 'filled' ? TEMPLATE_GROUP : EMPTY_TEMPLATE} />}
      </GallerySection>
      <GallerySection id="tree" title={t('partTree')} states={['empty', 'filled']}>
        {(state) => <GalleryTree state={state} />}
      </GallerySection>
      <GallerySection id="password-strength" title={t('partPasswordStrength')}>
        {() => <GalleryPassword />}
      </GallerySection>
      <GallerySection id="picture-captcha" title={t('partPictureCaptcha')} states={['loading', 'error', 'filled']}>
        {(state) => <GalleryPictureCaptcha state={state} />}
      </GallerySection>
      <GallerySection id="send-code" title={t('partSendCode')}>
        {() => <GallerySendCode />}
      </GallerySection>
      <GallerySection id="security-check" title={t('partSecurityCheck')}>
        {() => <GallerySecurityCheck />}
      </GallerySection>
    </Stack>
  );
}
