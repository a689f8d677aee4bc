// The one call a dialog makes (save, grant, approve…): busy while it runs; a failure is kept, in
// the user's language, to show inside the dialog (the dialog stays open to try again).
import { useCallback, useState } from 'react';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

export function useDialogAction() {
  const { language } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (work: () => Promise<unknown>) => {
      setBusy(true);
      setError(null);
      try {
        await work();
      } catch (caught) {
        setError(errorText(caught, language));
      } finally {
        setBusy(false);
      }
    },
    [language],
  );
  return { busy, error, setError, run };
}
