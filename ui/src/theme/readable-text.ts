// Text that reaches WCAG 2.1 AA's 4.5:1 in the light scheme, for the portal and the extension alike:
// dimmed text in gray.7, not Mantine's gray.6 (3.3:1 on white), and the text of light badges and
// alerts 30 % darker than shade 9 (green.9 on green.1 is 3.8:1, orange 3.6:1, yellow 2.7:1;
// darkened, every colour is above 5:1). axe-core checks both apps in tests/e2e/accessibility.
import { darken, type CSSVariablesResolver } from '@mantine/core';

export const readableText: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    ...Object.fromEntries(
      Object.entries(theme.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.3),
      ]),
    ),
  },
  dark: {},
});
