import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@fieldhouse/contract';

/*
 * The accent of the original theme (#04a9f5 → #1dc4e9). Shade 5 is the brand colour itself; filled
 * controls use shade 7 (light) / 8 (dark) because white text on #04a9f5 is only 2.6:1.
 */
const fieldhouse: MantineColorsTuple = [
  '#e3f6fe',
  '#c8ecfd',
  '#95dbfb',
  '#5fcaf9',
  '#2ebcf7',
  '#04a9f5',
  '#0395db',
  '#0278b0',
  '#036391',
  '#044e72',
];

const fontStack =
  "'Inter Variable', Inter, 'Noto Sans Arabic Variable', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'fieldhouse',
  primaryShade: { light: 7, dark: 8 },
  colors: { fieldhouse },
  autoContrast: true,
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '600' },
  defaultRadius: 'md',
  breakpoints: {
    xs: '36em',
    sm: '48em',
    // The one breakpoint, MOBILE_BREAKPOINT_PX (992 px): side menu above, mobile menu below.
    md: `${MOBILE_BREAKPOINT_PX / 16}em`,
    lg: '75em',
    xl: '88em',
  },
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    // A badge holds one word (a status, a state): it never shrinks below it. Mantine's badge hides
    // its overflow, so a narrow table column would otherwise cut "Stored" to "Stor…".
    Badge: { styles: { root: { minWidth: 'max-content' } } },
    Card: { defaultProps: { withBorder: true, shadow: 'xs', radius: 'md', padding: 'lg' } },
    Tooltip: { defaultProps: { openDelay: 300, withArrow: true } },
  },
});

/**
 * Mantine's dimmed grey is 3.1:1 on our soft grey and its field-error red 3.3:1 on white; these
 * keep ≥ 4.5:1 on cards, page and hovered rows.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c6773', '--mantine-color-error': '#c92a2a' },
  dark: { '--mantine-color-dimmed': '#b3b3b3', '--mantine-color-error': '#ff8787' },
});
