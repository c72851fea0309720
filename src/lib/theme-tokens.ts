/**
 * The site's colours, in one place. Each becomes a CSS custom property `--color-{name}` (a Tailwind colour:
 * `bg-surface`, `text-muted`…), written into src/styles/app.css at build by build/plugins/theme-tokens.ts from the values in content/theme.ts; the same
 * values colour the social cards, the web app manifest, the favicon and app icons, the `theme-color` tags and the
 * résumé's PDF. Change a colour here, never in those files.
 */

/** A theme's colours. Text colours should meet WCAG AA contrast (4.5:1) on `bg` and `surface`. */
export interface ThemeColors {
  /** The page's background, and the browser's own colour (`theme-color`). */
  bg: string;
  /** Cards. */
  surface: string;
  /** Chips and raised parts of a card. */
  'surface-raised': string;
  border: string;
  text: string;
  /** Secondary text. */
  muted: string;
  /** Links, focus rings, the active tab indicator and primary buttons. */
  accent: string;
  /** The accent under the pointer. */
  'accent-strong': string;
  /** Text on an accent background. */
  'on-accent': string;
  /** Errors of the contact form. */
  danger: string;
  /** The glow behind the hero and the portrait. */
  glow: string;
  'glow-soft': string;
  'glow-cool': string;
}

/** A theme: its colours and the cards' shadow. */
export interface ThemeTokens {
  colors: ThemeColors;
  cardShadow: string;
}

// The values are the owner's: content/theme.ts.
export {
  darkTheme,
  lightTheme,
  nightColors,
  printColors,
  socialCardGradientEnd,
} from '../../content/theme.ts';
