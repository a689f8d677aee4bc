// A failure shown above a list or a panel, in the user's language (the catalogue's text); with
// `onClose`, the user may dismiss it. Nothing while there is no failure.
import { Alert } from '@mantine/core';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

export function ErrorAlert(props: { error: unknown; onClose?: () => void }) {
  const { error, onClose } = props;
  const { language } = useI18n();
  if (!error) return null;
  return (
    <Alert color="red" role="alert" withCloseButton={onClose !== undefined} onClose={onClose}>
      {typeof error === 'string' ? error : errorText(error, language)}
    </Alert>
  );
}
