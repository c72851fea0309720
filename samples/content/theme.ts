import type { ThemeColors, ThemeTokens } from '../src/lib/theme-tokens';

/**
 * The site's colours (see ThemeColors in src/lib/theme-tokens.ts for what each one paints). Change a colour here,
 * never in the style sheet: the CSS, the social cards, the manifest, the icons and the résumé's PDF are made from them.
 */
/** The default theme (when the system states no preference). */
export const darkTheme: ThemeTokens = {
  colors: {
    bg: '#0b0d12',
    surface: '#141821',
    'surface-raised': '#1c2130',
    border: '#2a3142',
    text: '#f2f4f8',
    muted: '#a7b0c0',
    accent: '#5eead4',
    'accent-strong': '#2dd4bf',
    'on-accent': '#042f2e',
    danger: '#fca5a5',
    glow: 'rgb(94 234 212 / 0.22)',
    'glow-soft': 'rgb(94 234 212 / 0.1)',
    'glow-cool': 'rgb(56 189 248 / 0.08)',
  },
  cardShadow: '0 1px 0 0 rgb(255 255 255 / 0.04) inset, 0 12px 32px -12px rgb(0 0 0 / 0.6)',
};

/** The light theme: the system asks for it, or the navbar's toggle chose it; and on paper. */
export const lightTheme: ThemeTokens = {
  colors: {
    bg: '#f6f7f9',
    surface: '#ffffff',
    'surface-raised': '#eceff4',
    border: '#d4d9e2',
    text: '#111827',
    muted: '#4b5563',
    accent: '#0f766e',
    'accent-strong': '#115e59',
    'on-accent': '#ffffff',
    danger: '#b91c1c',
    glow: 'rgb(13 148 136 / 0.18)',
    'glow-soft': 'rgb(13 148 136 / 0.08)',
    'glow-cool': 'rgb(14 165 233 / 0.07)',
  },
  cardShadow: '0 1px 2px 0 rgb(15 23 42 / 0.05), 0 12px 32px -12px rgb(15 23 42 / 0.2)',
};

/** The spec's dark parts, dark in both themes: the not-found page, the tooltips, the copy toast. */
export const nightColors = { night: '#0b0d12', 'on-night': '#f2f4f8' } as const;

/** On paper the light theme prints on white, without shadows. */
export const printColors: Partial<ThemeColors> = { bg: '#ffffff', surface: '#ffffff' };

/** The social cards' background runs from the dark theme's background to this deep accent. */
export const socialCardGradientEnd = '#10302d';
