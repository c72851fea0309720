import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/ui/external-link';
import { profile } from '@/content';
import { useLanguage } from '@/i18n/use-language';

/** The banner at the top of the home page (anchor `top`). */
export function HeroSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const bullets = t('hero.bullets', { returnObjects: true });

  return (
    <section
      id="top"
      aria-labelledby="top-title"
      className="container-content grid items-center gap-10 py-14 md:grid-cols-[1.2fr_1fr] md:py-20"
    >
      <div>
        <p className="font-mono text-sm text-accent">{t('hero.slogan')}</p>
        <p className="mt-4 text-muted">{t('hero.welcome')}</p>
        <h1 id="top-title" className="mt-2 text-hero leading-tight font-extrabold tracking-tight text-text">
          {t('hero.greeting')} {profile.name}
        </h1>
        <p className="mt-2 text-lg text-muted">{t('hero.typing', { returnObjects: true })[0]}</p>
        <ul className="mt-6 space-y-3 text-muted">
          {bullets.map((bullet) => (
            <li key={bullet} className="flex gap-3">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <ExternalLink
            href={profile.cv[language]}
            className="rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-on-accent transition hover:bg-accent-strong"
          >
            {t('hero.cv')}
          </ExternalLink>
          <ExternalLink
            href={profile.sourceCode}
            className="rounded-full border border-border px-5 py-2.5 text-sm font-semibold text-text transition hover:border-accent"
          >
            {t('hero.source_code')}
          </ExternalLink>
        </div>
      </div>
      <div className="mx-auto w-full max-w-xs md:max-w-sm">
        <img
          src={profile.image.path}
          alt={t('hero.profile_alt', { name: profile.name })}
          width={profile.image.width}
          height={profile.image.height}
          fetchPriority="high"
          className="aspect-square w-full rounded-full border-4 border-surface-raised object-cover shadow-card"
        />
      </div>
    </section>
  );
}
