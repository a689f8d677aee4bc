// The language and the message lookup the shared parts show their texts in. The portal and the
// extension each have their own language state (the portal's session, the popup's storage), so
// the parts read it from this context instead of importing either app's: the app's root provides
// it once, from what it already has.
import { createContext, useContext, type ReactNode } from 'react';
import type { TLanguage, TMessageKey } from '@ecsign/core/i18n';

export interface UiTexts {
  language: TLanguage;
  t(key: TMessageKey, values?: Record<string, string | number>): string;
}

const UiTextsContext = createContext<UiTexts | null>(null);

export function UiTextsProvider(props: { value: UiTexts; children: ReactNode }) {
  return <UiTextsContext.Provider value={props.value}>{props.children}</UiTextsContext.Provider>;
}

export function useUiTexts(): UiTexts {
  const value = useContext(UiTextsContext);
  if (!value) throw new Error('useUiTexts outside UiTextsProvider');
  return value;
}
