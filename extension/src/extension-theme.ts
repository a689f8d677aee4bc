// The popup's and the options page's Mantine theme. Mantine's default blue.6 with white text falls
// short of WCAG 2.1 AA's 4.5:1 contrast (3.6:1); shade 8 passes. The readable dimmed and badge text
// is the portal's too (@ecsign/ui/theme); axe-core checks the popup in tests/e2e/accessibility.
import { createTheme } from '@mantine/core';

export const extensionTheme = createTheme({ primaryShade: { light: 8, dark: 8 } });
