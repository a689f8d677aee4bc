// The picture preview (spec item R-part-image-preview): the picture fitted into a 250×250 box.
import { Center, Image } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';
import { AppDialog } from './app-dialog';
import { IMAGE_PREVIEW_SIZE } from './dialog-sizes';

export function ImagePreviewDialog(props: { opened: boolean; onClose(): void; src: string; alt?: string }) {
  const { opened, onClose, src, alt } = props;
  const { t } = useI18n();
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('picturePreview')} width="auto">
      <Center>
        <Image
          src={src}
          alt={alt ?? t('picturePreview')}
          w={IMAGE_PREVIEW_SIZE}
          h={IMAGE_PREVIEW_SIZE}
          fit="contain"
          data-testid="image-preview"
        />
      </Center>
    </AppDialog>
  );
}
