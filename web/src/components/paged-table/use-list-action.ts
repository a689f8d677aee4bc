// An operation on a list's rows (enable, delete…): on success the list is loaded again; a failure
// is kept, in the user's language, to be shown above the list until dismissed or the next one.
import { useCallback, useState } from 'react';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

export function useListAction(reload: () => Promise<void>) {
  const { language } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const act = useCallback(
    async (action: () => Promise<unknown>) => {
      setError(null);
      try {
        await action();
        await reload();
      } catch (caught) {
        setError(errorText(caught, language));
      }
    },
    [reload, language],
  );
  const dismiss = useCallback(() => setError(null), []);
  return { error, act, dismiss };
}
