// The Mantine theme the portal and the console share. Shade 8 of blue keeps white text on
// filled buttons and blue links on white above the WCAG AA contrast of 4.5:1.
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Anchor: { defaultProps: { underline: 'hover' } },
    Fieldset: {
      styles: { legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', paddingInline: 6 } },
    },
  },
});

/** Mantine's default dimmed, error and placeholder greys are below AA contrast (4.5:1) on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': '#6c757d',
  },
  dark: {},
});
