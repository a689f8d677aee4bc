// The portal's language: zh by default, kept in session storage (spec item O-languages), shared by every screen.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { translate, type TLanguage, type TMessageKey } from '@ecsign/core/i18n';
import { UiTextsProvider } from '@ecsign/ui/texts';

export interface I18n {
  language: TLanguage;
  setLanguage(language: TLanguage): void;
  t(key: TMessageKey, values?: Record<string, string | number>): string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider(props: {
  initialLanguage: TLanguage;
  onChange?: (language: TLanguage) => void;
  children: ReactNode;
}) {
  const { initialLanguage, onChange, children } = props;
  const [language, setLanguageState] = useState(initialLanguage);
  const setLanguage = useCallback(
    (next: TLanguage) => {
      setLanguageState(next);
      onChange?.(next);
    },
    [onChange],
  );
  const value = useMemo<I18n>(
    () => ({ language, setLanguage, t: (key, values) => translate(language, key, values) }),
    [language, setLanguage],
  );
  // The shared parts (@ecsign/ui) read the same language and texts.
  return (
    <I18nContext.Provider value={value}>
      <UiTextsProvider value={value}>{children}</UiTextsProvider>
    </I18nContext.Provider>
  );
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
