import { useTranslation } from 'react-i18next';
import { PublicIcon } from '@/components/ui/public-icon';
import { toggleTheme } from '@/lib/theme';

/**
 * Switches between the light and the dark theme. What it shows and says follows the theme on screen through the style
 * sheet (`light:`), not through React state: the prerendered page cannot know the visitor's theme, and both the
 * system's preference and a stored choice are on `<html>` before the first paint. `labelled` shows its name beside
 * the icon (the mobile menu); otherwise the name is for assistive technology only.
 */
export function ThemeToggle({
  className = '',
  labelled = false,
}: {
  className?: string;
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const label = labelled ? '' : 'sr-only';
  return (
    // Without JavaScript it could not switch: not shown (the system's theme applies).
    <button type="button" onClick={() => toggleTheme()} className={`${className} noscript:hidden!`}>
      <PublicIcon path="/icons/interface/sun.svg" size={20} className="size-5 shrink-0 light:hidden" />
      <PublicIcon path="/icons/interface/moon.svg" size={20} className="hidden size-5 shrink-0 light:block" />
      <span className={`${label} light:hidden`}>{t('navbar.theme_light')}</span>
      <span className={`${label} hidden light:inline`}>{t('navbar.theme_dark')}</span>
    </button>
  );
}
