// The portal's root: language, session, router (through the core navigation guard), screen.
import { useCallback, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { decideNavigation } from '@ecsign/core/guard';
import type { TLanguage } from '@ecsign/core/i18n';
import type { SessionStore, TSessionSnapshot } from '@ecsign/core/session';
import { I18nProvider } from '../i18n/i18n-context';
import { CurrentScreen } from './current-screen';
import { InterfaceSettingsProvider, useInterfaceSettings } from './interface-settings';
import { PortalSessionProvider, usePortalSession } from './portal-session';
import { RouterProvider, navigateOutsideRouter, type Decide } from './router';
import { readableText } from '@ecsign/ui/theme';
import { portalTheme } from './theme';

/** The router with core's navigation guard; the title is the configured system name or the default. */
function GuardedRouter(props: { language: TLanguage }) {
  const { current, snapshot } = usePortalSession();
  const { systemName } = useInterfaceSettings();
  const { language } = props;
  const decide = useCallback<Decide>(
    (target) => {
      const decision = decideNavigation({
        path: target.path,
        query: target.search,
        session: current(),
        systemName,
        language,
      });
      return {
        redirectTo: decision.kind === 'redirect' ? decision.to : undefined,
        title: decision.title,
        scrollToTopAfterMs: decision.scrollToTopAfterMs,
      };
    },
    [current, systemName, language],
  );
  return (
    <RouterProvider decide={decide} revalidateKey={snapshot}>
      <CurrentScreen />
    </RouterProvider>
  );
}

function SettingsFromServer(props: { children: ReactNode }) {
  const { api } = usePortalSession();
  return <InterfaceSettingsProvider api={api}>{props.children}</InterfaceSettingsProvider>;
}

export function PortalApp(props: {
  store: SessionStore;
  initialSnapshot: TSessionSnapshot;
  initialLanguage: TLanguage;
}) {
  const { store, initialSnapshot, initialLanguage } = props;
  const [language, setLanguage] = useState(initialLanguage);
  const changeLanguage = useCallback(
    (next: TLanguage) => {
      setLanguage(next);
      document.documentElement.lang = next;
      void store.setLanguage(next);
    },
    [store],
  );
  return (
    <MantineProvider theme={portalTheme} cssVariablesResolver={readableText}>
      <I18nProvider initialLanguage={initialLanguage} onChange={changeLanguage}>
        <PortalSessionProvider
          store={store}
          initialSnapshot={initialSnapshot}
          language={language}
          onExpired={navigateOutsideRouter}
        >
          <SettingsFromServer>
            <GuardedRouter language={language} />
          </SettingsFromServer>
        </PortalSessionProvider>
      </I18nProvider>
    </MantineProvider>
  );
}
