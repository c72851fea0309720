import { CodeXml, Download } from 'lucide';
import { LineIcon } from '@/components/ui/line-icon';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/ui/external-link';
import { IsolatedText } from '@/components/ui/isolated-text';
import { profile } from '@/content';
import { cvHref } from '@/content/cv-files';
import { usePageText } from '@/hooks/use-page-text';
import { useLanguage } from '@/i18n/use-language';
import { HeroSocials } from './hero-socials';
import { ProfilePortrait } from './profile-portrait';
import { TypingLine } from './typing-line';
import { withBase } from '@/lib/base-path';

const buttonBase =
  'inline-flex items-center gap-2 rounded-full px-5 py-3 text-sm font-semibold transition active:translate-y-px';

/** The banner at the top of the home page (anchor `top`). Nothing in it waits for JavaScript to be seen. */
export function HeroSection() {
  const { t } = useTranslation();
  const text = usePageText();
  const language = useLanguage();
  const bullets = t('hero.bullets', { returnObjects: true });

  return (
    <section id="top" aria-labelledby="top-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] print:hidden bg-[radial-gradient(60%_50%_at_20%_0%,var(--color-glow-soft),transparent),radial-gradient(40%_40%_at_90%_10%,var(--color-glow-cool),transparent)]"
      />
      <div className="container-content grid items-center gap-8 pt-8 pb-16 md:grid-cols-[1.3fr_1fr] md:gap-10 md:pt-20 md:pb-24 print:block print:py-0">
        {/* First in the page's source as on a phone's screen: a browser may paint the page before all of it has
            arrived, and a portrait arriving after the text would push the text down. */}
        <ProfilePortrait />
        <div className="md:order-first">
          <p className="inline-flex max-w-full items-center gap-2 rounded-full border border-border bg-surface/70 px-3 py-1 text-xs font-medium text-muted sm:text-sm">
            <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-accent" />
            {t('hero.slogan')}
          </p>
          <p className="mt-6 text-muted">{t('hero.welcome')}</p>
          <h1 id="top-title" className="mt-2 text-hero leading-tight font-extrabold tracking-tight text-text">
            {/* One text node, so that the prerendered HTML holds the heading as one phrase (e2e/raw-html.spec.ts); the
                name in a <bdi> only where it could reorder the greeting (see isolate). */}
            <IsolatedText text={`${t('hero.greeting')} ${text.isolate(profile.name)}`} />
          </h1>
          <TypingLine
            phrases={t('hero.typing', { returnObjects: true })}
            className="mt-3 font-mono text-lg font-medium text-text sm:text-xl"
          />
          <ul className="mt-8 max-w-xl space-y-3 text-muted">
            {bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 h-px w-4 shrink-0 bg-accent" />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-wrap items-center gap-3 print:hidden">
            <ExternalLink
              href={withBase(cvHref(language))}
              className={`${buttonBase} bg-accent text-on-accent hover:bg-accent-strong`}
            >
              <LineIcon icon={Download} className="size-4" />
              {t('hero.cv')}
              <span className="sr-only"> {t('hero.new_tab')}</span>
            </ExternalLink>
            <ExternalLink
              href={profile.sourceCode}
              className={`${buttonBase} border border-border text-text hover:border-accent hover:text-accent`}
            >
              <LineIcon icon={CodeXml} className="size-4" />
              {t('hero.source_code')}
              <span className="sr-only"> {t('hero.new_tab')}</span>
            </ExternalLink>
          </div>
          {profile.socials.length > 0 && (
            <div className="mt-8 print:mt-4">
              <HeroSocials />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
