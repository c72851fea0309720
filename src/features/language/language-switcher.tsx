import { useId } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, ChevronDown, Search } from 'lucide';
import { LineIcon } from '@/components/ui/line-icon';
import { PublicIcon } from '@/components/ui/public-icon';
import { Spinner } from '@/components/ui/spinner';
import { siteLanguages } from '@/content';
import { withBase } from '@/lib/base-path';
import { LANGUAGE_SWITCHER_ID } from '@/lib/constants';
import { localizedPath } from '@/lib/language-path';
import { pageInLanguage } from '@/content/page-in-language';
import { useLanguageUrl } from '@/i18n/language-router';
import type { Language } from '@/i18n/languages';
import { useLanguage } from '@/i18n/use-language';
import { LanguageStatus } from './language-status';
import { useChangeLanguage } from './use-change-language';
import { useLanguageCombobox } from './use-language-combobox';

/**
 * The language dropdown: a select button, then a search field over the list of languages; under it, while a language
 * downloads or after it failed to, what is happening (the button is busy meanwhile).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  const { change, pending, dismiss } = useChangeLanguage();
  const { rootRef, buttonRef, inputRef, ...combobox } = useLanguageCombobox(current, change);
  const loading = pending !== null && !pending.failed;
  const id = useId();
  const popupId = `${id}-popup`;
  const listId = `${id}-list`;
  const optionId = (code: string) => `${id}-option-${code}`;
  const selected = siteLanguages.find((option) => option.code === current) ?? siteLanguages[0];
  // The page's path within its language (the router's basename holds the language's folder), in its URL words.
  const { pathname, search, hash } = useLocation();
  const urlLanguage = useLanguageUrl().language;
  // The same page in another language, by its route and parameters (its words and category slug there).
  const hrefIn = (code: Language) =>
    withBase(localizedPath(pageInLanguage(pathname, urlLanguage, code), code));

  return (
    <div ref={rootRef} id={LANGUAGE_SWITCHER_ID} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={combobox.open}
        aria-controls={popupId}
        aria-busy={loading}
        aria-label={t('navbar.language_button', { language: selected?.label })}
        onClick={combobox.toggle}
        className={`${pill} aria-expanded:border-accent noscript:hidden!`}
      >
        {selected && <Flag src={selected.flag} />}
        {/* Its flag alone while back-to-top takes room in a narrow navbar; the button's name still says it. */}
        <span className="group-data-[top-link=true]/header:max-md:sr-only">{selected?.label}</span>
        {loading ? (
          <Spinner className="size-4" />
        ) : (
          <LineIcon
            icon={ChevronDown}
            className={`size-4 text-muted transition-transform ${combobox.open ? 'rotate-180' : ''}`}
          />
        )}
      </button>
      {/* Without JavaScript: a link to this page in each other language. */}
      <ul className="hidden gap-2 noscript:flex">
        {siteLanguages
          .filter((option) => option.code !== current)
          .map((option) => (
            <li key={option.code}>
              <a
                href={hrefIn(option.code) + search + hash}
                hrefLang={option.code}
                lang={option.code}
                className={pill}
              >
                <Flag src={option.flag} />
                <span>{option.label}</span>
              </a>
            </li>
          ))}
      </ul>
      <div
        id={popupId}
        hidden={!combobox.open}
        className="absolute end-0 top-full z-50 mt-2 w-60 max-w-[calc(100vw-2.5rem)] rounded-card border border-border bg-surface p-2 shadow-card transition-[opacity,translate] duration-150 starting:-translate-y-1 starting:opacity-0"
      >
        <div className="relative">
          <LineIcon icon={Search} className="absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-expanded={combobox.open && combobox.options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={combobox.active ? optionId(combobox.active.code) : undefined}
            aria-label={t('navbar.language_search')}
            placeholder={t('navbar.language_search')}
            autoComplete="off"
            spellCheck={false}
            value={combobox.query}
            onChange={(event) => combobox.search(event.target.value)}
            onKeyDown={combobox.onInputKeyDown}
            className="h-10 w-full rounded-lg border border-border bg-bg ps-9 pe-3 text-sm text-text placeholder:text-muted focus-visible:border-accent focus-visible:outline-offset-0"
          />
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label={t('navbar.language_list')}
          hidden={combobox.options.length === 0}
          className="mt-2 flex flex-col gap-1"
        >
          {combobox.options.map((option, index) => (
            // Keyboard users reach options through the search field (aria-activedescendant), as the pattern says.
            // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
            <div
              key={option.code}
              id={optionId(option.code)}
              role="option"
              aria-selected={option === combobox.active}
              lang={option.code}
              // Keeps the focus in the search field, so that the pick is not a blur first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => combobox.highlight(index)}
              onClick={() => combobox.pick(option)}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-text aria-selected:bg-surface-raised"
            >
              <Flag src={option.flag} lazy />
              <span className="flex-1">{option.label}</span>
              {option.code === current && <LineIcon icon={Check} className="size-4 text-accent" />}
            </div>
          ))}
        </div>
        {/* Present from the start, so that screen readers announce the message when it appears. */}
        <div role="status">
          {combobox.options.length === 0 && (
            <p className="px-3 py-2 text-sm text-muted">{t('navbar.language_not_found')}</p>
          )}
        </div>
      </div>
      {/* Hidden while the dropdown is open: both drop from the button. */}
      <LanguageStatus pending={combobox.open ? null : pending} onRetry={change} onDismiss={dismiss} />
    </div>
  );
}

const pill =
  'flex h-10 items-center gap-2 rounded-full border border-border bg-surface px-3 text-sm font-medium text-text transition-colors hover:border-accent';

/**
 * A language's flag, decorative beside its name: an SVG under icons/flags/ is a symbol the page holds (no request: the
 * button's flag is on every first screen). Another picture is an `<img>`, the button's at low priority (a 20 px flag
 * need not compete with the page's text and largest picture), the list's lazy, since the list is hidden until it opens.
 */
function Flag({ src, lazy = false }: { src: string; lazy?: boolean }) {
  return <PublicIcon path={src} size={20} height={15} lazy={lazy} className="h-3.75 w-5 rounded-xs" />;
}
