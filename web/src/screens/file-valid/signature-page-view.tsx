// A signature's page drawn by pdf.js with a box over the signature's place, so the person sees
// which seal on the page the report is about.
import { useEffect, useRef, useState } from 'react';
import { Box, Loader, Text } from '@mantine/core';
import { useI18n } from '../../i18n/i18n-context';
import type { SignaturePlace } from './check-pdf-file';
import type { PageRenderer, RenderedPage } from './render-pdf-page';

const MAX_WIDTH = 560;

export function SignaturePageView(props: { bytes: Uint8Array; place: SignaturePlace; renderer: PageRenderer }) {
  const { bytes, place, renderer } = props;
  const { t } = useI18n();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [page, setPage] = useState<RenderedPage | 'failed' | undefined>();
  useEffect(() => {
    let live = true;
    renderer(bytes, place.pageIndex, canvas.current!, MAX_WIDTH).then(
      (rendered) => live && setPage(rendered),
      () => live && setPage('failed'),
    );
    return () => {
      live = false;
    };
  }, [bytes, place.pageIndex, renderer]);

  if (page === 'failed') return <Text c="dimmed">{t('fileValidPreviewUnavailable')}</Text>;
  const box = page?.toView(place.rect);
  return (
    <Box pos="relative" w="fit-content" maw="100%" style={{ border: '1px solid var(--mantine-color-gray-3)' }}>
      {!page && <Loader role="status" size="sm" m="md" aria-label={t('loading')} />}
      <canvas ref={canvas} data-testid="page-canvas" data-page={place.pageIndex + 1} style={{ display: 'block' }} />
      {box && (
        <Box
          data-testid="signature-highlight"
          style={{
            position: 'absolute',
            left: `${box[0]}px`,
            top: `${box[1]}px`,
            width: `${box[2]}px`,
            height: `${box[3]}px`,
            outline: '3px solid var(--mantine-color-red-6)',
            background: 'rgba(250, 82, 82, 0.12)',
            pointerEvents: 'none',
          }}
        />
      )}
    </Box>
  );
}
