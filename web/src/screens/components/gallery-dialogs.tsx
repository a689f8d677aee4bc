// The picture and content previews in the gallery, each opened from a button.
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { ContentPreviewDialog } from '../../components/preview-dialogs/content-preview-dialog';
import { ImagePreviewDialog } from '../../components/preview-dialogs/image-preview-dialog';
import { useI18n } from '../../i18n/i18n-context';
import { SAMPLE_PICTURE, SAMPLE_TEMPLATE_GROUP } from './gallery-samples';

export function GalleryDialogs() {
  const { t } = useI18n();
  const [open, setOpen] = useState<'image' | 'content' | null>(null);
  return (
    <Group>
      <Button variant="light" onClick={() => setOpen('image')}>
        {t('picturePreview')}
      </Button>
      <Button variant="light" onClick={() => setOpen('content')}>
        {t('contentPreview')}
      </Button>
      <ImagePreviewDialog opened={open === 'image'} onClose={() => setOpen(null)} src={SAMPLE_PICTURE} />
      <ContentPreviewDialog opened={open === 'content'} onClose={() => setOpen(null)} content={SAMPLE_TEMPLATE_GROUP} />
    </Group>
  );
}
