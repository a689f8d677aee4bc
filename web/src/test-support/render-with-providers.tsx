// Renders a component the way the portal does: Mantine (transitions and portals off, so dialogs
// render in place), the i18n context in a chosen language, and a router that allows every path.
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { TLanguage } from '@ecsign/core/i18n';
import { portalTheme } from '../app/theme';
import { RouterProvider, type Decide } from '../app/router';
import { I18nProvider } from '../i18n/i18n-context';
import { setupUser } from './setup-user';

export interface RenderWithProvidersOptions {
  language?: TLanguage;
  /** Pass `vi.advanceTimersByTime` when the test uses fake timers. */
  advanceTimers?: (ms: number) => unknown;
  /** Wraps the element inside the providers, e.g. with a fake portal session. */
  wrapper?: (children: ReactNode) => ReactElement;
}

const allowEverything: Decide = () => ({ title: 'test', scrollToTopAfterMs: 0 });

export function renderWithProviders(
  element: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderResult & { user: UserEvent } {
  const { language = 'zh', advanceTimers, wrapper = (children) => <>{children}</> } = options;
  const user = setupUser(advanceTimers);
  const result = render(
    <MantineProvider theme={portalTheme} env="test">
      <I18nProvider initialLanguage={language}>
        <RouterProvider decide={allowEverything}>{wrapper(element)}</RouterProvider>
      </I18nProvider>
    </MantineProvider>,
  );
  return { ...result, user };
}
