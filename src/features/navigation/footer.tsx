import { useTranslation } from 'react-i18next';
import { profile } from '@/content';
import { ExternalLink } from '@/components/ui/external-link';

// Read once per build or page load, not on every render.
const CURRENT_YEAR = new Date().getFullYear();

/** Site footer: logo, copyright, the built-with line and the social profiles. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="container-content flex flex-col items-center gap-4 py-10 text-center text-sm text-muted md:flex-row md:justify-between md:text-left">
        <p className="font-mono text-base font-bold text-text" aria-hidden="true">
          &lt;<span className="text-accent">{profile.name.split(' ')[0]}</span> /&gt;
        </p>
        <div>
          <p>{t('footer.copyright', { year: CURRENT_YEAR, name: profile.name })}</p>
          <p>{t('footer.built_with')}</p>
        </div>
        <ul aria-label={t('footer.social_label')} className="flex gap-4">
          {profile.socials.map((social) => (
            <li key={social.id}>
              <ExternalLink href={social.href} className="underline-offset-4 hover:text-text hover:underline">
                {t(`social.${social.id}`)}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
