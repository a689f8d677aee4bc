// The first page of a PDF the initiator has just uploaded, drawn from the chosen file itself (pdf.js
// in the browser): they see it is the right document before they fill in and send the plan.
import { useEffect, useRef, useState } from 'react';
import { Box } from '@mantine/core';
import { loadPdfDocument, type PdfDocumentLoader } from '../../components/pdf-pages';
import { useI18n } from '../../i18n/i18n-context';
import { readFileBytes } from '../file-valid/read-file-bytes';

/** Wide enough to recognise a page, small enough for a phone's row. */
const PREVIEW_WIDTH = 120;

export function FirstPagePreview(props: { file: File; loader?: PdfDocumentLoader }) {
  const { file } = props;
  const loader = props.loader ?? loadPdfDocument;
  const { t } = useI18n();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');

  useEffect(() => {
    const abort = new AbortController();
    let destroy: (() => void) | undefined;
    void (async () => {
      try {
        const doc = await loader(await readFileBytes(file));
        destroy = () => doc.destroy();
        if (abort.signal.aborted) return destroy();
        const size = await doc.pageSize(1);
        await doc.render(1, canvas.current!, PREVIEW_WIDTH / size.width, abort.signal);
        setState('drawn');
      } catch {
        // Not drawable here (a damaged file, or Word, which the server converts): no preview, the
        // upload itself stands.
        if (!abort.signal.aborted) setState('failed');
      }
    })();
    return () => {
      abort.abort();
      destroy?.();
    };
  }, [file, loader]);

  if (state === 'failed') return null;
  return (
    <Box
      component="figure"
      m={0}
      w={PREVIEW_WIDTH}
      style={{ border: '1px solid var(--mantine-color-gray-4)' }}
      data-testid="first-page-preview"
      data-state={state}
    >
      <canvas ref={canvas} role="img" aria-label={t('contractFirstPagePreview', { name: file.name })} />
    </Box>
  );
}
