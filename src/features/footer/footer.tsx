import { useTranslation } from 'react-i18next';
import { profile } from '@/content';
import { usePageText } from '@/hooks/use-page-text';
import { FOOTER_ID } from '@/lib/constants';
import { IsolatedText } from '@/components/ui/isolated-text';
import { LogoLink } from '@/components/ui/logo-link';
import { SocialLinks } from '@/components/ui/social-links';

// Read once per build or page load, not on every render.
const CURRENT_YEAR = new Date().getFullYear();

/** Site footer: logo, copyright, the built-with line and the social profiles. */
export function Footer() {
  const { t } = useTranslation();
  const text = usePageText();
  return (
    <footer id={FOOTER_ID} className="border-t border-border bg-surface">
      <div className="container-content flex flex-col items-center gap-6 py-10 text-center text-sm text-muted md:flex-row md:justify-between md:text-start">
        <LogoLink />
        <div className="space-y-1">
          {/* The year of the prerendered page may be older than the visitor's clock: that is no hydration error. */}
          <p suppressHydrationWarning>
            <IsolatedText
              text={t('footer.copyright', {
                year: text.number(CURRENT_YEAR, { grouping: false }),
                name: text.isolate(profile.name),
              })}
            />
          </p>
          <p>{t('footer.built_with')}</p>
        </div>
        <SocialLinks className="print:hidden" />
      </div>
    </footer>
  );
}
