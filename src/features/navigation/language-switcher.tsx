import { useTranslation } from 'react-i18next';
import { languageOptions } from '@/content';
import { useLanguage } from '@/i18n/use-language';
import { useChangeLanguage } from './use-change-language';

/** Picks the interface language without leaving the page. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  const changeLanguage = useChangeLanguage();

  return (
    <div
      role="group"
      aria-label={t('navbar.language_label')}
      className="flex rounded-full border border-border p-0.5"
    >
      {languageOptions.map((option) => (
        <button
          key={option.code}
          type="button"
          lang={option.code}
          aria-pressed={current === option.code}
          onClick={() => changeLanguage(option.code)}
          className="flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium text-muted aria-pressed:bg-surface-raised aria-pressed:text-text"
        >
          <img src={option.flag} alt="" width={16} height={12} className="h-3 w-4 rounded-sm" />
          {option.label}
        </button>
      ))}
    </div>
  );
}
