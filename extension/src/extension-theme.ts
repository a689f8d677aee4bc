// The popup's and the options page's Mantine theme. Mantine's default blue.6 with white text and
// its gray.6 dimmed text and light badges fall short of WCAG 2.1 AA's 4.5:1 contrast (3.6:1 and 3.3:1); shade 8 and
// gray.7 pass (axe-core checks the popup in tests/e2e/accessibility).
import { createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

export const extensionTheme = createTheme({ primaryShade: { light: 8, dark: 8 } });

/** As the portal's (web/src/app/theme.ts): gray.7 dimmed text, light badges' text darkened 30 %. */
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
