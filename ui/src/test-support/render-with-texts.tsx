// Renders a shared part the way both apps do: Mantine (transitions and portals off, so dialogs
// render in place) and the texts of one language.
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import { translate, type TLanguage } from '@ecsign/core/i18n';
import { UiTextsProvider } from '../texts/ui-texts';

export function renderWithTexts(element: ReactElement, options: { language?: TLanguage } = {}): RenderResult {
  const { language = 'zh' } = options;
  const texts = {
    language,
    t: (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
      translate(language, key, values),
  };
  return render(
    <MantineProvider env="test">
      <UiTextsProvider value={texts}>{element}</UiTextsProvider>
    </MantineProvider>,
  );
}
