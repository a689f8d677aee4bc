import { createTheme } from '@mantine/core';

/**
 * Seal red as the accent: the product's identity is the Chinese company seal. Shade 9 in the light
 * scheme, not Mantine's default 6: white text on a filled button and red links on white then pass
 * WCAG 2.1 AA's 4.5:1 contrast (red.6 gives 3.3:1; axe-core checks it in tests/e2e/accessibility).
 */
export const portalTheme = createTheme({
  primaryColor: 'red',
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
});
