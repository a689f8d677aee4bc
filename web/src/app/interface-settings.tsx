// The platform's interface settings (GET bc/assemble/interfacesetting/list, no token): the system
// name shown as page title and login heading, and the switches of the login page. Fetched once
// per language (the default name is the language's); until they arrive, or if the call fails, the
// product defaults apply, so the login page never waits on them.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApiClient } from '@ecsign/core/api';
import { MESSAGES, type TLanguage } from '@ecsign/core/i18n';
import { endpoints } from '@ecsign/core/endpoints';
import type { TInterfaceSettings } from '@ecsign/core/model';
import { useI18n } from '../i18n/i18n-context';

export interface InterfaceSettings {
  /** The configured system name; null means the product default. */
  systemName: string | null;
  /** What to show: the configured name, else the default in the current language. */
  displayName: string;
  /** An interface option's value, or `fallback` when the server does not name it. */
  option(key: string, fallback: boolean): boolean;
}

const InterfaceSettingsContext = createContext<InterfaceSettings | null>(null);

function toSettings(reply: TInterfaceSettings | null, language: TLanguage): InterfaceSettings {
  const options = new Map((reply?.options ?? []).map((entry) => [entry.key, entry.value]));
  return {
    systemName: reply?.systemName ?? null,
    displayName: reply?.systemName ?? MESSAGES.systemName[language],
    option: (key, fallback) => {
      const value = options.get(key);
      return typeof value === 'boolean' ? value : fallback;
    },
  };
}

export function InterfaceSettingsProvider(props: { api: Pick<ApiClient, 'call'>; children: ReactNode }) {
  const { api, children } = props;
  const { language } = useI18n();
  const [reply, setReply] = useState<TInterfaceSettings | null>(null);
  useEffect(() => {
    let live = true;
    api.call(endpoints.platform.interfaceSettings, {}, { noToken: true }).then(
      (settings) => live && setReply(settings),
      // The defaults stand in: the login page works without the settings.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, language]);
  const value = useMemo(() => toSettings(reply, language), [reply, language]);
  return <InterfaceSettingsContext.Provider value={value}>{children}</InterfaceSettingsContext.Provider>;
}

/** The settings, or the product defaults outside a provider (component tests). */
export function useInterfaceSettings(): InterfaceSettings {
  const { language } = useI18n();
  const value = useContext(InterfaceSettingsContext);
  return useMemo(() => value ?? toSettings(null, language), [value, language]);
}
