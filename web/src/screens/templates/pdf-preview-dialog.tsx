// A filled PDF shown in a wide dialog with the pages viewer (used for template previews).
import { Alert, Loader } from '@mantine/core';
import { PdfPagesViewer } from '../../components/pdf-pages';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

export function PdfPreviewDialog(props: {
  title: string;
  state: { bytes: Uint8Array | null; error: unknown; loading: boolean } | null;
  onClose(): void;
}) {
  const { language } = useI18n();
  const { state } = props;
  return (
    <AppDialog opened={state !== null} onClose={props.onClose} title={props.title} width={980}>
      <div data-testid="template-preview">
        {state?.loading && <Loader size="sm" />}
        {state?.error ? (
          <Alert color="red" role="alert">
            {errorText(state.error, language)}
          </Alert>
        ) : null}
        {state?.bytes && <PdfPagesViewer bytes={state.bytes} height="70vh" />}
      </div>
    </AppDialog>
  );
}
