import { brandShades } from '@haligi/shared';
import { createTheme, mergeThemeOverrides, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

/**
 * Indigo at shade 8 keeps white button text and light badges above the 4.5:1 contrast that
 * axe checks; the default shade 6 does not.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'md' } },
    // Mantine's close buttons carry no name; axe requires one.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' } } },
    // A titled notice greys its text to Mantine's gray 6 (3.3:1 on white); the dimmed grey reads at about 6:1.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * Mantine's dimmed grey reads at 3.3:1 on white; this one at about 6:1. Its light/subtle hover
 * (indigo 2) leaves indigo text at 4.1:1; this lighter tint keeps 4.7:1. Field errors in red 6
 * read at 3.6:1; red 9 at 5.9:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6670',
    '--mantine-color-indigo-light-hover': '#cad6ff',
    // A brand colour's light hover: its second shade, as light as indigo's above.
    '--mantine-color-brand-light-hover': 'var(--mantine-color-brand-1)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/**
 * The app's theme in the company's brand colour (settings/company, decision 0064): the colour's ten
 * shades (shared `brandShades`, the filled one dark enough for white text) become the primary
 * colour; without a brand colour the app keeps indigo.
 */
export function brandTheme(brandColor: string | null | undefined): MantineThemeOverride {
  if (!brandColor) return theme;
  return mergeThemeOverrides(theme, createTheme({ colors: { brand: brandShades(brandColor) as unknown as MantineColorsTuple }, primaryColor: 'brand' }));
}
