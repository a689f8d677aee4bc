import { createTheme } from '@mantine/core';

/** Seal red as the accent: the product's identity is the Chinese company seal. */
export const portalTheme = createTheme({
  primaryColor: 'red',
  defaultRadius: 'md',
  fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
});
